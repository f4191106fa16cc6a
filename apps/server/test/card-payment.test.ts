// Premium paid by card in the native app: createPaymentSheet through the official Stripe client
// against the local fake of the Stripe API (a customer, an ephemeral key, a subscription waiting
// for its first payment), then the webhook that follows the sheet's payment granting premium.
// Refusals reach no further than they must and change nothing.
import { type PaymentSheetSetup, type Plans } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../src/db/schema.ts';
import { FakeStripe, STRIPE_PRICES, stripeSubscription } from './fake-stripe.ts';
import { callFn, DATABASES, signUp, type TestServer } from './harness.ts';
import { premiumReads, serverWithFakeStripe } from './premium-reads.ts';
import { refusal } from './refusals.ts';
import { openStream } from './sse-client.ts';
import { baseUrlOf, call } from './translate-helpers.ts';

const PUBLISHABLE_KEY = 'pk_test_tolk_fake_0123456789';

describe.each(DATABASES)('card payment sheet on %s', (kind) => {
  let server: TestServer;
  let stripe: FakeStripe;
  beforeAll(async () => {
    ({ server, stripe } = await serverWithFakeStripe(kind, { STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY }));
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const { quota, subscription, eventsOf } = premiumReads(() => server);
  const sheet = (cookie: string, period: string) =>
    call<PaymentSheetSetup>(server.app, cookie, 'createPaymentSheet', { period });
  const rowsOf = (userId: string) =>
    server.database.db.select().from(entitlements).where(eq(entitlements.userId, userId));

  it('tells the app it may pay by card', async () => {
    const plans = (await callFn(server.app, 'getPlans', {})).json<{ result: Plans }>().result;
    expect(plans).toMatchObject({ webCheckout: true, nativeCardPayment: true });
  });

  it('opens a sheet: a customer, a key to it and an incomplete subscription naming the user', async () => {
    const user = await signUp(server.app);
    const before = stripe.requests.length;
    const opened = await sheet(user.cookie, 'annual');
    expect(opened.status).toBe(200);
    const setup = opened.body.result;
    expect(setup).toEqual({
      paymentIntentClientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      customerId: expect.stringMatching(/^cus_/),
      ephemeralKeySecret: expect.stringMatching(/^ek_test_/),
      publishableKey: PUBLISHABLE_KEY,
    });

    const sent = stripe.requests.slice(before);
    expect(sent.map((r) => r.path)).toEqual(['/v1/customers', '/v1/ephemeral_keys', '/v1/subscriptions']);
    const [customer, key, created] = sent.map((r) => Object.fromEntries(r.form));
    expect(customer).toEqual({ email: user.email, 'metadata[userId]': user.userId });
    expect(key).toEqual({ customer: setup.customerId });
    expect(sent[1]!.stripeVersion).toBe(Stripe.API_VERSION);
    expect(created).toEqual({
      customer: setup.customerId,
      'items[0][price]': STRIPE_PRICES.annual,
      'items[0][quantity]': '1',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'metadata[userId]': user.userId,
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
    // The customer is the user's from now on; opening the sheet granted nothing yet.
    expect((await rowsOf(user.userId)).map((row) => [row.status, row.customerId])).toEqual([
      ['pending', setup.customerId],
    ]);
    expect((await quota(user.cookie)).premium).toBe(false);
    expect(await subscription(user.cookie)).toBeNull();
  });

  it('grants premium on the webhook that follows the payment, not before', async () => {
    const user = await signUp(server.app);
    const setup = (await sheet(user.cookie, 'weekly')).body.result;
    // Stripe announces the subscription while it waits for its first payment: nothing changes.
    const waiting = await stripe.deliver(
      'customer.subscription.created',
      stripeSubscription({
        userId: user.userId,
        customer: setup.customerId,
        price: STRIPE_PRICES.weekly,
        status: 'incomplete',
      }),
    );
    expect(JSON.parse(waiting.body)).toEqual({ received: true, outcome: 'ignored' });
    expect((await quota(user.cookie)).premium).toBe(false);

    const events = await openStream(baseUrlOf(server.app), { cookie: user.cookie });
    const paid = await stripe.payWithSheet(setup.paymentIntentClientSecret);
    expect(JSON.parse(paid.body)).toEqual({ received: true, outcome: 'applied' });
    let event = await events.next();
    while (event.event !== 'entitlement') event = await events.next();
    expect(event.data).toMatchObject({ entitlement: 'premium', active: true });
    events.close();
    expect(await quota(user.cookie)).toMatchObject({ premium: true, freePageLimit: 1000 });
    expect(await subscription(user.cookie)).toMatchObject({
      productId: STRIPE_PRICES.weekly,
      period: 'weekly',
      source: 'stripe',
      willRenew: true,
    });

    // Already premium: a second sheet is refused before Stripe is asked anything.
    const before = stripe.requests.length;
    const again = await sheet(user.cookie, 'monthly');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual(refusal('aborted', 'ALREADY_PREMIUM'));
    expect(stripe.requests.length).toBe(before);
  });

  it('reuses the customer on a second try, and an abandoned sheet expiring takes nothing away', async () => {
    const user = await signUp(server.app);
    const abandoned = (await sheet(user.cookie, 'monthly')).body.result;
    const before = stripe.requests.length;
    const second = (await sheet(user.cookie, 'monthly')).body.result;
    expect(stripe.requests.slice(before).map((r) => r.path)).toEqual([
      '/v1/ephemeral_keys',
      '/v1/subscriptions',
    ]);
    expect(second.customerId).toBe(abandoned.customerId);
    expect(second.paymentIntentClientSecret).not.toBe(abandoned.paymentIntentClientSecret);

    await stripe.payWithSheet(second.paymentIntentClientSecret);
    expect((await quota(user.cookie)).premium).toBe(true);
    // 23 hours later Stripe ends the first, never paid, subscription.
    const expired = await stripe.payWithSheet(abandoned.paymentIntentClientSecret, 'expired');
    expect(JSON.parse(expired.body)).toEqual({ received: true, outcome: 'ignored' });
    expect((await quota(user.cookie)).premium).toBe(true);
    expect(await eventsOf(user.userId)).toBe(1);
  });

  it('refuses an unknown period, a signed-out caller and a Stripe outage, changing nothing', async () => {
    const user = await signUp(server.app);
    const before = stripe.requests.length;
    const bad = await sheet(user.cookie, 'daily');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual(refusal('invalid-argument', 'INVALID_SUBSCRIPTION_PERIOD'));
    expect(bad.body.error.message).toBe('Invalid subscription period');
    const signedOut = await callFn(server.app, 'createPaymentSheet', { period: 'monthly' });
    expect(signedOut.statusCode).toBe(401);
    expect(stripe.requests.length).toBe(before);

    stripe.outage = true;
    try {
      const down = await sheet(user.cookie, 'monthly');
      expect(down.status).toBe(503);
      expect(down.body.error).toEqual(refusal('unavailable', 'CHECKOUT_FAILED'));
    } finally {
      stripe.outage = false;
    }
    expect(await rowsOf(user.userId)).toEqual([]);
    expect((await quota(user.cookie)).premium).toBe(false);
    expect(await eventsOf(user.userId)).toBe(0);
  });
});
