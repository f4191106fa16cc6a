import type { HistoryDeps } from './deps.ts';
import { signedIn, type HandlerTable } from '../callable.ts';
import { duplicateFolder } from './folder-duplicate.ts';
import { recursiveDeleteFolder } from './folder-delete.ts';
import * as folders from './folders.ts';

/** Callable functions of folders (SPEC.md §4, §5, §7). */
export function folderFunctions(deps: HistoryDeps): HandlerTable {
  return {
    createFolder: { auth: true, handle: (input, ctx) => folders.createFolder(deps, signedIn(ctx).id, input) },
    listFolders: {
      auth: true,
      handle: (input, ctx) => folders.listFolders(deps, signedIn(ctx).id, input.parentId),
    },
    updateFolder: { auth: true, handle: (input, ctx) => folders.updateFolder(deps, signedIn(ctx).id, input) },
    moveFolder: { auth: true, handle: (input, ctx) => folders.moveFolder(deps, signedIn(ctx).id, input) },
    deleteFolder: {
      auth: true,
      handle: (input, ctx) => folders.deleteFolder(deps, signedIn(ctx).id, input.folderId),
    },
    recursiveDeleteFolder: {
      auth: true,
      handle: (input, ctx) => recursiveDeleteFolder(deps, signedIn(ctx).id, input.folderId),
    },
    duplicateFolder: { auth: true, handle: (input, ctx) => duplicateFolder(deps, signedIn(ctx).id, input) },
  };
}
