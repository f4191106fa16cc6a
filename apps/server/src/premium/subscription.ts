import type { Subscription } from '@tolk/contract';
import type { PremiumDeps } from './deps.ts';
import { subscriptionInForce } from './entitlements-repo.ts';

/** SPEC.md §3 "active subscription info" of the caller, or null on the free plan. */
export async function getSubscription(deps: PremiumDeps, userId: string): Promise<Subscription | null> {
  const row = await subscriptionInForce(deps.db, userId);
  if (!row?.productId || !row.expiresAt) return null;
  return {
    productId: row.productId,
    expiresDate: row.expiresAt.toISOString(),
    willRenew: row.willRenew,
    period: row.period,
    source: row.source,
    billingIssue: row.status === 'billing_issue',
  };
}
