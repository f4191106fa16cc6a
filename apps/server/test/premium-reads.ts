// Reads of a user's plan shared by the premium suites: quota, subscription and applied events.
import type { Quota, Subscription } from '@tolk/contract';
import { count, eq } from 'drizzle-orm';
import { billingEvents } from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';
import { call } from './translate-helpers.ts';

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
