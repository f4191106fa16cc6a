// What a background job is: a pg-boss queue with the payload it accepts (checked when sent and
// when run), its retry rules and, for periodic ones, how often the cluster runs it. Each
// capability declares its jobs beside itself (translations/jobs.ts, ...); compose/jobs.ts lists
// them all, the one registry the queues and schedules are made from.

import type { JobFetchOptions, PgBoss, Queue, SendOptions, WorkConcurrencyOptions } from 'pg-boss';
import { z } from 'zod';
import type { Config } from '../config.ts';

type Maintenance = Pick<Config, 'maintenance'>;

export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  queue: string;
  payload: Payload;
  options: Omit<Queue, 'name'>;
  /** Seconds between runs when the job is periodic: once per cluster, whichever worker takes it. */
  everySeconds?: (config: Maintenance) => number;
}

export const defineJob = <Payload extends z.ZodType>(definition: JobDefinition<Payload>) => definition;

/**
 * The repair sweeps: safe to overlap (each row is claimed or deleted in its own transaction), so
 * no exclusive policy, whose job left 'active' by a killed worker would block every later run
 * until it expired.
 */
export const SWEEP_OPTIONS = { retryLimit: 0, expireInSeconds: 15 * 60 } as const;

/** A periodic job carries nothing (pg-boss's schedule sends null; a manual send may send {}). */
export const PERIODIC = z.object({}).strict().nullish();

/** How often pg-boss's supervisor looks for jobs whose worker died. */
export const SUPERVISE_SECONDS = 10;

/** Creates the queues, or brings existing ones to the options declared with them. */
export async function ensureQueues(boss: PgBoss, jobs: readonly JobDefinition[]): Promise<void> {
  for (const definition of jobs) {
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
