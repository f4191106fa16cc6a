import type { Quota } from '@tolk/contract';
import type { ProfileRow } from '../users/repo.ts';
import { isPremium, limitsOf, type PlanLimits } from './limits.ts';

/** The quota part of a user's row, as clients see it, with the limits of the user's plan now. */
export function toQuota(row: ProfileRow, premiumLimits: PlanLimits): Quota {
  const limits = limitsOf(row, premiumLimits);
  return {
    userId: row.userId,
    pagesUsed: row.pagesUsed,
    freePageLimit: limits.pagesPerMonth,
    monthStart: row.monthStart.toISOString(),
    storageUsed: row.storageUsed,
    storageQuota: limits.storageBytes,
    imageTranslationsUsed: row.imageTranslationsUsed,
    imageTranslationsQuota: limits.imageTranslationsPerMonth,
    uploadCount: row.uploadCount,
    premium: isPremium(row.premiumUntil),
  };
}
