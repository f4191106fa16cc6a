import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { countInWindow } from './repo.ts';

const MINUTE_MS = 60_000;

/** Counts one callable call of an account; refuses it past `perMinute`, with the seconds to wait. */
export type AccountCallCounter = (userId: string) => Promise<void>;

/** Refused past the account's limit; `retryAfterSeconds` goes out as Retry-After. */
export class AccountCallsRefused extends AppError<'TOO_MANY_CALLS'> {
  readonly retryAfterSeconds: number;
  constructor(limit: number, msLeft: number) {
    super('resource-exhausted', 'TOO_MANY_CALLS', { limit });
    this.retryAfterSeconds = Math.max(1, Math.ceil(msLeft / 1000));
  }
}

/**
 * Function calls per account (user id), whatever client address they come from: the per-address
 * ceiling alone let one account spread a flood over a few addresses. Counted in the database (one
 * row per account and minute, the live-text counter's table), so every API instance sees the same
 * count. Every call of a signed-in user counts, whether its data then passes validation or not.
 */
export function accountCallCounter(db: Db, perMinute: number): AccountCallCounter {
  return async (userId) => {
    const { count, msLeft } = await countInWindow(db, `fn-account:${userId}`, MINUTE_MS);
    if (count > perMinute) throw new AccountCallsRefused(perMinute, msLeft);
  };
}
