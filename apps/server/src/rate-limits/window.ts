import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';

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
