import { CAPTURE_KEEP_HOURS } from '@tolk/contract';
import { dropRemovedFiles, removeFileRows, type FilesDeps } from '../files/service.ts';
import { fileIdsOf } from '../history/copy.ts';
import { publishTranslationDeleted } from '../history/events.ts';
import * as repo from '../translations/captures-repo.ts';

const BATCH = 100;
/** Batches per sweep: a backlog is worked off over several sweeps rather than in one long one. */
const MAX_BATCHES = 20;

/**
 * Deletes camera translations never saved to history that are older than CAPTURE_KEEP_HOURS,
 * with their stored files (storageUsed given back; the image unit stays used). Each one is its
 * own transaction, so two sweepers at once delete each capture once. Returns how many it deleted.
 */
export async function sweepCaptures(deps: FilesDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CAPTURE_KEEP_HOURS * 60 * 60 * 1000);
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const ids = await repo.staleCaptureIds(deps.db, cutoff, BATCH);
    for (const id of ids) {
      const swept = await deps.db.transaction(async (tx) => {
        const gone = await repo.deleteStaleCapture(tx, id, cutoff);
        return gone && { row: gone, removed: await removeFileRows(tx, gone.userId, fileIdsOf(gone)) };
      });
      if (!swept) continue;
      const { row, removed } = swept;
      await dropRemovedFiles(deps, removed);
      deleted += 1;
      await publishTranslationDeleted(deps.bus, row.userId, [row.id]);
    }
    if (ids.length < BATCH) break;
  }
  return deleted;
}
