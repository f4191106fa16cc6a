import type { PaymentSheetSetup } from '@tolk/contract';
import Stripe from 'stripe';
import type { SessionUser } from '../../callable.ts';
import { AppError } from '../../errors.ts';
import { isPremium } from '../../quota/limits.ts';
import { findProfile } from '../../users/repo.ts';
import type { PremiumDeps } from '../deps.ts';
import { findEntitlement, linkStripeCustomer } from '../entitlements-repo.ts';
import { callStripe, isPlan, stripeOf } from './checkout.ts';

/**
 * Card payment in the native app through Stripe's payment sheet: a subscription for the period is
 * created waiting for its first payment (payment_behavior default_incomplete), and the app's sheet
 * pays the PaymentIntent of its first invoice. The user id travels as the subscription's metadata,
 * as at checkout, so the customer.subscription.updated webhook that follows the payment (status
 * incomplete → active) names the user and grants premium. The card is kept as the subscription's
 * default, so renewals are charged like those of a Checkout subscription.
 */
export async function createPaymentSheet(
  deps: PremiumDeps,
  user: SessionUser,
  period: string,
): Promise<PaymentSheetSetup> {
  if (!isPlan(period)) throw new AppError('invalid-argument', 'INVALID_SUBSCRIPTION_PERIOD');
  const { stripe, priceIds } = stripeOf(deps);
  const publishableKey = deps.config.stripe?.publishableKey;
  if (!publishableKey) throw new AppError('unavailable', 'PAYMENTS_UNAVAILABLE');
  const profile = await findProfile(deps.db, user.id);
  if (profile && isPremium(profile.premiumUntil)) throw new AppError('aborted', 'ALREADY_PREMIUM');

  const customerId = await customerOf(deps, stripe, user);
  const call = <T>(work: () => Promise<T>) => callStripe(deps, 'CHECKOUT_FAILED', work);
  // The sheet's SDK reads the customer with this key, in the API version this client speaks.
  const key = await call(() =>
    stripe.ephemeralKeys.create({ customer: customerId }, { apiVersion: Stripe.API_VERSION }),
  );
  const subscription = await call(() =>
    stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: priceIds[period], quantity: 1 }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { userId: user.id },
      // Since API 2025-03-31 the invoice's PaymentIntent secret is its confirmation_secret.
      expand: ['latest_invoice.confirmation_secret'],
    }),
  );
  const invoice = subscription.latest_invoice;
  const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
  if (!clientSecret || !key.secret) {
    deps.log.error({ subscription: subscription.id }, 'Stripe gave no payment secret for the payment sheet');
    throw new AppError('unavailable', 'CHECKOUT_FAILED');
  }
  return {
    paymentIntentClientSecret: clientSecret,
    customerId,
    ephemeralKeySecret: key.secret,
    publishableKey,
  };
}

/**
 * The user's Stripe customer: the one a checkout or an earlier sheet linked, else a new one, linked
 * at once so a second attempt, the portal and later events find it.
 */
async function customerOf(deps: PremiumDeps, stripe: Stripe, user: SessionUser): Promise<string> {
  const linked = (await findEntitlement(deps.db, user.id, 'stripe'))?.customerId;
  if (linked) return linked;
  const customer = await callStripe(deps, 'CHECKOUT_FAILED', () =>
    stripe.customers.create({ email: user.email, metadata: { userId: user.id } }),
  );
  await linkStripeCustomer(deps.db, user.id, customer.id);
  return customer.id;
}
