import { PLANS, STORE_PACKAGE_IDS, type Plans } from '@tolk/contract';
import { freePlanLimits } from '../quota/limits.ts';
import type { PremiumConfig } from './deps.ts';

/** The plans of SPEC.md §9 with their configured prices, and what free and premium allow. */
export function getPlans(config: PremiumConfig): Plans {
  return {
    plans: PLANS.map((period) => ({
      period,
      price: config.prices[period],
      currency: config.prices.currency,
      packageId: STORE_PACKAGE_IDS[period],
    })),
    // The free storage of a Google, Apple or e-mail link sign-up (e-mail and password gets less).
    free: freePlanLimits('email'),
    premium: config.premiumLimits,
    webCheckout: config.stripe !== undefined,
    nativeCardPayment: config.stripe?.publishableKey !== undefined,
  };
}
