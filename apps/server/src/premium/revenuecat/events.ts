import { ENTITLEMENT, type Plan } from '@tolk/contract';
import { z } from 'zod';
import type { EntitlementState } from '../entitlements-repo.ts';

/** The fields of a RevenueCat webhook event we read (its body is `{api_version, event}`). */
export const revenueCatBodySchema = z.object({
  event: z
    .object({
      id: z.string().min(1).max(200),
      type: z.string().max(100),
      app_user_id: z.string().max(200),
      aliases: z.array(z.string().max(200)).max(100).optional(),
      product_id: z.string().max(200).nullish(),
      entitlement_ids: z.array(z.string().max(200)).max(100).nullish(),
      entitlement_id: z.string().max(200).nullish(),
      expiration_at_ms: z.number().nullish(),
      event_timestamp_ms: z.number(),
    })
    .loose(),
});
export type RevenueCatEvent = z.infer<typeof revenueCatBodySchema>['event'];

type StateOf = (event: RevenueCatEvent) => Pick<EntitlementState, 'status' | 'willRenew'>;

/**
 * The event types that change the premium entitlement. A cancellation stops renewal but premium
 * lasts until expiration_at_ms; a billing issue keeps it through the store's grace period.
 */
const STATES: Record<string, StateOf> = {
  INITIAL_PURCHASE: () => ({ status: 'active', willRenew: true }),
  RENEWAL: () => ({ status: 'active', willRenew: true }),
  PRODUCT_CHANGE: () => ({ status: 'active', willRenew: true }),
  UNCANCELLATION: () => ({ status: 'active', willRenew: true }),
  CANCELLATION: () => ({ status: 'active', willRenew: false }),
  BILLING_ISSUE: () => ({ status: 'billing_issue', willRenew: true }),
  EXPIRATION: () => ({ status: 'expired', willRenew: false }),
};

/** Store product ids name their period (tolk_premium_monthly, …annual, com.x.weekly). */
function periodOf(productId: string): Plan | null {
  if (/week/i.test(productId)) return 'weekly';
  if (/month/i.test(productId)) return 'monthly';
  if (/annual|year/i.test(productId)) return 'annual';
  return null;
}

const grantsPremium = (event: RevenueCatEvent) =>
  event.entitlement_id === ENTITLEMENT || (event.entitlement_ids ?? []).includes(ENTITLEMENT);

/** What the event says about the premium entitlement; null when it says nothing about it. */
export function revenueCatState(event: RevenueCatEvent): EntitlementState | null {
  const stateOf = STATES[event.type];
  if (!stateOf || !grantsPremium(event) || !event.product_id) return null;
  const { status, willRenew } = stateOf(event);
  const expiresAt =
    status === 'expired' ? event.event_timestamp_ms : (event.expiration_at_ms ?? event.event_timestamp_ms);
  return {
    productId: event.product_id,
    period: periodOf(event.product_id),
    status,
    expiresAt: new Date(expiresAt),
    willRenew,
  };
}
