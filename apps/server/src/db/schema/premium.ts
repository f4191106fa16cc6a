import { PLANS, SUBSCRIPTION_SOURCES } from '@tolk/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * What a user bought, one row per user and source (Stripe on the web, RevenueCat in the apps).
 * The user is premium while a row is active or in a billing retry and expiresAt is ahead.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    source: text('source', { enum: SUBSCRIPTION_SOURCES }).notNull(),
    /** The Stripe price id or the store product id; null until the first subscription event. */
    productId: text('product_id'),
    period: text('period', { enum: PLANS }),
    /** pending: checkout finished, no subscription event yet. */
    status: text('status', { enum: ['pending', 'active', 'billing_issue', 'expired'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    willRenew: boolean('will_renew').notNull().default(false),
    /** Stripe's customer, for the customer portal. */
    customerId: text('customer_id'),
    lastEventId: text('last_event_id'),
    /** When the provider created the last applied event: an older one never overwrites it. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('entitlements_user_source_idx').on(t.userId, t.source),
    index('entitlements_customer_idx').on(t.customerId),
  ],
);

/** Every webhook event applied, by its provider's id: a replay finds its id here and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  /** `<source>:<the provider's event id>`. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  userId: text('user_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
