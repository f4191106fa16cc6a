import { and, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { freePlanLimits, limitsOf, type PlanLimits } from './limits.ts';

// The quota counters are columns of `users`; these are the only statements that change them.
// Each reservation is one conditional update, so parallel requests can never overspend. The
// limits are not columns: the update computes them from the user's plan (quota/limits.ts).

/** One of the user's limits now, in SQL: premium's while premiumUntil is ahead, else the free plan's. */
function limitNow(premium: PlanLimits, limit: keyof PlanLimits) {
  const passwordFree = freePlanLimits('password')[limit];
  const otherFree = freePlanLimits('email')[limit];
  return sql`(case when ${users.premiumUntil} > now() then ${premium[limit]}::bigint
    when ${users.provider} = 'password' then ${passwordFree}::bigint else ${otherFree}::bigint end)`;
}

/** Adds pages and image translations only if both stay within their limits; false when they would not. */
export async function reserveQuota(
  tx: Db,
  premium: PlanLimits,
  userId: string,
  pages: number,
  images: number,
): Promise<boolean> {
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
        sql`${users.pagesUsed} + ${pages} <= ${limitNow(premium, 'pagesPerMonth')}`,
        sql`${users.imageTranslationsUsed} + ${images} <= ${limitNow(premium, 'imageTranslationsPerMonth')}`,
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

/** Adds bytes to storageUsed only if the result stays within the storage limit; false when it would not. */
export async function reserveStorage(
  db: Db,
  premium: PlanLimits,
  userId: string,
  bytes: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ storageUsed: sql`${users.storageUsed} + ${bytes}`, updatedAt: new Date() })
    .where(
      and(
        eq(users.userId, userId),
        sql`${users.storageUsed} + ${bytes} <= ${limitNow(premium, 'storageBytes')}`,
      ),
    )
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

export interface StorageBooks {
  used: number;
  quota: number;
}

/**
 * The user's stored bytes and storage limit; with `lock`, the row stays locked until the
 * transaction ends, so the caller's checks and writes run one at a time per user.
 */
export async function storageLeft(
  db: Db,
  premium: PlanLimits,
  userId: string,
  { lock = false } = {},
): Promise<StorageBooks | undefined> {
  const query = db
    .select({ used: users.storageUsed, provider: users.provider, premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row && { used: row.used, quota: limitsOf(row, premium).storageBytes };
}

/** Counts one finished upload (SPEC.md §3 uploadCount). */
export async function countUpload(tx: Db, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ uploadCount: sql`${users.uploadCount} + 1`, updatedAt: new Date() })
    .where(eq(users.userId, userId));
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
 * Records until when the user's entitlements give premium (null: the free plan). The limits follow
 * from it when read; counters and files stay as they are, so a downgraded user keeps every file
 * and new work is measured against the free limits again.
 */
export async function setPremiumUntil(tx: Db, userId: string, premiumUntil: Date | null): Promise<void> {
  await tx.update(users).set({ premiumUntil, updatedAt: new Date() }).where(eq(users.userId, userId));
}
