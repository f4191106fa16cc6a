import {
  FREE_PAGE_LIMIT,
  IMAGE_TRANSLATIONS_QUOTA,
  STORAGE_QUOTA_BYTES,
  STORAGE_QUOTA_EMAIL_PASSWORD_BYTES,
  type PlanLimitsView,
  type UserDocument,
} from '@tolk/contract';

/**
 * What a plan allows. Nothing copies these into a user's row: every check computes them from the
 * user's plan when it reads (here, and in quota/repo.ts's reserving updates), so changing a limit
 * changes it for every account at once.
 */
export type PlanLimits = PlanLimitsView;

/** The configured premium limits (config.ts's PREMIUM_*, defaulting to the contract's figures). */
export interface PlanDeps {
  premiumLimits: PlanLimits;
}

/**
 * The free plan (SPEC.md §9). E-mail and password sign-ups get less storage, since nobody has
 * vouched for the address.
 */
export function freePlanLimits(provider: UserDocument['provider']): PlanLimits {
  return {
    pagesPerMonth: FREE_PAGE_LIMIT,
    storageBytes: provider === 'password' ? STORAGE_QUOTA_EMAIL_PASSWORD_BYTES : STORAGE_QUOTA_BYTES,
    imageTranslationsPerMonth: IMAGE_TRANSLATIONS_QUOTA,
  };
}

/** Premium now: the user's premiumUntil is still ahead. */
export const isPremium = (premiumUntil: Date | null, now = new Date()) =>
  premiumUntil !== null && premiumUntil > now;

/** A user's limits now: premium while their entitlement runs, else the free plan's. */
export function limitsOf(
  user: { provider: UserDocument['provider']; premiumUntil: Date | null },
  premium: PlanLimits,
  now = new Date(),
): PlanLimits {
  return isPremium(user.premiumUntil, now) ? premium : freePlanLimits(user.provider);
}
