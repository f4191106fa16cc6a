import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';

// The one writer of better-auth's rate_limit table besides better-auth itself: counters that every
// API instance shares (DESIGN.md: nothing another instance needs lives in one process's memory).

/**
 * Counts one request under `key` in a fixed window of `windowMs` that starts with the key's first
 * request, in one atomic upsert on better-auth's rate_limit table, so every API instance counts
 * into the same row (DESIGN.md: nothing another instance needs lives in one process's memory).
 * `last_request` holds the window's start. Returns the count so far and the ms left in the window.
 */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ count: number; msLeft: number }> {
  const expired = sql`${rateLimit.lastRequest} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
  if (!row) throw new Error(`rate limit ${key} was not counted`);
  return { count: row.count, msLeft: Math.max(0, Number(row.windowStart) + windowMs - now) };
}

/**
 * Counts an attempt under `key` unless the key must still wait, in one statement (parallel
 * attempts cannot all slip through): `waitMs(count)` is how long after its latest attempt a key
 * that counted `count` must wait, and attempts older than `forgetMs` are forgotten. Returns the
 * count, or how long is left to wait.
 */
export async function countUnlessWaiting(
  db: Db,
  key: string,
  options: {
    now: number;
    forgetMs: number;
    waitMs: (count: SQL) => SQL;
    waitAfter: (count: number) => number;
  },
): Promise<{ counted: number } | { retryAfterMs: number }> {
  const { now, forgetMs } = options;
  const forgotten = sql`${rateLimit.lastRequest} <= ${now - forgetMs}`;
  const waiting = sql`NOT (${forgotten}) AND ${now} < ${rateLimit.lastRequest} + ${options.waitMs(sql`${rateLimit.count}`)}`;
  const [counted] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: now,
      },
      setWhere: sql`NOT (${waiting})`,
    })
    .returning({ count: rateLimit.count });
  if (counted) return { counted: counted.count };
  const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key));
  const until = row ? row.lastRequest + options.waitAfter(row.count) : now;
  return { retryAfterMs: until - now };
}

/** Forgets everything counted under `key`. */
export async function forgetKey(db: Db, key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}
