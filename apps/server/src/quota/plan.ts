import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { freePlanLimits, type PlanLimits } from './limits.ts';

/**
 * Puts a user on the plan their entitlements give: the premium limits until `premiumUntil`, or
 * the free ones when it is null. Counters and files stay as they are, so a downgraded user keeps
 * every file and new work is measured against the free limits again. True when the plan changed.
 */
export async function setPlan(
  tx: Db,
  userId: string,
  premiumUntil: Date | null,
  premium: PlanLimits,
): Promise<boolean> {
  const [row] = await tx
    .select({ provider: users.provider, premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.userId, userId))
    .for('update');
  if (!row) return false;
  const limits = premiumUntil ? premium : freePlanLimits(row.provider);
  await tx
    .update(users)
    .set({ ...limits, premiumUntil, updatedAt: new Date() })
    .where(eq(users.userId, userId));
  return (row.premiumUntil === null) !== (premiumUntil === null);
}

/** Premium now: the row's premiumUntil is still ahead (a lapsed one is put back by the expiry sweep). */
export const isPremium = (premiumUntil: Date | null, now = new Date()) =>
  premiumUntil !== null && premiumUntil > now;
