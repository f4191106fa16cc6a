import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { ACCOUNT_EXPORT_JOB } from './jobs.ts';
import { TRANSLATE_JOB } from '../translations/jobs.ts';
import { listUnfinished } from '../translations/repo.ts';

// A deleted account's jobs must not run on into files of its own. Cancelling in pg-boss takes
// the waiting ones off the queue and ends retries; a running one is not stopped by it, so the
// jobs themselves check before writing (translate-job.ts, storeExport), and what they may have
// written in between goes with the account's files.

/** The states in which pg-boss will still run a job. */
const LIVE_STATES = new Set(['created', 'retry', 'active']);

async function cancelLive(boss: PgBoss, queue: string, found: Promise<{ id: string; state: string }[]>) {
  const ids = (await found).filter((job) => LIVE_STATES.has(job.state)).map((job) => job.id);
  if (ids.length > 0) await boss.cancel(queue, ids);
}

/** Cancels the user's queued and running translation jobs and any export of theirs under way. */
export async function cancelUserJobs(deps: { db: Db; boss: PgBoss }, userId: string): Promise<void> {
  for (const row of await listUnfinished(deps.db, userId))
    await cancelLive(
      deps.boss,
      TRANSLATE_JOB.queue,
      deps.boss.findJobs(TRANSLATE_JOB.queue, { data: { translationId: row.id, attempt: row.attempt } }),
    );
  // Sent with the user id as its singleton key (account/service.ts).
  await cancelLive(
    deps.boss,
    ACCOUNT_EXPORT_JOB.queue,
    deps.boss.findJobs(ACCOUNT_EXPORT_JOB.queue, { key: userId }),
  );
}
