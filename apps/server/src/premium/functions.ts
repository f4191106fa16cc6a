import { signedIn, type HandlerTable } from '../callable.ts';
import type { PremiumDeps } from './deps.ts';
import { getPlans } from './plans.ts';
import { createCheckoutSession, createPortalSession } from './stripe/checkout.ts';
import { createPaymentSheet } from './stripe/payment-sheet.ts';
import { getSubscription } from './subscription.ts';

/**
 * Callable functions of premium: plans, the caller's subscription, Stripe checkout and portal, and
 * the native app's card payment sheet.
 */
export function premiumFunctions(deps: PremiumDeps): HandlerTable {
  return {
    getPlans: { auth: false, handle: (_input, ctx) => getPlans(deps, ctx.user?.id) },
    getSubscription: { auth: true, handle: (_input, ctx) => getSubscription(deps, signedIn(ctx).id) },
    createCheckoutSession: {
      auth: true,
      handle: (input, ctx) => createCheckoutSession(deps, signedIn(ctx), input.period),
    },
    createPaymentSheet: {
      auth: true,
      handle: (input, ctx) => createPaymentSheet(deps, signedIn(ctx), input.period),
    },
    createPortalSession: { auth: true, handle: (_input, ctx) => createPortalSession(deps, signedIn(ctx)) },
  };
}
