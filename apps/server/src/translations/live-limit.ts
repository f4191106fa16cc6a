import { LIVE_TEXT_CALLS_PER_MINUTE } from '@tolk/contract';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { countInWindow } from '../rate-limits/repo.ts';

/**
 * Counts one translateText call of the user and refuses it once the user has made more than
 * LIVE_TEXT_CALLS_PER_MINUTE in the current minute, counted across every API instance.
 */
export async function countLiveTextCall(db: Db, userId: string, now = Date.now()): Promise<void> {
  const { count } = await countInWindow(db, `live-text:${userId}`, 60_000, now);
  if (count > LIVE_TEXT_CALLS_PER_MINUTE)
    throw new AppError('resource-exhausted', 'LIVE_TEXT_FLOOD', { limit: LIVE_TEXT_CALLS_PER_MINUTE });
}
