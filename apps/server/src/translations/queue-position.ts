import type { Translation } from '@tolk/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { translations } from '../db/schema.ts';
import { QUEUE_SCHEMA } from '../jobs/queue.ts';
import { TRANSLATE_JOB, type TranslateJobData } from './jobs.ts';

// Where each queued translation stands: read from pg-boss's own job table, in the order its
// workers fetch (priority, then age: jobs/fair-order.ts sets the priority), within its lane (small
// or large documents), counting only the jobs of translations still queued at that attempt.
// Computed on read, only for queued rows.

/** The columns of pg-boss 12's job table this reads (outside drizzle's migrations: pg-boss owns it). */
const bossJobs = pgSchema(QUEUE_SCHEMA).table('job', {
  name: text('name').notNull(),
  state: text('state').notNull(),
  priority: integer('priority').notNull(),
  data: jsonb('data').$type<TranslateJobData>(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
});

/** Translations queued with a live job, each with how many come before it in its lane. */
function queuedInOrder(db: Db) {
  return db.$with('queued').as(
    db
      .select({
        id: translations.id,
        userId: translations.userId,
        // Lanes: small documents' priorities are above 0, large ones' at most 0.
        ahead: sql<number>`(row_number() over (
          partition by ${bossJobs.priority} > 0 order by ${bossJobs.priority} desc, ${bossJobs.createdOn}
        ) - 1)::int`.as('ahead'),
      })
      .from(bossJobs)
      .innerJoin(
        translations,
        and(
          eq(translations.id, sql`${bossJobs.data} ->> 'translationId'`),
          eq(translations.attempt, sql`(${bossJobs.data} ->> 'attempt')::int`),
        ),
      )
      .where(
        and(
          eq(bossJobs.name, TRANSLATE_JOB.queue),
          // created and retry: the states a worker fetches from (job_state is an enum in that order).
          lt(bossJobs.state, sql`'active'`),
          eq(translations.status, 'queued'),
        ),
      ),
  );
}

/** The position of each of `ids` that is queued with a live job. */
export async function queuePositions(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const queued = queuedInOrder(db);
  const rows = await db.with(queued).select().from(queued).where(inArray(queued.id, ids));
  return new Map(rows.map((row) => [row.id, row.ahead]));
}

/** Every queued translation's position, first in line first, at most `limit` of them. */
export async function allQueuePositions(db: Db, limit: number): Promise<{ id: string; ahead: number }[]> {
  const queued = queuedInOrder(db);
  return db
    .with(queued)
    .select({ id: queued.id, ahead: queued.ahead })
    .from(queued)
    .orderBy(queued.ahead)
    .limit(limit);
}

/** The translations with their queue positions filled in (queued ones only; one read for all). */
export async function withQueuePositions(db: Db, items: Translation[]): Promise<Translation[]> {
  const queued = items.filter((item) => item.status === 'queued').map((item) => item.id);
  if (queued.length === 0) return items;
  const positions = await queuePositions(db, queued);
  return items.map((item) =>
    item.status === 'queued' ? { ...item, queuePosition: positions.get(item.id) ?? null } : item,
  );
}
