import {
  FREE_PAGE_LIMIT,
  IMAGE_TRANSLATIONS_QUOTA,
  STORAGE_QUOTA_BYTES,
  STORAGE_QUOTA_EMAIL_PASSWORD_BYTES,
  type UserDocument,
} from '@tolk/contract';
import type { Config } from '../config.ts';

/** What a plan allows: the limits copied into a user's row, which every check reads. */
export interface PlanLimits {
  /** Pages a month. */
  freePageLimit: number;
  /** Bytes of stored files. */
  storageQuota: number;
  /** Image translations a month. */
  imageTranslationsQuota: number;
}

/**
 * The free plan (SPEC.md §9). E-mail and password sign-ups get less storage, since nobody has
 * vouched for the address.
 */
export function freePlanLimits(provider: UserDocument['provider']): PlanLimits {
  return {
    freePageLimit: FREE_PAGE_LIMIT,
    storageQuota: provider === 'password' ? STORAGE_QUOTA_EMAIL_PASSWORD_BYTES : STORAGE_QUOTA_BYTES,
    imageTranslationsQuota: IMAGE_TRANSLATIONS_QUOTA,
  };
}

/** The premium plan (DESIGN.md "Premium"), from configuration; entitlements grant it (quota/repo.ts setPlan). */
export function premiumPlanLimits(config: Pick<Config, 'premiumLimits'>): PlanLimits {
  return {
    freePageLimit: config.premiumLimits.pagesPerMonth,
    storageQuota: config.premiumLimits.storageBytes,
    imageTranslationsQuota: config.premiumLimits.imageTranslationsPerMonth,
  };
}
