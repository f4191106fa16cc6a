import type { Plan } from '@tolk/contract';
import type Stripe from 'stripe';
import type { EntitlementState } from '../entitlements-repo.ts';

/** Stripe's billing interval → our plan period; other intervals (daily, every 3 months) are none of ours. */
function periodOf(recurring: Stripe.Price.Recurring | null | undefined): Plan | null {
  if (!recurring || recurring.interval_count !== 1) return null;
  return (
    ({ week: 'weekly', month: 'monthly', year: 'annual' } as const)[recurring.interval as string] ?? null
  );
}

/**
 * past_due: a renewal payment failed and Stripe is retrying, so premium stays until the period
 * ends. incomplete: the first payment has not gone through yet. incomplete_expired: it never did
 * (a payment sheet left unpaid ends so after 23 hours, updated or deleted): it granted nothing, so
 * its end takes nothing away either, as the user may have paid by another subscription meanwhile
 * and there is one entitlement row per source.
 */
function statusOf(subscription: Stripe.Subscription, deleted: boolean): EntitlementState['status'] | null {
  if (subscription.status === 'incomplete' || subscription.status === 'incomplete_expired') return null;
  if (deleted) return 'expired';
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'billing_issue';
    default:
      return 'expired';
  }
}

/**
 * What a customer.subscription.* event says, read from its payload alone (no call back to
 * Stripe): status, period end (on the item since API 2025-03-31, on the subscription before),
 * cancel_at_period_end and the price's interval. Null when it grants nothing yet (incomplete).
 */
export function subscriptionState(
  subscription: Stripe.Subscription,
  deleted: boolean,
): EntitlementState | null {
  const status = statusOf(subscription, deleted);
  if (!status) return null;
  const item = subscription.items?.data?.[0];
  const legacyEnd = (subscription as { current_period_end?: number }).current_period_end;
  const periodEnd = item?.current_period_end ?? legacyEnd ?? 0;
  // An ended subscription counts from when it ended (now, when Stripe did not say).
  const endedAt = subscription.ended_at ?? Math.floor(Date.now() / 1000);
  return {
    productId: item?.price?.id ?? 'unknown',
    period: periodOf(item?.price?.recurring),
    status,
    expiresAt: new Date((status === 'expired' ? endedAt : periodEnd) * 1000),
    willRenew: status !== 'expired' && !subscription.cancel_at_period_end && !subscription.cancel_at,
  };
}

/** The user a subscription belongs to: metadata set at checkout, else the customer linked at checkout. */
export function subscriptionUserId(subscription: Stripe.Subscription): string | undefined {
  const userId = subscription.metadata?.userId;
  return typeof userId === 'string' && userId !== '' ? userId : undefined;
}

export const customerIdOf = (customer: string | { id: string } | null | undefined) =>
  typeof customer === 'string' ? customer : customer?.id;
