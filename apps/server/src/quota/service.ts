import { ENTITLEMENT, type EntitlementEvent, type Quota } from '@tolk/contract';
import { AppError } from '../errors.ts';
import type { ProfileRow } from '../users/repo.ts';
import { loadProfile, type UsersDeps } from '../users/service.ts';
import { isPremium, type PlanDeps } from './limits.ts';
import { applyMonthlyReset } from './month.ts';
import { toQuota } from './view.ts';

export type QuotaDeps = UsersDeps & PlanDeps;

/** The user's row with this month's counters ("created with defaults if missing", SPEC.md §7). */
export async function loadQuotaRow(deps: QuotaDeps, userId: string): Promise<ProfileRow> {
  return applyMonthlyReset(deps, await loadProfile(deps, userId));
}

/** A user may read only their own quota (SPEC.md §6). */
export async function getQuota(
  deps: QuotaDeps,
  callerId: string,
  requestedUserId: string | undefined,
): Promise<Quota> {
  if (requestedUserId !== undefined && requestedUserId !== callerId) {
    throw new AppError('permission-denied', 'AUTHENTICATION_REQUIRED');
  }
  return toQuota(await loadQuotaRow(deps, callerId), deps.premiumLimits);
}

/** Tells the user's clients their quota after a change (call it once the change committed). */
export async function publishQuota(deps: QuotaDeps, userId: string): Promise<void> {
  await deps.bus.publish(userId, { type: 'quota', data: await getQuota(deps, userId, undefined) });
}

/** Tells the user's clients their plan and their quota, after an entitlement change committed. */
export async function publishPlan(deps: QuotaDeps, userId: string): Promise<void> {
  const row = await loadQuotaRow(deps, userId);
  const data: EntitlementEvent = {
    entitlement: ENTITLEMENT,
    active: isPremium(row.premiumUntil),
    expiresDate: row.premiumUntil?.toISOString() ?? null,
  };
  await deps.bus.publish(userId, { type: 'entitlement', data });
  await deps.bus.publish(userId, { type: 'quota', data: toQuota(row, deps.premiumLimits) });
}
