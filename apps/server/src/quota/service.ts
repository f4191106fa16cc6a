import { ENTITLEMENT, type EntitlementEvent, type Quota } from '@tolk/contract';
import { AppError } from '../errors.ts';
import { loadProfile, type UsersDeps } from '../users/service.ts';
import { isPremium } from './plan.ts';
import { toQuota } from './view.ts';

export type QuotaDeps = UsersDeps;

/** A user may read only their own quota (SPEC.md §6). */
export async function getQuota(
  deps: QuotaDeps,
  callerId: string,
  requestedUserId: string | undefined,
): Promise<Quota> {
  if (requestedUserId !== undefined && requestedUserId !== callerId) {
    throw new AppError('permission-denied', 'AUTHENTICATION_REQUIRED');
  }
  return toQuota(await loadProfile(deps, callerId));
}

/** Tells the user's clients their quota after a change (call it once the change committed). */
export async function publishQuota(deps: QuotaDeps, userId: string): Promise<void> {
  await deps.bus.publish(userId, { type: 'quota', data: await getQuota(deps, userId, undefined) });
}

/** Tells the user's clients their plan and their quota, after an entitlement change committed. */
export async function publishPlan(deps: QuotaDeps, userId: string): Promise<void> {
  const profile = await loadProfile(deps, userId);
  const data: EntitlementEvent = {
    entitlement: ENTITLEMENT,
    active: isPremium(profile.premiumUntil),
    expiresDate: profile.premiumUntil?.toISOString() ?? null,
  };
  await deps.bus.publish(userId, { type: 'entitlement', data });
  await deps.bus.publish(userId, { type: 'quota', data: toQuota(profile) });
}
