// The plans anyone may read, and what a server without payments configured says and refuses.
import { STORAGE_QUOTA_EMAIL_PASSWORD_BYTES, type Plans, type Quota } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEnv } from './fake-stripe.ts';
import { callFn, DATABASES, signUp, startTestServer, type TestServer } from './harness.ts';
import { call } from './translate-helpers.ts';
import { refusal } from './refusals.ts';

describe.each(DATABASES)('premium plans on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // getPlans calls nothing: the Stripe settings only have to be there.
    server = await startTestServer(kind, stripeEnv({ url: 'http://127.0.0.1:9' }));
  });
  afterAll(() => server?.close());

  it('lists the three plans with prices and limits to anyone, signed in or not', async () => {
    const response = await callFn(server.app, 'getPlans', {});
    expect(response.statusCode).toBe(200);
    const plans = response.json<{ result: Plans }>().result;
    expect(plans.plans).toEqual([
      { period: 'weekly', price: 4.99, currency: 'USD', packageId: '$rc_weekly' },
      { period: 'monthly', price: 9.99, currency: 'USD', packageId: '$rc_monthly' },
      { period: 'annual', price: 59.99, currency: 'USD', packageId: '$rc_annual' },
    ]);
    expect(plans.free).toEqual({
      pagesPerMonth: 5,
      storageBytes: 100 * 1024 ** 2,
      imageTranslationsPerMonth: 10,
    });
    expect(plans.premium).toEqual({
      pagesPerMonth: 1000,
      storageBytes: 10 * 1024 ** 3,
      imageTranslationsPerMonth: 1000,
    });
    expect(plans.webCheckout).toBe(true);
    // No publishable key: the native app cannot open Stripe's payment sheet.
    expect(plans.nativeCardPayment).toBe(false);
    const user = await signUp(server.app);
    // What Pricing says the free plan gives is what this account gets: e-mail and password, less storage.
    const own = await call<Plans>(server.app, user.cookie, 'getPlans', {});
    expect(own.body.result.free.storageBytes).toBe(STORAGE_QUOTA_EMAIL_PASSWORD_BYTES);
    expect((await call<Quota>(server.app, user.cookie, 'getQuota', {})).body.result.storageQuota).toBe(
      own.body.result.free.storageBytes,
    );
    const sheet = await call(server.app, user.cookie, 'createPaymentSheet', { period: 'monthly' });
    expect(sheet.status).toBe(503);
    expect(sheet.body.error).toEqual(refusal('unavailable', 'PAYMENTS_UNAVAILABLE'));
  });
});

describe.each(DATABASES)('premium without payments configured on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('says card payment is unavailable and refuses checkout, payment sheet, portal and webhooks clearly', async () => {
    const plans = (await callFn(server.app, 'getPlans', {})).json<{ result: Plans }>().result;
    expect(plans.webCheckout).toBe(false);
    expect(plans.nativeCardPayment).toBe(false);
    const user = await signUp(server.app);
    for (const name of ['createCheckoutSession', 'createPaymentSheet', 'createPortalSession']) {
      const answer = await call(
        server.app,
        user.cookie,
        name,
        name === 'createPortalSession' ? {} : { period: 'monthly' },
      );
      expect(answer.status).toBe(503);
      expect(answer.body.error).toEqual(refusal('unavailable', 'PAYMENTS_UNAVAILABLE'));
    }
    for (const url of ['/api/webhooks/stripe', '/api/webhooks/revenuecat']) {
      const response = await server.app.inject({ method: 'POST', url, payload: '{}' });
      expect(response.statusCode).toBe(503);
    }
  });
});
