import { PLANS, type Plan } from '@tolk/contract';
import type Stripe from 'stripe';
import type { SessionUser } from '../../callable.ts';
import { AppError } from '../../errors.ts';
import { isPremium } from '../../quota/limits.ts';
import { findProfile } from '../../users/repo.ts';
import type { PremiumDeps } from '../deps.ts';
import { findEntitlement } from '../entitlements-repo.ts';

export const isPlan = (period: string): period is Plan => (PLANS as readonly string[]).includes(period);

export function stripeOf(deps: PremiumDeps): { stripe: Stripe; priceIds: Record<Plan, string> } {
  if (!deps.stripe || !deps.config.stripe) throw new AppError('unavailable', 'PAYMENTS_UNAVAILABLE');
  return { stripe: deps.stripe, priceIds: deps.config.stripe.priceIds };
}

/** Stripe's refusals and outages reach the caller as unavailable, with Stripe's own words logged. */
export async function callStripe<T>(
  deps: PremiumDeps,
  failure: 'CHECKOUT_FAILED' | 'PORTAL_FAILED',
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    deps.log.error({ err: error }, `Stripe call failed: ${failure}`);
    throw new AppError('unavailable', failure);
  }
}

/**
 * A Checkout session in subscription mode for the period. The user id travels as
 * client_reference_id and as the subscription's metadata, so the webhooks name the user
 * without a call back to Stripe.
 */
export async function createCheckoutSession(
  deps: PremiumDeps,
  user: SessionUser,
  period: string,
): Promise<{ url: string; sessionId: string }> {
  if (!isPlan(period)) throw new AppError('invalid-argument', 'INVALID_SUBSCRIPTION_PERIOD');
  const { stripe, priceIds } = stripeOf(deps);
  const profile = await findProfile(deps.db, user.id);
  if (profile && isPremium(profile.premiumUntil)) throw new AppError('aborted', 'ALREADY_PREMIUM');
  const customerId = (await findEntitlement(deps.db, user.id, 'stripe'))?.customerId;
  const pricing = `${deps.config.baseUrl}/pricing`;
  const session = await callStripe(deps, 'CHECKOUT_FAILED', () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: priceIds[period], quantity: 1 }],
      client_reference_id: user.id,
      subscription_data: { metadata: { userId: user.id } },
      ...(customerId ? { customer: customerId } : { customer_email: user.email }),
      success_url: `${pricing}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${pricing}?checkout=cancelled`,
    }),
  );
  if (!session.url) throw new AppError('unavailable', 'PAYMENTS_UNAVAILABLE');
  return { url: session.url, sessionId: session.id };
}

/** Stripe's customer portal, where a web subscriber changes plan, card or cancels. */
export async function createPortalSession(deps: PremiumDeps, user: SessionUser): Promise<{ url: string }> {
  const { stripe } = stripeOf(deps);
  const customerId = (await findEntitlement(deps.db, user.id, 'stripe'))?.customerId;
  if (!customerId) throw new AppError('not-found', 'NO_WEB_SUBSCRIPTION');
  const session = await callStripe(deps, 'PORTAL_FAILED', () =>
    stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${deps.config.baseUrl}/pricing`,
    }),
  );
  return { url: session.url };
}
