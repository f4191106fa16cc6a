// What the premium suites share: a server paid through the fake Stripe, and reads of a user's
// plan (quota, subscription, applied events).
import type { Quota, Subscription } from '@tolk/contract';
import { count, eq } from 'drizzle-orm';
import { billingEvents } from '../src/db/schema.ts';
import { FakeStripe, stripeEnv } from './fake-stripe.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { baseUrlOf, call } from './translate-helpers.ts';

/** A listening server whose Stripe is the fake one, the fake posting its webhooks back to it. */
export async function serverWithFakeStripe(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
): Promise<{ server: TestServer; stripe: FakeStripe }> {
  const stripe = await FakeStripe.start();
  const server = await startTestServer(kind, { ...stripeEnv(stripe), ...env });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.webhookUrl = `${baseUrlOf(server.app)}/api/webhooks/stripe`;
  return { server, stripe };
}

export function premiumReads(server: () => TestServer) {
  return {
    quota: async (cookie: string) => (await call<Quota>(server().app, cookie, 'getQuota', {})).body.result,
    subscription: async (cookie: string) =>
      (await call<Subscription | null>(server().app, cookie, 'getSubscription', {})).body.result,
    /** How many webhook events were applied for the user. */
    eventsOf: async (userId: string) =>
      (
        await server()
          .database.db.select({ n: count() })
          .from(billingEvents)
          .where(eq(billingEvents.userId, userId))
      )[0]!.n,
  };
}
