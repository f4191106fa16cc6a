import { SIGN_IN_ACCOUNT_LIMIT } from '@tolk/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countUnlessWaiting, forgetKey } from '../rate-limits/repo.ts';
import { authRefusal, type AuthRefusal } from './refusals.ts';

const { freeFailures, slowDownSeconds, maxFailures, lockMinutes } = SIGN_IN_ACCOUNT_LIMIT;
const LOCK_MS = lockMinutes * 60_000;

/**
 * The counter of one e-mail address: a row of better-auth's rate_limit table (the live-text
 * counter does the same), so every API instance sees it. `count` is the number of password
 * attempts since the last success, `last_request` the time of the latest one in ms. The prefix
 * keeps these rows apart from better-auth's per-address keys (an IP address and a path).
 */
export const signInKey = (email: string) => `sign-in-account:${email.trim().toLowerCase()}`;

/** How long after the latest counted attempt the next one must wait, given how many there were. */
export function waitAfter(count: number): number {
  if (count >= maxFailures) return LOCK_MS;
  if (count >= freeFailures) return slowDownSeconds * 1000 * 2 ** (count - freeFailures);
  return 0;
}

/** waitAfter(count) in SQL, for the atomic check-and-count below. */
function waitSql(count: SQL): SQL {
  const steps = [];
  for (let n = maxFailures - 1; n >= freeFailures; n--)
    steps.push(sql`WHEN ${count} = ${n} THEN ${waitAfter(n)}`);
  return sql`(CASE WHEN ${count} >= ${maxFailures} THEN ${LOCK_MS} ${sql.join(steps, sql` `)} ELSE 0 END)::bigint`;
}

export type Attempt = { allowed: true; number: number } | { allowed: false; retryAfterMs: number };

/**
 * Counts a password sign-in attempt for `email` before its password is checked, or refuses it
 * while the address must wait. Counting first, in one statement, means parallel attempts cannot
 * all slip through before the failures are recorded. Attempts older than the lock are forgotten.
 */
export async function countSignInAttempt(db: Db, email: string, now = Date.now()): Promise<Attempt> {
  const answer = await countUnlessWaiting(db, signInKey(email), {
    now,
    forgetMs: LOCK_MS,
    waitMs: waitSql,
    waitAfter,
  });
  return 'counted' in answer
    ? { allowed: true, number: answer.counted }
    : { allowed: false, retryAfterMs: Math.max(answer.retryAfterMs, 1000) };
}

/** After a successful sign-in: the address starts with a clean slate. */
export async function forgetSignInAttempts(db: Db, email: string): Promise<void> {
  await forgetKey(db, signInKey(email));
}

/** The failed attempt that locks the address (its owner is told once, on this one). */
export const locksAccount = (attemptNumber: number) => attemptNumber === maxFailures;

/** The refusal: the same whether or not an account has this address. */
export function signInPaused(retryAfterMs: number): AuthRefusal {
  const seconds = Math.ceil(retryAfterMs / 1000);
  return seconds < 90
    ? authRefusal('SIGN_IN_PAUSED', 'SIGN_IN_PAUSED_SECONDS', { seconds })
    : authRefusal('SIGN_IN_PAUSED', 'SIGN_IN_PAUSED_MINUTES', { minutes: Math.ceil(seconds / 60) });
}
