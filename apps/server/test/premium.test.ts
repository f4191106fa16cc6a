// Premium bought on the web: Stripe Checkout and portal through the official client against a
// local fake of the Stripe API, and Stripe's signed webhooks granting, renewing and taking away
// premium — once per event, in order, and never on a bad signature.
import { type Translation } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../src/db/schema.ts';
import { makePdf } from './documents.ts';
import { FakeStripe, STRIPE_PRICES, stripeSignature, stripeSubscription } from './fake-stripe.ts';
import { callFn, DATABASES, signUp, type TestServer } from './harness.ts';
import { premiumReads, serverWithFakeStripe } from './premium-reads.ts';
import { openStream } from './sse-client.ts';
import { baseUrlOf, call, settled, uploadFile } from './translate-helpers.ts';
import { refusal } from './refusals.ts';

const SIX_PAGES = Array.from(
  { length: 6 },
  (_, i) => `Page ${i + 1}. The house is small and the garden is green.`,
);
const now = () => Math.floor(Date.now() / 1000);

describe.each(DATABASES)('premium on %s', (kind) => {
  let server: TestServer;
  let stripe: FakeStripe;
  beforeAll(async () => {
    ({ server, stripe } = await serverWithFakeStripe(kind, { TOLK_SWEEP_SECONDS: '1' }));
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const { quota, subscription, eventsOf } = premiumReads(() => server);

  async function translateSixPages(cookie: string) {
    const uploadId = await uploadFile(server.app, cookie, await makePdf(SIX_PAGES), `six-${Date.now()}.pdf`);
    return call<Translation>(server.app, cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
    });
  }

  it('starts a Stripe Checkout session for the period, naming the user; refuses an unknown period', async () => {
    const user = await signUp(server.app);
    const bad = await call(server.app, user.cookie, 'createCheckoutSession', { period: 'daily' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual(refusal('invalid-argument', 'INVALID_SUBSCRIPTION_PERIOD'));
    const signedOut = await callFn(server.app, 'createCheckoutSession', { period: 'monthly' });
    expect(signedOut.statusCode).toBe(401);

    const before = stripe.requests.length;
    const started = await call<{ url: string; sessionId: string }>(
      server.app,
      user.cookie,
      'createCheckoutSession',
      {
        period: 'annual',
      },
    );
    expect(started.status).toBe(200);
    expect(started.body.result.url).toBe(`${stripe.url}/checkout/${started.body.result.sessionId}`);
    expect(stripe.requests.length).toBe(before + 1);
    const sent = stripe.requests.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': STRIPE_PRICES.annual,
      'line_items[0][quantity]': '1',
      client_reference_id: user.userId,
      'subscription_data[metadata][userId]': user.userId,
      customer_email: user.email,
      success_url: `${server.config.baseUrl}/pricing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.config.baseUrl}/pricing?checkout=cancelled`,
    });
  });

  it('grants premium on customer.subscription.created: 1,000 pages in force and a 6-page PDF accepted', async () => {
    const user = await signUp(server.app);
    const refused = await translateSixPages(user.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Not enough pages left this month/);

    const events = await openStream(baseUrlOf(server.app), { cookie: user.cookie });
    const periodEnd = now() + 30 * 24 * 3600;
    const created = await stripe.deliver(
      'customer.subscription.created',
      stripeSubscription({ userId: user.userId, customer: 'cus_grant', periodEnd }),
    );
    expect(created.status).toBe(200);
    let event = await events.next();
    while (event.event !== 'entitlement') event = await events.next();
    expect(event.data).toEqual({
      entitlement: 'premium',
      active: true,
      expiresDate: new Date(periodEnd * 1000).toISOString(),
    });
    events.close();

    expect(await quota(user.cookie)).toMatchObject({
      premium: true,
      freePageLimit: 1000,
      storageQuota: 10 * 1024 ** 3,
      imageTranslationsQuota: 1000,
    });
    expect(await subscription(user.cookie)).toEqual({
      productId: STRIPE_PRICES.monthly,
      expiresDate: new Date(periodEnd * 1000).toISOString(),
      willRenew: true,
      period: 'monthly',
      source: 'stripe',
      billingIssue: false,
    });
    const accepted = await translateSixPages(user.cookie);
    expect(accepted.status).toBe(200);
    expect((await settled(server.app, user.cookie, accepted.body.result.id)).status).toBe('completed');
    expect((await quota(user.cookie)).pagesUsed).toBe(6);

    const again = await call(server.app, user.cookie, 'createCheckoutSession', { period: 'monthly' });
    expect(again.body.error).toEqual(refusal('aborted', 'ALREADY_PREMIUM'));
  });

  it('applies a replayed event once and ignores an update older than the one applied', async () => {
    const user = await signUp(server.app);
    const subscriptionOf = (options: { cancelAtPeriodEnd?: boolean; status?: string }) =>
      stripeSubscription({ userId: user.userId, customer: 'cus_order', ...options }, 'sub_order');
    const t = now();
    const first = await stripe.deliver('customer.subscription.created', subscriptionOf({}), {
      created: t - 20,
    });
    const cancelled = await stripe.deliver(
      'customer.subscription.updated',
      subscriptionOf({ cancelAtPeriodEnd: true }),
      {
        created: t - 10,
      },
    );
    expect(JSON.parse(cancelled.body)).toEqual({ received: true, outcome: 'applied' });
    // The older update arrives late: it must not bring renewal back.
    const late = await stripe.deliver('customer.subscription.updated', subscriptionOf({}), {
      created: t - 15,
    });
    expect(JSON.parse(late.body)).toEqual({ received: true, outcome: 'stale' });
    expect(await subscription(user.cookie)).toMatchObject({ willRenew: false });

    // Stripe retries a delivery with the same event id: applied once.
    const replay = await server.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(first.payload) },
      payload: first.payload,
    });
    expect(replay.json()).toEqual({ received: true, outcome: 'replayed' });
    expect(await subscription(user.cookie)).toMatchObject({ willRenew: false });
    expect(await eventsOf(user.userId)).toBe(3);
  });

  it('returns to free on customer.subscription.deleted, keeping the files; new work meets the free limits', async () => {
    const user = await signUp(server.app);
    const customer = `cus_del_${user.userId.slice(0, 6)}`;
    const t = now();
    await stripe.deliver(
      'customer.subscription.created',
      stripeSubscription({ userId: user.userId, customer }, 'sub_del'),
      {
        created: t - 5,
      },
    );
    const first = await translateSixPages(user.cookie);
    const done = await settled(server.app, user.cookie, first.body.result.id);
    expect(done.status).toBe('completed');

    const deleted = await stripe.deliver(
      'customer.subscription.deleted',
      stripeSubscription({ userId: user.userId, customer, status: 'canceled', endedAt: t }, 'sub_del'),
    );
    expect(deleted.status).toBe(200);
    expect(await quota(user.cookie)).toMatchObject({
      premium: false,
      freePageLimit: 5,
      storageQuota: 50 * 1024 ** 2,
    });
    expect(await subscription(user.cookie)).toBeNull();
    const kept = await call<Translation>(server.app, user.cookie, 'getTranslation', {
      translationId: done.id,
    });
    expect(kept.body.result).toMatchObject({ status: 'completed', translatedFileId: done.translatedFileId });
    expect((await translateSixPages(user.cookie)).status).toBe(429);
  });

  it('refuses unsigned, wrongly signed, tampered and stale webhooks, changing nothing', async () => {
    const user = await signUp(server.app);
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.created',
      created: now(),
      data: { object: stripeSubscription({ userId: user.userId, customer: 'cus_forged' }) },
    });
    const post = (headers: Record<string, string>, payload = body) =>
      server.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const attempts = [
      await post({}),
      await post({ 'stripe-signature': stripeSignature(body, now(), 'whsec_someone_else') }),
      await post({ 'stripe-signature': stripeSignature(body) }, body.replace('cus_forged', 'cus_tampered')),
      await post({ 'stripe-signature': stripeSignature(body, now() - 301) }),
      await post({ 'stripe-signature': 'garbage' }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.status).toBe('INVALID_ARGUMENT');
    }
    expect(await quota(user.cookie)).toMatchObject({ premium: false, freePageLimit: 5 });
    expect(await eventsOf(user.userId)).toBe(0);
    expect((await post({ 'stripe-signature': stripeSignature(body) })).statusCode).toBe(200);
    expect((await quota(user.cookie)).premium).toBe(true);
  });

  it("opens Stripe's customer portal for the customer a checkout linked, and refuses without one", async () => {
    const user = await signUp(server.app);
    const none = await call(server.app, user.cookie, 'createPortalSession', {});
    expect(none.body.error).toEqual(refusal('not-found', 'NO_WEB_SUBSCRIPTION'));

    const started = await call<{ url: string }>(server.app, user.cookie, 'createCheckoutSession', {
      period: 'weekly',
    });
    const paid = await fetch(started.body.result.url, { redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/pricing\?checkout=success&session_id=cs_test_/);
    expect(await subscription(user.cookie)).toMatchObject({
      period: 'weekly',
      source: 'stripe',
      willRenew: true,
    });

    const portal = await call<{ url: string }>(server.app, user.cookie, 'createPortalSession', {});
    expect(portal.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(entitlements)
      .where(eq(entitlements.userId, user.userId));
    expect(portal.body.result.url).toBe(`${stripe.url}/portal/${row!.customerId}`);
    expect(Object.fromEntries(stripe.requests.at(-1)!.form)).toEqual({
      customer: row!.customerId,
      return_url: `${server.config.baseUrl}/pricing`,
    });
  });

  it('puts a user back on the free plan when premium runs out with no event saying so', async () => {
    const user = await signUp(server.app);
    await stripe.deliver(
      'customer.subscription.created',
      stripeSubscription({ userId: user.userId, customer: 'cus_lapse', periodEnd: now() + 2 }),
    );
    expect((await quota(user.cookie)).premium).toBe(true);
    await expect.poll(async () => (await quota(user.cookie)).freePageLimit, { timeout: 15_000 }).toBe(5);
    expect((await quota(user.cookie)).premium).toBe(false);
  });
});
