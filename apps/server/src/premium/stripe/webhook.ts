import type Stripe from 'stripe';
import { findProfile } from '../../users/repo.ts';
import { applyEntitlementChange, type ApplyOutcome } from '../apply.ts';
import type { PremiumDeps } from '../deps.ts';
import { linkStripeCustomer, userOfStripeCustomer } from '../entitlements-repo.ts';
import { customerIdOf, subscriptionState, subscriptionUserId } from './events.ts';

export type StripeOutcome = ApplyOutcome | 'linked' | 'ignored';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/** Applies one verified Stripe event; events of other types are acknowledged and ignored. */
export async function handleStripeEvent(deps: PremiumDeps, event: Stripe.Event): Promise<StripeOutcome> {
  if (event.type === 'checkout.session.completed') return linkCheckout(deps, event.data.object);
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return 'ignored';
  const subscription = event.data.object as Stripe.Subscription;
  const customerId = customerIdOf(subscription.customer);
  const userId =
    subscriptionUserId(subscription) ?? (customerId && (await userOfStripeCustomer(deps.db, customerId)));
  const state = subscriptionState(subscription, event.type === 'customer.subscription.deleted');
  if (!userId || !state) return 'ignored';
  return applyEntitlementChange(deps, {
    source: 'stripe',
    userId,
    event: { id: event.id, type: event.type, at: new Date(event.created * 1000) },
    state,
  });
}

/** A finished checkout ties the Stripe customer to the user, for the portal and later events. */
async function linkCheckout(deps: PremiumDeps, session: Stripe.Checkout.Session): Promise<StripeOutcome> {
  const userId = session.client_reference_id;
  const customerId = customerIdOf(session.customer);
  if (!userId || !customerId || session.mode !== 'subscription') return 'ignored';
  if (!(await findProfile(deps.db, userId))) return 'unknown-user';
  await linkStripeCustomer(deps.db, userId, customerId);
  return 'linked';
}
