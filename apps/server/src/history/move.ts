import { MESSAGES, MOVE_BATCH_SIZE, type FunctionOutput } from '@tolk/contract';
import { AppError } from '../errors.ts';
import { destinationFolder } from './folders.ts';
import type { HistoryDeps } from './deps.ts';
import { publishTranslations } from './events.ts';
import { batches } from './list.ts';
import * as repo from '../translations/history-repo.ts';
import { withUserLock } from '../db/user-lock.ts';
import type { TranslationRow } from '../translations/view.ts';

export const documentNotFound = (id: string) => `Document ${id} not found`;

/**
 * Moves documents in batches of MOVE_BATCH_SIZE, each batch one transaction. Ids that are not
 * the caller's documents are reported in `errors` and left alone; a batch that fails is reported
 * as 'Failed to move documents: ...' and the next batches still run.
 */
export async function moveDocuments(
  deps: HistoryDeps,
  userId: string,
  input: { documentIds: string[]; folderId: string | null },
): Promise<FunctionOutput<'moveDocuments'>> {
  await destinationFolder(deps.db, userId, input.folderId);
  const ids = [...new Set(input.documentIds)];
  const errors: string[] = [];
  const moved: TranslationRow[] = [];
  for (const batch of batches(ids, MOVE_BATCH_SIZE)) {
    try {
      // Under the folder lock, so the destination cannot be deleted between the check and the move.
      const rows = await withUserLock(deps.db, userId, 'folders', async (tx) => {
        await destinationFolder(tx, userId, input.folderId);
        return repo.moveTranslations(tx, userId, batch, input.folderId, new Date());
      });
      const done = new Set(rows.map((row) => row.id));
      for (const id of batch) if (!done.has(id)) errors.push(documentNotFound(id));
      moved.push(...rows);
    } catch (error) {
      // Typed refusals explain themselves; a database error's text (SQL, parameters) is not for users.
      const reason = error instanceof AppError ? error.message : 'the database did not accept the change';
      errors.push(
        `${MESSAGES.moveDocumentsFailedPrefix}${batch.length} documents could not be moved (${reason})`,
      );
    }
  }
  await publishTranslations(deps.bus, userId, moved);
  return { success: errors.length === 0, movedCount: moved.length, errors };
}
