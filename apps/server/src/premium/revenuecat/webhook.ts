import { findProfile } from '../../users/repo.ts';
import { applyEntitlementChange, type ApplyOutcome } from '../apply.ts';
import type { PremiumDeps } from '../deps.ts';
import { revenueCatState, type RevenueCatEvent } from './events.ts';

/**
 * The app configures RevenueCat with our user id, so app_user_id is it; an event from before
 * sign-in names an anonymous id and lists ours among its aliases.
 */
async function ownerOf(deps: PremiumDeps, event: RevenueCatEvent): Promise<string | undefined> {
  for (const candidate of [event.app_user_id, ...(event.aliases ?? [])]) {
    if (candidate.startsWith('$RCAnonymousID:')) continue;
    if (await findProfile(deps.db, candidate)) return candidate;
  }
  return undefined;
}

/** Applies one RevenueCat event to the user's premium entitlement, once and in order. */
export async function handleRevenueCatEvent(
  deps: PremiumDeps,
  event: RevenueCatEvent,
): Promise<ApplyOutcome | 'ignored'> {
  const state = revenueCatState(event);
  if (!state) return 'ignored';
  const userId = await ownerOf(deps, event);
  if (!userId) return 'unknown-user';
  return applyEntitlementChange(deps, {
    source: 'revenuecat',
    userId,
    event: { id: event.id, type: event.type, at: new Date(event.event_timestamp_ms) },
    state,
  });
}
