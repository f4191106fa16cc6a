import { AppError } from '../errors.ts';
import { deleteOriginalFiles, deleteTranslation } from '../history/delete.ts';
import type { HistoryDeps } from '../history/deps.ts';
import { listStorageTimeDue, type StorageTimeKind } from '../translations/history-repo.ts';
import type { TranslationRow } from '../translations/view.ts';
import { findProfile } from '../users/repo.ts';

// Storage time (SPEC.md §5, preferences.storage): originals and whole documents are deleted the
// chosen number of days after their translation completed. Each document goes through the same
// service as the user's own delete (one transaction, storage given back, bytes after the commit,
// live events), so a crash part-way leaves every document either done or untouched, and the next
// run picks up the rest. Share links go with their translation (ON DELETE CASCADE).

/** Documents looked at per query; a run goes on until nothing is due or MAX_BATCHES are done. */
export const STORAGE_TIME_BATCH = 100;
const MAX_BATCHES = 50;

export interface StorageTimeRun {
  originals: number;
  translations: number;
  failed: number;
}

/** Another run, or the user, got there first: nothing left to do for that document. */
const alreadyGone = (error: unknown) =>
  error instanceof AppError && (error.code === 'not-found' || error.code === 'aborted');

async function sweep(
  deps: HistoryDeps,
  kind: StorageTimeKind,
  now: Date,
  apply: (userId: string, translationId: string) => Promise<unknown>,
): Promise<{ done: number; failed: number }> {
  let done = 0;
  let failed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await listStorageTimeDue(deps.db, kind, now, STORAGE_TIME_BATCH);
    let progress = 0;
    for (const row of due) {
      try {
        await apply(row.userId, row.id);
        progress += 1;
      } catch (error) {
        if (alreadyGone(error)) progress += 1;
        else failed += 1;
      }
    }
    done += progress;
    // A batch where nothing could be done would only be read again: leave it to the next run.
    if (due.length < STORAGE_TIME_BATCH || progress === 0) break;
  }
  return { done, failed };
}

/**
 * Applies every user's storage time at `now`: whole documents first (their originals go with
 * them), then originals alone.
 */
export async function applyStorageTime(deps: HistoryDeps, now = new Date()): Promise<StorageTimeRun> {
  const translations = await sweep(deps, 'translations', now, (userId, id) =>
    deleteTranslation(deps, userId, id),
  );
  const originals = await sweep(deps, 'originals', now, (userId, id) =>
    deleteOriginalFiles(deps, userId, id),
  );
  return {
    translations: translations.done,
    originals: originals.done,
    failed: translations.failed + originals.failed,
  };
}

/**
 * Right after a translation completed: with originalsDays 0 its original goes at once, not at the
 * next scheduled run. The schedule still catches it if this fails or the process dies first.
 */
export async function applyStorageTimeOnCompletion(deps: HistoryDeps, row: TranslationRow): Promise<void> {
  if (!row.inHistory || row.originalFileId === null) return;
  const profile = await findProfile(deps.db, row.userId);
  if (profile?.preferences.storage?.originalsDays !== 0) return;
  await deleteOriginalFiles(deps, row.userId, row.id);
}
