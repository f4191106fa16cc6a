import { and, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { freePlanLimits, type PlanLimits } from './limits.ts';

// The quota counters are columns of `users`; these are the only statements that change them.
// Each reservation is one conditional update, so parallel requests can never overspend.

/** Adds pages and image translations only if both stay within their limits; false when they would not. */
export async function reserveQuota(tx: Db, userId: string, pages: number, images: number): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({
      pagesUsed: sql`${users.pagesUsed} + ${pages}`,
      imageTranslationsUsed: sql`${users.imageTranslationsUsed} + ${images}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(users.userId, userId),
        sql`${users.pagesUsed} + ${pages} <= ${users.freePageLimit}`,
        sql`${users.imageTranslationsUsed} + ${images} <= ${users.imageTranslationsQuota}`,
      ),
    )
    .returning({ userId: users.userId });
  return rows.length > 0;
}

export async function refundQuota(tx: Db, userId: string, pages: number, images: number): Promise<void> {
  if (pages === 0 && images === 0) return;
  await tx
    .update(users)
    .set({
      pagesUsed: sql`greatest(0, ${users.pagesUsed} - ${pages})`,
      imageTranslationsUsed: sql`greatest(0, ${users.imageTranslationsUsed} - ${images})`,
      updatedAt: new Date(),
    })
    .where(eq(users.userId, userId));
}

/** Adds bytes to storageUsed only if the result stays within storageQuota; false when it would not. */
export async function reserveStorage(db: Db, userId: string, bytes: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ storageUsed: sql`${users.storageUsed} + ${bytes}`, updatedAt: new Date() })
    .where(and(eq(users.userId, userId), sql`${users.storageUsed} + ${bytes} <= ${users.storageQuota}`))
    .returning({ userId: users.userId });
  return rows.length > 0;
}

/** Adjusts storageUsed by delta (negative to release), never below zero. */
export async function adjustStorage(db: Db, userId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .update(users)
    .set({ storageUsed: sql`greatest(0, ${users.storageUsed} + ${delta})`, updatedAt: new Date() })
    .where(eq(users.userId, userId));
}

export async function storageLeft(
  db: Db,
  userId: string,
): Promise<{ used: number; quota: number } | undefined> {
  const [row] = await db
    .select({ used: users.storageUsed, quota: users.storageQuota })
    .from(users)
    .where(eq(users.userId, userId));
  return row;
}

/** Starts a new month's counters when monthStart is in an earlier month; true when it did. */
export async function resetMonthIfStale(db: Db, userId: string, monthStart: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ pagesUsed: 0, imageTranslationsUsed: 0, monthStart, updatedAt: new Date() })
    .where(and(eq(users.userId, userId), lt(users.monthStart, monthStart)))
    .returning({ userId: users.userId });
  return rows.length > 0;
}

/** Users still on premium limits whose premium has run out: no event said so, the time passed. */
export async function usersWithLapsedPremium(db: Db, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(isNotNull(users.premiumUntil), lte(users.premiumUntil, now)))
    .limit(500);
  return rows.map((row) => row.userId);
}

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
