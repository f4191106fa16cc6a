import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { billingEvents } from '../db/schema.ts';

/** Records a webhook event by id; false when it was recorded before (a replay). */
export async function recordBillingEvent(
  tx: Db,
  event: { id: string; type: string; userId: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing({ target: billingEvents.id })
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

/** Deleting an account: the record of the user's webhook events goes with it. */
export async function deleteUserBillingEvents(db: Db, userId: string): Promise<void> {
  await db.delete(billingEvents).where(eq(billingEvents.userId, userId));
}
