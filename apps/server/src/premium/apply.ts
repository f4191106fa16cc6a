import { findProfile } from '../users/repo.ts';
import { premiumPlanLimits } from '../quota/limits.ts';
import { setPlan } from '../quota/repo.ts';
import { publishPlan } from '../quota/service.ts';
import { recordBillingEvent } from './billing-events-repo.ts';
import type { PremiumConfig } from './deps.ts';
import type { QuotaDeps } from '../quota/service.ts';
import {
  premiumUntil,
  writeEntitlementState,
  type EntitlementSource,
  type EntitlementState,
} from './entitlements-repo.ts';

/** What applying needs: the database, the bus to tell clients, and the premium limits. */
export type ApplyDeps = QuotaDeps & { config: Pick<PremiumConfig, 'premiumLimits'> };

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
 * event older than the last one applied to that entitlement. The user's plan limits follow in the
 * same transaction, so a quota check never sees the entitlement without the limits.
 */
export async function applyEntitlementChange(
  deps: ApplyDeps,
  change: EntitlementChange,
): Promise<ApplyOutcome> {
  const { source, userId, event } = change;
  if (!(await findProfile(deps.db, userId))) return 'unknown-user';
  const outcome = await deps.db.transaction(async (tx): Promise<ApplyOutcome> => {
    const first = await recordBillingEvent(tx, { id: `${source}:${event.id}`, type: event.type, userId });
    if (!first) return 'replayed';
    const written = await writeEntitlementState(tx, { userId, source }, change.state, event);
    if (!written) return 'stale';
    await setPlan(tx, userId, await premiumUntil(tx, userId), premiumPlanLimits(deps.config));
    return 'applied';
  });
  if (outcome === 'applied') await publishPlan(deps, userId);
  return outcome;
}

/** Puts users whose premium ran out back on the free limits; how many. */
export async function applyLapsedPremium(deps: ApplyDeps, userIds: string[]): Promise<number> {
  for (const userId of userIds) {
    await deps.db.transaction(async (tx) =>
      setPlan(tx, userId, await premiumUntil(tx, userId), premiumPlanLimits(deps.config)),
    );
    await publishPlan(deps, userId);
  }
  return userIds.length;
}
