import { signedIn, type HandlerTable } from '../callable.ts';
import type { HistoryDeps } from './deps.ts';
import { deleteOriginalFiles, deleteTranslation } from './delete.ts';
import { duplicateDocument, duplicateDocuments } from './duplicate.ts';
import * as list from './list.ts';
import { moveDocuments } from './move.ts';
import { renameDocument } from './rename.ts';
import { listUploadSessions } from './upload-sessions.ts';

/** Callable functions of the history (SPEC.md §7): lists, counts, moves, renames, copies, deletes. */
export function historyFunctions(deps: HistoryDeps): HandlerTable {
  return {
    listTranslations: { auth: true, handle: (_input, ctx) => list.listTranslations(deps, signedIn(ctx).id) },
    listTranslationsByFolder: {
      auth: true,
      handle: (input, ctx) => list.listTranslationsByFolder(deps, signedIn(ctx).id, input),
    },
    listTranslationsFiltered: {
      auth: true,
      handle: (input, ctx) => list.listTranslationsFiltered(deps, signedIn(ctx).id, input),
    },
    countDocumentsByFolder: {
      auth: true,
      handle: (input, ctx) => list.countDocumentsByFolder(deps, signedIn(ctx).id, input.folderIds),
    },
    moveDocuments: { auth: true, handle: (input, ctx) => moveDocuments(deps, signedIn(ctx).id, input) },
    renameDocument: { auth: true, handle: (input, ctx) => renameDocument(deps, signedIn(ctx).id, input) },
    duplicateDocument: {
      auth: true,
      handle: (input, ctx) => duplicateDocument(deps, signedIn(ctx).id, input),
    },
    duplicateDocuments: {
      auth: true,
      handle: (input, ctx) => duplicateDocuments(deps, signedIn(ctx).id, input),
    },
    deleteTranslation: {
      auth: true,
      handle: (input, ctx) => deleteTranslation(deps, signedIn(ctx).id, input.translationId),
    },
    deleteOriginalFiles: {
      auth: true,
      handle: (input, ctx) => deleteOriginalFiles(deps, signedIn(ctx).id, input.translationId),
    },
    listUploadSessions: { auth: true, handle: (_input, ctx) => listUploadSessions(deps, signedIn(ctx).id) },
  };
}
