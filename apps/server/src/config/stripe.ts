import type { z } from 'zod';
import { ConfigError, optionalText, optionalUrl } from './env-values.ts';

// Card payments (Stripe): Checkout on the web, the payment sheet in the native app. config.ts
// parses these variables with the rest of the environment.

export const stripeEnv = {
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_WEEKLY: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  STRIPE_API_ENDPOINT: optionalUrl('for example https://api.stripe.com'),
  STRIPE_PUBLISHABLE_KEY: optionalText,
};

type StripeEnv = z.infer<z.ZodObject<typeof stripeEnv>>;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids of the weekly, monthly and annual plans. */
  priceIds: { weekly: string; monthly: string; annual: string };
  /** Another base URL for the Stripe API (a local fake in tests). */
  endpoint: string | undefined;
  /** The key the native app's payment sheet runs with; card payment in the app is off without it. */
  publishableKey: string | undefined;
}

/** Undefined when none of the required variables is set; some but not all is refused. */
export function stripeConfig(env: StripeEnv): StripeConfig | undefined {
  const wanted = {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_WEEKLY: env.STRIPE_PRICE_WEEKLY,
    STRIPE_PRICE_MONTHLY: env.STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_ANNUAL: env.STRIPE_PRICE_ANNUAL,
  };
  const missing = Object.entries(wanted)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === Object.keys(wanted).length) return undefined;
  if (missing.length > 0)
    throw new ConfigError(`Invalid environment: ${missing.join(', ')} required when Stripe is configured`);
  return {
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    priceIds: {
      weekly: env.STRIPE_PRICE_WEEKLY!,
      monthly: env.STRIPE_PRICE_MONTHLY!,
      annual: env.STRIPE_PRICE_ANNUAL!,
    },
    endpoint: env.STRIPE_API_ENDPOINT,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
  };
}
