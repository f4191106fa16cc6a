import type { PgBoss } from 'pg-boss';
import { AppError } from '../errors.ts';
import type { FilesDeps } from '../files/service.ts';
import { TRANSLATE_JOB } from './jobs.ts';
import { publishQuota } from '../quota/service.ts';
import { enqueue } from './queue.ts';
import { publishTranslation } from './events.ts';
import * as repo from './repo.ts';

export const INTERRUPTED = new AppError('internal', 'TRANSLATION_INTERRUPTED');

/** Job states in which pg-boss will still run the job (created, retry, active). */
const LIVE_STATES = new Set(['created', 'retry', 'active']);
const BATCH = 100;

/**
 * Repairs what a crash can leave behind: a translation queued whose job was never sent (the
 * process died between the insert and the send) gets its job, once even when two sweepers run
 * at the same moment (the row is claimed before the send); one whose job is spent (its worker
 * killed on every try) or gone is failed with its quota given back, once (failing is conditional
 * on the attempt still being in flight). Rows changed within `stuckAfterMs` are left alone.
 */
export async function sweepStuckTranslations(
  deps: FilesDeps & { boss: PgBoss },
  stuckAfterMs: number,
  now = new Date(),
): Promise<{ requeued: number; failed: number }> {
  const outcome = { requeued: 0, failed: 0 };
  const before = new Date(now.getTime() - stuckAfterMs);
  const rows = await repo.unsettledSince(deps.db, before, BATCH);
  for (const row of rows) {
    const jobs = await deps.boss.findJobs(TRANSLATE_JOB.queue, {
      data: { translationId: row.id, attempt: row.attempt },
    });
    if (jobs.some((job) => LIVE_STATES.has(job.state))) continue;
    if (jobs.length === 0 && row.status === 'queued') {
      if (!(await repo.claimQuietQueued(deps.db, row, before, now))) continue;
      await enqueue(deps, row);
      outcome.requeued += 1;
      continue;
    }
    const failed = await deps.db.transaction((tx) => repo.fail(tx, row.id, row.attempt, INTERRUPTED));
    if (!failed) continue;
    outcome.failed += 1;
    await publishTranslation(deps.bus, failed);
    await publishQuota(deps, failed.userId);
  }
  return outcome;
}
