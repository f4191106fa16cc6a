import { vi } from 'vitest';
import { useLocation } from 'react-router';
import type { Plans, Quota, Subscription } from '@tolk/contract';

/** The default plans of DESIGN.md "Premium", sold on the web through Stripe. */
export const PLANS: Plans = {
  plans: [
    { period: 'weekly', price: 4.99, currency: 'USD', packageId: '$rc_weekly' },
    { period: 'monthly', price: 9.99, currency: 'USD', packageId: '$rc_monthly' },
    { period: 'annual', price: 59.99, currency: 'USD', packageId: '$rc_annual' },
  ],
  free: { pagesPerMonth: 5, storageBytes: 100 * 1024 * 1024, imageTranslationsPerMonth: 10 },
  premium: { pagesPerMonth: 1000, storageBytes: 10 * 1024 ** 3, imageTranslationsPerMonth: 1000 },
  webCheckout: true,
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

type Answer = { status: number; body: unknown };
export const ok = (result: unknown): Answer => ({ status: 200, body: { result } });
export const refused = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { status: code, message } },
});
export type Routes = Record<string, Answer | ((data: Record<string, unknown>) => Answer)>;

/** The API server at the HTTP boundary: each callable function answers from `routes`; calls are recorded. */
export function fakeServer(routes: Routes) {
  const calls: { name: string; data: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = /\/api\/fn\/(\w+)/.exec(String(url))?.[1] ?? '';
      const data = (JSON.parse(String(init.body)) as { data: Record<string, unknown> }).data;
      calls.push({ name, data });
      const route = routes[name];
      const answer = typeof route === 'function' ? route(data) : route;
      if (!answer) return new Response('{}', { status: 501 });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, count: (name: string) => calls.filter((call) => call.name === name).length };
}

/** Shows the router's current search string, to see the checkout parameters go. */
export function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}
