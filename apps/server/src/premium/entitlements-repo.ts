import type { Plan } from '@tolk/contract';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, max, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { entitlements } from '../db/schema.ts';

export type EntitlementRow = typeof entitlements.$inferSelect;
export type EntitlementSource = EntitlementRow['source'];

/** The state a provider's event describes, applied only if no newer event was applied before. */
export interface EntitlementState {
  productId: string;
  period: Plan | null;
  status: 'active' | 'billing_issue' | 'expired';
  expiresAt: Date;
  willRenew: boolean;
}

const IN_FORCE = ['active', 'billing_issue'] as const;

/** Rows that make a user premium at `now`. */
const inForce = (now: Date) =>
  and(inArray(entitlements.status, [...IN_FORCE]), gt(entitlements.expiresAt, now));

/**
 * Writes the state of an event into the user's row for that source, unless the row already
 * holds a newer event; true when written. One statement, so two deliveries cannot interleave.
 */
export async function writeEntitlementState(
  tx: Db,
  key: { userId: string; source: EntitlementSource },
  state: EntitlementState,
  event: { id: string; at: Date },
): Promise<boolean> {
  const values = { ...state, lastEventId: event.id, lastEventAt: event.at, updatedAt: new Date() };
  const rows = await tx
    .insert(entitlements)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [entitlements.userId, entitlements.source],
      set: values,
      setWhere: or(isNull(entitlements.lastEventAt), lte(entitlements.lastEventAt, event.at)),
    })
    .returning({ id: entitlements.id });
  return rows.length > 0;
}

/** Remembers the Stripe customer a checkout made for the user, whatever the row's state. */
export async function linkStripeCustomer(tx: Db, userId: string, customerId: string): Promise<void> {
  await tx
    .insert(entitlements)
    .values({ userId, source: 'stripe', status: 'pending', customerId })
    .onConflictDoUpdate({
      target: [entitlements.userId, entitlements.source],
      set: { customerId, updatedAt: new Date() },
    });
}

export async function findEntitlement(
  db: Db,
  userId: string,
  source: EntitlementSource,
): Promise<EntitlementRow | undefined> {
  const [row] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.source, source)));
  return row;
}

export async function userOfStripeCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: entitlements.userId })
    .from(entitlements)
    .where(and(eq(entitlements.source, 'stripe'), eq(entitlements.customerId, customerId)));
  return row?.userId;
}

/** The latest end among the user's entitlements in force, or null when none is. */
export async function premiumUntil(tx: Db, userId: string, now = new Date()): Promise<Date | null> {
  const [row] = await tx
    .select({ until: max(entitlements.expiresAt) })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), inForce(now)));
  return row?.until ?? null;
}

/** The entitlement in force that lasts longest: the subscription the user has now. */
export async function subscriptionInForce(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<EntitlementRow | undefined> {
  const [row] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), inForce(now), isNotNull(entitlements.productId)))
    .orderBy(desc(entitlements.expiresAt))
    .limit(1);
  return row;
}

/** Deleting an account: what the user bought is forgotten here (the store or Stripe keeps its own). */
export async function deleteUserEntitlements(db: Db, userId: string): Promise<void> {
  await db.delete(entitlements).where(eq(entitlements.userId, userId));
}
