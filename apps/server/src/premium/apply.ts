import { findProfile } from '../users/repo.ts';
import { setPremiumUntil } from '../quota/repo.ts';
import { publishPlan } from '../quota/service.ts';
import { recordBillingEvent } from './billing-events-repo.ts';
import type { QuotaDeps } from '../quota/service.ts';
import {
  premiumUntil,
  writeEntitlementState,
  type EntitlementSource,
  type EntitlementState,
} from './entitlements-repo.ts';

/** One provider event, read into what it says about one user's entitlement. */
export interface EntitlementChange {
  source: EntitlementSource;
  userId: string;
  event: { id: string; type: string; at: Date };
  state: EntitlementState;
}

export type ApplyOutcome = 'applied' | 'replayed' | 'stale' | 'unknown-user';

/**
 * Applies an event exactly once and in order: a replayed id changes nothing, and neither does an
 * event older than the last one applied to that entitlement. The user's premiumUntil follows in the
 * same transaction, so a quota check never sees the entitlement without the plan.
 */
export async function applyEntitlementChange(
  deps: QuotaDeps,
  change: EntitlementChange,
): Promise<ApplyOutcome> {
  const { source, userId, event } = change;
  if (!(await findProfile(deps.db, userId))) return 'unknown-user';
  const outcome = await deps.db.transaction(async (tx): Promise<ApplyOutcome> => {
    const first = await recordBillingEvent(tx, { id: `${source}:${event.id}`, type: event.type, userId });
    if (!first) return 'replayed';
    const written = await writeEntitlementState(tx, { userId, source }, change.state, event);
    if (!written) return 'stale';
    await setPremiumUntil(tx, userId, await premiumUntil(tx, userId));
    return 'applied';
  });
  if (outcome === 'applied') await publishPlan(deps, userId);
  return outcome;
}

/** Puts users whose premium ran out back on the free limits; how many. */
export async function applyLapsedPremium(deps: QuotaDeps, userIds: string[]): Promise<number> {
  for (const userId of userIds) {
    await deps.db.transaction(async (tx) => setPremiumUntil(tx, userId, await premiumUntil(tx, userId)));
    await publishPlan(deps, userId);
  }
  return userIds.length;
}
