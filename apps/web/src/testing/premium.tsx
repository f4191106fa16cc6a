import { useLocation } from 'react-router';
import type { Plans, Quota, Subscription } from '@tolk/contract';

/** The default plans of DESIGN.md "Premium", sold on the web through Stripe (no payment sheet). */
export const PLANS: Plans = {
  plans: [
    { period: 'weekly', price: 4.99, currency: 'USD', packageId: '$rc_weekly' },
    { period: 'monthly', price: 9.99, currency: 'USD', packageId: '$rc_monthly' },
    { period: 'annual', price: 59.99, currency: 'USD', packageId: '$rc_annual' },
  ],
  free: { pagesPerMonth: 5, storageBytes: 100 * 1024 * 1024, imageTranslationsPerMonth: 10 },
  premium: { pagesPerMonth: 1000, storageBytes: 10 * 1024 ** 3, imageTranslationsPerMonth: 1000 },
  webCheckout: true,
  nativeCardPayment: false,
};

export function quota(premium: boolean): Quota {
  return {
    userId: 'u1',
    pagesUsed: 2,
    freePageLimit: premium ? 1000 : 5,
    monthStart: '2026-11-01T00:00:00.000Z',
    storageUsed: 1024,
    storageQuota: premium ? 10 * 1024 ** 3 : 100 * 1024 * 1024,
    imageTranslationsUsed: 1,
    imageTranslationsQuota: premium ? 1000 : 10,
    uploadCount: 3,
    premium,
  };
}

export const MONTHLY_STRIPE: Subscription = {
  productId: 'price_monthly',
  expiresDate: '2026-12-21T10:00:00.000Z',
  willRenew: true,
  period: 'monthly',
  source: 'stripe',
  billingIssue: false,
};

/** Shows the router's current search string, to see the checkout parameters go. */
export function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}
