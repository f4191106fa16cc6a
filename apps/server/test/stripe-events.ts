// Stripe's side of the wire for the tests: the test account's key, secret and prices, and
// webhook events, subscriptions and signatures with the shapes Stripe sends them in.
import { createHmac, randomBytes } from 'node:crypto';

export const STRIPE_TEST_KEY = 'sk_test_tolk_fake_0123456789';
export const STRIPE_WEBHOOK_SECRET = 'whsec_tolk_fake_0123456789abcdef';
export const STRIPE_PRICES = {
  weekly: 'price_tolk_weekly',
  monthly: 'price_tolk_monthly',
  annual: 'price_tolk_annual',
} as const;
export const INTERVALS: Record<string, 'week' | 'month' | 'year'> = {
  [STRIPE_PRICES.weekly]: 'week',
  [STRIPE_PRICES.monthly]: 'month',
  [STRIPE_PRICES.annual]: 'year',
};
export const DAY = 24 * 3600;
const PERIOD_SECONDS = { week: 7 * DAY, month: 30 * DAY, year: 365 * DAY };

/** The environment that points a Tolk server at this fake. */
export function stripeEnv(fake: { url: string }): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_WEEKLY: STRIPE_PRICES.weekly,
    STRIPE_PRICE_MONTHLY: STRIPE_PRICES.monthly,
    STRIPE_PRICE_ANNUAL: STRIPE_PRICES.annual,
    STRIPE_API_ENDPOINT: fake.url,
  };
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

/** Stripe's signature header over `timestamp.payload`. */
export function stripeSignature(payload: string, timestamp = now(), secret = STRIPE_WEBHOOK_SECRET): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** A webhook event as Stripe sends it (API version 2026-10-28). */
export function stripeEvent(type: string, object: object, created = now()): { id: string; payload: string } {
  const eventId = newId('evt');
  const event = {
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: newId('req'), idempotency_key: null },
    type,
  };
  return { id: eventId, payload: JSON.stringify(event) };
}

export interface SubscriptionOptions {
  userId?: string;
  customer: string;
  price?: string;
  status?: string;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  endedAt?: number | null;
}

/** A Subscription object as in customer.subscription.* events (period end on the item since 2025-03-31). */
export function stripeSubscription(options: SubscriptionOptions, subscriptionId = newId('sub')) {
  const price = options.price ?? STRIPE_PRICES.monthly;
  const interval = INTERVALS[price] ?? 'month';
  const start = now();
  const periodEnd = options.periodEnd ?? start + PERIOD_SECONDS[interval];
  return {
    id: subscriptionId,
    object: 'subscription',
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    canceled_at: options.endedAt ?? null,
    collection_method: 'charge_automatically',
    created: start,
    currency: 'usd',
    customer: options.customer,
    ended_at: options.endedAt ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          created: start,
          current_period_start: periodEnd - PERIOD_SECONDS[interval],
          current_period_end: periodEnd,
          metadata: {},
          price: {
            id: price,
            object: 'price',
            active: true,
            currency: 'usd',
            product: 'prod_tolk_premium',
            recurring: { interval, interval_count: 1, usage_type: 'licensed' },
            type: 'recurring',
            unit_amount: 999,
          },
          quantity: 1,
          subscription: subscriptionId,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscriptionId}`,
    },
    livemode: false,
    metadata: options.userId ? { userId: options.userId } : {},
    start_date: start,
    status: options.status ?? 'active',
  };
}

/** Stripe's error body: `{error: {type, code?, param?, message}}`. */
