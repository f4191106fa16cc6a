import { ENTITLEMENT, MESSAGES, type Quota } from '@tolk/contract';
import { AppError } from '../errors.ts';
import type { EventBus } from '../events/bus.ts';
import { loadProfile, type UsersDeps } from '../users/service.ts';
import { toQuota } from './view.ts';

export type QuotaDeps = UsersDeps;

/** A user may read only their own quota (SPEC.md §6). */
export async function getQuota(
  deps: QuotaDeps,
  callerId: string,
  requestedUserId: string | undefined,
): Promise<Quota> {
  if (requestedUserId !== undefined && requestedUserId !== callerId) {
    throw new AppError('permission-denied', MESSAGES.authenticationRequired);
  }
  return toQuota(await loadProfile(deps, callerId));
}

/** Tells the user's clients their quota after a change (call it once the change committed). */
export async function publishQuota(deps: QuotaDeps, userId: string): Promise<void> {
  await deps.bus.publish(userId, { type: 'quota', data: await getQuota(deps, userId, undefined) });
}

/**
 * Tells the user's clients their plan changed. Nothing calls it yet: plans change only once
 * entitlements exist (Stripe and RevenueCat webhooks), and those should call it, then publishQuota.
 */
export async function publishEntitlement(bus: EventBus, userId: string, active: boolean): Promise<void> {
  await bus.publish(userId, { type: 'entitlement', data: { entitlement: ENTITLEMENT, active } });
}
