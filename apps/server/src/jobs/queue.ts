import { PgBoss } from 'pg-boss';
import type { Role } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { pgliteQueueDatabase } from './pglite-adapter.ts';
import { ensureQueues, SUPERVISE_SECONDS, type JobDefinition } from './define.ts';

/** pg-boss's tables live in this schema (translations/queue-position.ts reads its job table). */
export const QUEUE_SCHEMA = 'pgboss';

export interface JobQueue {
  boss: PgBoss;
  /** True while pg-boss is started and its schema answers. */
  healthy(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the application's database. Maintenance and schedules run only where
 * workers run (roles all and worker); an API-only instance just sends jobs. `jobs`: the registry
 * (compose/jobs.ts), whose queues it makes.
 */
export async function startQueue(
  database: Database,
  role: Role,
  log: Logger,
  jobs: readonly JobDefinition[],
): Promise<JobQueue> {
  const maintains = role !== 'api';
  // Supervision every 10 s: a job whose worker died (no heartbeat) is handed out again soon.
  const common = {
    schema: QUEUE_SCHEMA,
    supervise: maintains,
    schedule: maintains,
    migrate: true,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: 10,
    // Workers of notify queues (translate) are woken when a job is sent instead of at their next
    // poll: a translation starts at once, not up to a polling interval later.
    useListenNotify: true,
  } as const;
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ ...common, connectionString: database.connectionString, max: 4 })
      : new PgBoss({ ...common, db: pgliteQueueDatabase(database.pglite), backend: 'pglite' });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  // Every role creates them: an API instance may send a job before any worker has started.
  await ensureQueues(boss, jobs);
  let running = true;
  return {
    boss,
    async healthy() {
      if (!running) return false;
      return boss.isInstalled().catch(() => false);
    },
    async stop() {
      if (!running) return;
      running = false;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
