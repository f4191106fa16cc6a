import { type Translation } from '@tolk/contract';
import { AppError } from '../errors.ts';
import type { HistoryDeps } from './deps.ts';
import { orFail } from './failure.ts';
import { publishTranslations } from './events.ts';
import * as repo from '../translations/history-repo.ts';
import { withUserLock } from '../db/user-lock.ts';
import * as filesRepo from '../files/repo.ts';
import { extensionOf, fileNameFor } from '../translations/outputs.ts';
import { findOwnTranslation } from '../translations/repo.ts';
import { fileIdsOf } from './copy.ts';
import { toTranslation } from '../translations/view.ts';

/**
 * Renames a document (SPEC.md §5): refused with 'aborted' (409, a conflict with another
 * document) when another document of the user has exactly this fileName. The check and the
 * write run under a per-user lock so two concurrent renames cannot both take one name. Its files are
 * renamed with it.
 */
export async function renameDocument(
  deps: HistoryDeps,
  userId: string,
  input: { documentId: string; fileName: string },
): Promise<Translation> {
  const row = await orFail('UPDATE_FILENAME_FAILED', () =>
    withUserLock(deps.db, userId, 'document-names', async (tx) => {
      if (!(await findOwnTranslation(tx, userId, input.documentId)))
        throw new AppError('not-found', 'DOCUMENT_NOT_FOUND');
      if (await repo.nameTaken(tx, userId, input.fileName, input.documentId))
        throw new AppError('aborted', 'DOCUMENT_NAME_EXISTS');
      const renamed = await repo.updateTranslation(tx, userId, input.documentId, {
        fileName: input.fileName,
        fileNameLower: input.fileName.toLowerCase(),
      });
      // Its files take the new name too, so a download or the account export is called so.
      if (renamed)
        for (const file of await filesRepo.findOwnedFiles(tx, userId, fileIdsOf(renamed)))
          await filesRepo.setFileName(
            tx,
            userId,
            file.id,
            fileNameFor(file.kind, renamed, extensionOf(file.fileName)),
          );
      return renamed;
    }),
  );
  if (!row) throw new AppError('not-found', 'DOCUMENT_NOT_FOUND');
  await publishTranslations(deps.bus, userId, [row]);
  return toTranslation(row);
}
