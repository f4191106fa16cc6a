import { type Translation } from '@tolk/contract';
import { AppError } from '../errors.ts';
import { dropRemovedFiles, removeFileRows } from '../files/service.ts';
import { refundQuota } from '../quota/repo.ts';
import { publishQuota } from '../quota/service.ts';
import { fileIdsOf } from './copy.ts';
import type { HistoryDeps } from './deps.ts';
import { publishTranslationDeleted, publishTranslations } from './events.ts';
import { orFail } from './failure.ts';
import * as repo from '../translations/history-repo.ts';
import { findOwnTranslation } from '../translations/repo.ts';
import { toTranslation } from '../translations/view.ts';

/**
 * Deletes a translation and all its stored files (storageUsed given back) in one transaction;
 * the pages an unfinished one still holds are given back too.
 */
export async function deleteTranslation(
  deps: HistoryDeps,
  userId: string,
  translationId: string,
): Promise<{ success: boolean }> {
  const { refunded, removed } = await orFail('DELETE_TRANSLATION_FAILED', () =>
    deps.db.transaction(async (tx) => {
      const [row] = await repo.deleteTranslations(tx, userId, [translationId]);
      if (!row) throw new AppError('not-found', 'DOCUMENT_NOT_FOUND');
      // A queued or processing translation still holds its quota; its job will find no row to fail.
      await refundQuota(tx, userId, row.chargedPages, row.chargedImages);
      return {
        refunded: row.chargedPages + row.chargedImages > 0,
        removed: await removeFileRows(tx, userId, fileIdsOf(row)),
      };
    }),
  );
  await dropRemovedFiles(deps, removed);
  await publishTranslationDeleted(deps.bus, userId, [translationId]);
  if (refunded) await publishQuota(deps, userId);
  return { success: true };
}

/** Removes only the uploaded original (bytes and row); the translation stays with originalFileId null. */
export async function deleteOriginalFiles(
  deps: HistoryDeps,
  userId: string,
  translationId: string,
): Promise<Translation> {
  const { row, removed } = await orFail('DELETE_ORIGINAL_FILES_FAILED', () =>
    deps.db.transaction(async (tx) => {
      const current = await findOwnTranslation(tx, userId, translationId);
      if (!current) throw new AppError('not-found', 'DOCUMENT_NOT_FOUND');
      if (current.status === 'queued' || current.status === 'processing')
        throw new AppError('aborted', 'ORIGINAL_NEEDED');
      if (current.originalFileId === null) return { row: current, removed: undefined };
      const updated = await repo.updateTranslation(tx, userId, translationId, { originalFileId: null });
      const files = await removeFileRows(tx, userId, [current.originalFileId]);
      return { row: updated ?? current, removed: files };
    }),
  );
  if (removed) await dropRemovedFiles(deps, removed);
  await publishTranslations(deps.bus, userId, [row]);
  return toTranslation(row);
}
