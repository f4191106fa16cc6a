import type { Db } from '../db/client.ts';
import type { EventBus } from '../events/bus.ts';
import { findProfile, type ProfileRow } from '../users/repo.ts';
import * as repo from './repo.ts';
import { toQuota } from './view.ts';

/** First day of the current month, UTC: the start of the monthly page and image counters. */
export function currentMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The monthly reset, applied whenever a user's row is read: when the row's month is over, its
 * page and image counters start again and the user's clients hear the new quota. Returns the row
 * as it now stands.
 */
export async function applyMonthlyReset(
  deps: { db: Db; bus: EventBus },
  row: ProfileRow,
): Promise<ProfileRow> {
  if (!(await repo.resetMonthIfStale(deps.db, row.userId, currentMonthStart()))) return row;
  const fresh = (await findProfile(deps.db, row.userId)) ?? row;
  await deps.bus.publish(row.userId, { type: 'quota', data: toQuota(fresh) });
  return fresh;
}
