import { randomUUID } from 'node:crypto';
import { LIVE_TEXT_CALLS_PER_MINUTE } from '@tolk/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';
import { AppError } from '../errors.ts';

const WINDOW_MS = 60_000;

/**
 * Counts one translateText call of the user and refuses it once the user has made more than
 * LIVE_TEXT_CALLS_PER_MINUTE in the current minute. The counter is a row of the rate_limit table
 * (better-auth's, keyed apart by the 'live-text:' prefix), so every API instance sees the same
 * count (DESIGN.md: nothing another instance needs lives in one process's memory). One atomic
 * upsert per call: a window starts with the user's first call and lasts a minute; `last_request`
 * holds the window's start.
 */
export async function countLiveTextCall(db: Db, userId: string, now = Date.now()): Promise<void> {
  const windowStart = now - WINDOW_MS;
  const expired = sql`${rateLimit.lastRequest} <= ${windowStart}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key: `live-text:${userId}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count });
  if ((row?.count ?? 0) > LIVE_TEXT_CALLS_PER_MINUTE)
    throw new AppError('resource-exhausted', 'LIVE_TEXT_FLOOD', { limit: LIVE_TEXT_CALLS_PER_MINUTE });
}
