// Premium bought in the app: RevenueCat's webhook, refused without the configured
// Authorization, applying the premium entitlement's events once, in order, by app_user_id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, signUp, startTestServer, type TestServer } from './harness.ts';
import { premiumReads } from './premium-reads.ts';
import { REVENUECAT_AUTH, revenueCatEvent, type RevenueCatEventOptions } from './revenuecat-events.ts';

describe.each(DATABASES)('premium through RevenueCat on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { REVENUECAT_WEBHOOK_AUTH: REVENUECAT_AUTH });
  });
  afterAll(() => server?.close());

  const { quota, subscription, eventsOf } = premiumReads(() => server);
  const revenueCat = (options: RevenueCatEventOptions, authorization = REVENUECAT_AUTH) => {
    const event = revenueCatEvent(options);
    const post = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/webhooks/revenuecat',
        headers: { authorization, 'content-type': 'application/json' },
        payload: event.body,
      });
    return { event, post };
  };

  it('applies RevenueCat events for premium once, in order, keyed by app_user_id', async () => {
    const user = await signUp(server.app);
    const t = Date.now();
    const day = 24 * 3600 * 1000;
    const purchase = revenueCat({
      type: 'INITIAL_PURCHASE',
      appUserId: user.userId,
      at: t - 5000,
      expiresAt: t + 7 * day,
      productId: 'tolk_premium_weekly',
    });
    expect((await purchase.post()).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await subscription(user.cookie)).toEqual({
      productId: 'tolk_premium_weekly',
      expiresDate: new Date(t + 7 * day).toISOString(),
      willRenew: true,
      period: 'weekly',
      source: 'revenuecat',
      billingIssue: false,
    });
    expect((await purchase.post()).json()).toEqual({ received: true, outcome: 'replayed' });

    const cancelled = revenueCat({
      type: 'CANCELLATION',
      appUserId: user.userId,
      at: t - 3000,
      expiresAt: t + 7 * day,
    });
    await cancelled.post();
    expect(await quota(user.cookie)).toMatchObject({ premium: true, freePageLimit: 1000 });
    expect(await subscription(user.cookie)).toMatchObject({ willRenew: false });
    const issue = revenueCat({
      type: 'BILLING_ISSUE',
      appUserId: user.userId,
      at: t - 2000,
      expiresAt: t + 7 * day,
    });
    await issue.post();
    expect(await subscription(user.cookie)).toMatchObject({ billingIssue: true });

    const expired = revenueCat({ type: 'EXPIRATION', appUserId: user.userId, at: t - 1000 });
    expect((await expired.post()).json().outcome).toBe('applied');
    expect(await quota(user.cookie)).toMatchObject({ premium: false, freePageLimit: 5 });
    // A renewal that happened before the expiration arrives late: it changes nothing.
    const late = revenueCat({
      type: 'RENEWAL',
      appUserId: user.userId,
      at: t - 4000,
      expiresAt: t + 30 * day,
    });
    expect((await late.post()).json().outcome).toBe('stale');
    expect((await quota(user.cookie)).premium).toBe(false);
    expect(await eventsOf(user.userId)).toBe(5);
  });

  it('refuses RevenueCat webhooks without the configured Authorization, and ignores unknown users', async () => {
    const user = await signUp(server.app);
    for (const authorization of ['Bearer wrong', '', REVENUECAT_AUTH + ' ']) {
      const response = await revenueCat(
        { type: 'INITIAL_PURCHASE', appUserId: user.userId },
        authorization,
      ).post();
      expect(response.statusCode).toBe(401);
    }
    expect((await quota(user.cookie)).premium).toBe(false);
    expect(await eventsOf(user.userId)).toBe(0);

    const stranger = await revenueCat({ type: 'INITIAL_PURCHASE', appUserId: 'no-such-user' }).post();
    expect(stranger.json()).toEqual({ received: true, outcome: 'unknown-user' });
    const other = await revenueCat({
      type: 'INITIAL_PURCHASE',
      appUserId: user.userId,
      entitlementIds: ['pro'],
    }).post();
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/webhooks/revenuecat',
      headers: { authorization: REVENUECAT_AUTH, 'content-type': 'application/json' },
      payload: '{"event":',
    });
    expect(broken.statusCode).toBe(400);
    expect((await quota(user.cookie)).premium).toBe(false);
  });
});
