import { findProfile, type ProfileRow } from '../users/repo.ts';
import { currentMonthStart } from '../users/service.ts';
import * as repo from './repo.ts';
import type { QuotaDeps } from './service.ts';
import { toQuota } from './view.ts';

/**
 * The monthly reset, applied whenever the quota is read: when the row's month is over, its page
 * and image counters start again and the user's clients hear the new quota. Returns the row as it
 * now stands.
 */
export async function applyMonthlyReset(deps: QuotaDeps, row: ProfileRow): Promise<ProfileRow> {
  if (!(await repo.resetMonthIfStale(deps.db, row.userId, currentMonthStart()))) return row;
  const fresh = (await findProfile(deps.db, row.userId)) ?? row;
  await deps.bus.publish(row.userId, { type: 'quota', data: toQuota(fresh, deps.premiumLimits) });
  return fresh;
}
