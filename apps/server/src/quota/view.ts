import type { Quota } from '@tolk/contract';
import type { ProfileRow } from '../users/repo.ts';
import { isPremium } from './plan.ts';

/** The quota part of a user's row, as clients see it. */
export function toQuota(row: ProfileRow): Quota {
  return {
    userId: row.userId,
    pagesUsed: row.pagesUsed,
    freePageLimit: row.freePageLimit,
    monthStart: row.monthStart.toISOString(),
    storageUsed: row.storageUsed,
    storageQuota: row.storageQuota,
    imageTranslationsUsed: row.imageTranslationsUsed,
    imageTranslationsQuota: row.imageTranslationsQuota,
    uploadCount: row.uploadCount,
    premium: isPremium(row.premiumUntil),
  };
}
