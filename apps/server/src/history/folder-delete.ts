import { type FunctionOutput } from '@tolk/contract';
import { AppError } from '../errors.ts';
import { dropRemovedFiles, removeFileRows } from '../files/service.ts';
import { fileIdsOf } from './copy.ts';
import type { HistoryDeps } from './deps.ts';
import { publishFolderDeleted, publishTranslationDeleted } from './events.ts';
import { orFail } from './failure.ts';
import * as history from '../translations/history-repo.ts';
import { withUserLock } from '../db/user-lock.ts';
import { refundQuota } from '../quota/repo.ts';
import { publishQuota } from '../quota/service.ts';
import * as repo from './folders-repo.ts';
import { subtree } from './folder-tree.ts';

/**
 * Deletes a folder, every folder below it (soft-deleted ones too) and every document in them
 * with their stored files: the rows in one transaction, storageUsed given back.
 * A soft-deleted folder can still be purged this way.
 */
export async function recursiveDeleteFolder(
  deps: HistoryDeps,
  userId: string,
  folderId: string,
): Promise<FunctionOutput<'recursiveDeleteFolder'>> {
  const result = await orFail('RECURSIVE_DELETE_FOLDER_FAILED', () =>
    withUserLock(deps.db, userId, 'folders', async (tx) => {
      if (!(await repo.findFolder(tx, userId, folderId))) throw new AppError('not-found', 'FOLDER_NOT_FOUND');
      const folderIds = subtree(await repo.folderTree(tx, userId), folderId, { includeDeleted: true }).map(
        (entry) => entry.id,
      );
      const inFolders = await history.translationsInFolders(tx, userId, folderIds);
      await history.deleteTranslations(
        tx,
        userId,
        inFolders.map((row) => row.id),
      );
      // Unfinished translations still hold quota; their jobs will find no row to give it back.
      const pages = inFolders.reduce((sum, row) => sum + row.chargedPages, 0);
      const images = inFolders.reduce((sum, row) => sum + row.chargedImages, 0);
      await refundQuota(tx, userId, pages, images);
      const removed = await removeFileRows(tx, userId, inFolders.flatMap(fileIdsOf));
      // Children go with their parent (ON DELETE CASCADE) whatever order the statement takes.
      await repo.deleteFolders(tx, userId, folderIds);
      return {
        folderIds,
        documentIds: inFolders.map((row) => row.id),
        refunded: pages + images > 0,
        removed,
      };
    }),
  );
  await dropRemovedFiles(deps, result.removed);
  await publishTranslationDeleted(deps.bus, userId, result.documentIds);
  await publishFolderDeleted(deps.bus, userId, result.folderIds);
  if (result.refunded) await publishQuota(deps, userId);
  return {
    success: true,
    deletedFolders: result.folderIds.length,
    deletedDocuments: result.documentIds.length,
  };
}
