import { PLANS, STORE_PACKAGE_IDS, type Plans } from '@tolk/contract';
import { freePlanLimits } from '../quota/limits.ts';
import { findProfile } from '../users/repo.ts';
import type { PremiumDeps } from './deps.ts';

/**
 * The plans of SPEC.md §9 with their configured prices, and what free and premium allow: the free
 * plan of the caller's own sign-in (e-mail and password gets less storage), or of a Google, Apple
 * or e-mail link sign-up for someone not signed in.
 */
export async function getPlans(deps: Pick<PremiumDeps, 'db' | 'config'>, callerId?: string): Promise<Plans> {
  const { config } = deps;
  const caller = callerId === undefined ? undefined : await findProfile(deps.db, callerId);
  return {
    plans: PLANS.map((period) => ({
      period,
      price: config.prices[period],
      currency: config.prices.currency,
      packageId: STORE_PACKAGE_IDS[period],
    })),
    free: freePlanLimits(caller?.provider ?? 'email'),
    premium: config.premiumLimits,
    webCheckout: config.stripe !== undefined,
    nativeCardPayment: config.stripe?.publishableKey !== undefined,
  };
}
