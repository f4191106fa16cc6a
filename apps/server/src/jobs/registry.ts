// Every background job and schedule of the server, in one place: pg-boss queues with the payload
// each accepts (checked when sent and when run), their retry rules and, for periodic ones, how
// often the cluster runs them.

import type { JobFetchOptions, PgBoss, Queue, SendOptions, WorkConcurrencyOptions } from 'pg-boss';
import { z } from 'zod';
import type { Config } from '../config.ts';

type Maintenance = Pick<Config, 'maintenance'>;

interface JobDefinition<Payload extends z.ZodType> {
  queue: string;
  payload: Payload;
  options: Omit<Queue, 'name'>;
  /** Seconds between runs when the job is periodic: once per cluster, whichever worker takes it. */
  everySeconds?: (config: Maintenance) => number;
}

const job = <Payload extends z.ZodType>(definition: JobDefinition<Payload>) => definition;

/**
 * The repair sweeps: safe to overlap (each row is claimed or deleted in its own transaction), so
 * no exclusive policy, whose job left 'active' by a killed worker would block every later run
 * until it expired.
 */
const SWEEP_OPTIONS = { retryLimit: 0, expireInSeconds: 15 * 60 } as const;

/** A periodic job carries nothing (pg-boss's schedule sends null; a manual send may send {}). */
const PERIODIC = z.object({}).strict().nullish();

/**
 * One translation attempt. A job whose worker dies stops sending heartbeats and is handed out again
 * within about 20 s (heartbeat plus supervision); a job running too long expires and is retried.
 * When the retries are spent, the stuck-translation sweep fails the translation and refunds it.
 */
export const TRANSLATE_JOB = job({
  queue: 'translate',
  payload: z.object({ translationId: z.string().min(1), attempt: z.number().int().min(0) }),
  options: { retryLimit: 3, retryDelay: 2, expireInSeconds: 30 * 60, heartbeatSeconds: 10, notify: true },
});

/** Expired tus upload sessions: their partial bytes and rows. */
export const UPLOAD_CLEANUP_JOB = job({
  queue: 'upload-cleanup',
  payload: PERIODIC,
  options: { retryLimit: 0, expireInSeconds: 300 },
  everySeconds: () => 5 * 60,
});

/**
 * Storage time (SPEC.md §5): deletes originals and documents whose owner's storage time ran out.
 * One run at a time (exclusive); a run cut short leaves each document done or untouched.
 */
export const STORAGE_TIME_JOB = job({
  queue: 'storage-time',
  payload: PERIODIC,
  options: { retryLimit: 0, expireInSeconds: 15 * 60, policy: 'exclusive' },
  everySeconds: () => 2 * 60,
});

/**
 * A ZIP of one account (exportAccount). Sent with the user id as singletonKey: while one is queued
 * or running, asking again adds nothing.
 */
export const ACCOUNT_EXPORT_JOB = job({
  queue: 'account-export',
  payload: z.object({ userId: z.string().min(1) }),
  options: { retryLimit: 2, retryDelay: 10, expireInSeconds: 30 * 60, policy: 'exclusive' },
});

/** Account exports whose download link has expired: their ZIPs and rows. */
export const EXPORT_CLEANUP_JOB = job({
  queue: 'account-export-cleanup',
  payload: PERIODIC,
  options: { retryLimit: 0, expireInSeconds: 300 },
  everySeconds: () => 10 * 60,
});

/** Translations whose job is gone or spent: re-sent when never started, else failed and refunded. */
export const STUCK_TRANSLATIONS_JOB = job({
  queue: 'stuck-translations',
  payload: PERIODIC,
  options: SWEEP_OPTIONS,
  everySeconds: (config) => config.maintenance.sweepSeconds,
});

/** Stored files no row refers to (left by a crash between writing and recording, or after deleting). */
export const ORPHAN_FILES_JOB = job({
  queue: 'orphan-files',
  payload: PERIODIC,
  options: SWEEP_OPTIONS,
  everySeconds: (config) => Math.max(1, Math.round(config.maintenance.orphanAfterSeconds / 4)),
});

/** Camera translations never saved to history, older than CAPTURE_KEEP_HOURS. */
export const UNSAVED_CAPTURES_JOB = job({
  queue: 'unsaved-captures',
  payload: PERIODIC,
  options: SWEEP_OPTIONS,
  everySeconds: () => 15 * 60,
});

/** Premium that ran out with no event saying so (a store that never sent EXPIRATION): back to free. */
export const LAPSED_PREMIUM_JOB = job({
  queue: 'lapsed-premium',
  payload: PERIODIC,
  options: SWEEP_OPTIONS,
  everySeconds: (config) => config.maintenance.sweepSeconds,
});

export const JOBS = [
  TRANSLATE_JOB,
  UPLOAD_CLEANUP_JOB,
  STORAGE_TIME_JOB,
  ACCOUNT_EXPORT_JOB,
  EXPORT_CLEANUP_JOB,
  STUCK_TRANSLATIONS_JOB,
  ORPHAN_FILES_JOB,
  UNSAVED_CAPTURES_JOB,
  LAPSED_PREMIUM_JOB,
] as const;

/** How often pg-boss's supervisor looks for jobs whose worker died. */
export const SUPERVISE_SECONDS = 10;

export type TranslateJobData = z.infer<typeof TRANSLATE_JOB.payload>;
export type AccountExportJobData = z.infer<typeof ACCOUNT_EXPORT_JOB.payload>;

/** Creates the queues, or brings existing ones to the options declared here. */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  for (const definition of JOBS) {
    await boss.createQueue(definition.queue, definition.options);
    // A queue's policy is fixed when it is created; pg-boss refuses to "update" it.
    const { policy: _fixed, ...changeable } = definition.options;
    await boss.updateQueue(definition.queue, changeable);
  }
}

export async function sendJob<Payload extends z.ZodType>(
  boss: PgBoss,
  definition: JobDefinition<Payload>,
  data: z.infer<Payload>,
  options: SendOptions = {},
): Promise<void> {
  await boss.send(definition.queue, definition.payload.parse(data) as object, options);
}

/**
 * Runs `handler` for each job of the queue, with its payload checked; `lane`: how many at once in
 * this process, per group (a translation's group is its user), and which priorities.
 */
export async function workJob<Payload extends z.ZodType>(
  boss: PgBoss,
  definition: JobDefinition<Payload>,
  handler: (data: z.infer<Payload>, job: { retryCount: number; retryLimit: number }) => Promise<void>,
  lane: WorkConcurrencyOptions & Pick<JobFetchOptions, 'minPriority' | 'maxPriority'> = {},
): Promise<void> {
  // pg-boss waits a whole interval after a job shorter than it, even with more jobs queued; NOTIFY
  // wakes a worker only for jobs sent while it waits. A 5 s interval on notify queues made a
  // worker take one short translation per 5 s from a backlog (bench/cluster-workers.bench.ts).
  const polling = { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 };
  await boss.work(definition.queue, { includeMetadata: true, ...polling, ...lane }, async ([item]) => {
    if (!item) return;
    await handler(definition.payload.parse(item.data), item);
  });
}
