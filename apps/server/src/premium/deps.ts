import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { QuotaDeps } from '../quota/service.ts';

export type PremiumConfig = Pick<
  Config,
  'baseUrl' | 'premiumLimits' | 'prices' | 'stripe' | 'revenueCatWebhookAuth'
>;

export interface PremiumDeps extends QuotaDeps {
  config: PremiumConfig;
  /** The Stripe API client; absent when Stripe is not configured. */
  stripe: Stripe | undefined;
  log: Logger;
}
