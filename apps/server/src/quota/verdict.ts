import type { Analysis, Quota } from '@tolk/contract';
import type { AppError } from '../errors.ts';
import { noImageTranslationsLeft, notEnoughPages } from './messages.ts';

const leftOf = (quota: Quota) => ({
  pagesLeft: Math.max(0, quota.freePageLimit - quota.pagesUsed),
  imageTranslationsLeft: Math.max(0, quota.imageTranslationsQuota - quota.imageTranslationsUsed),
});

/** Why the quota does not allow translating `pages` pages (or one image), or null when it does. */
export function quotaShortfall(quota: Quota, isImage: boolean, pages: number): AppError | null {
  const { pagesLeft, imageTranslationsLeft } = leftOf(quota);
  if (isImage)
    return imageTranslationsLeft >= 1 ? null : noImageTranslationsLeft(quota.imageTranslationsQuota);
  return pagesLeft >= pages ? null : notEnoughPages(pages, pagesLeft, quota.freePageLimit);
}

/** Whether the quota allows translating a document of `pages` pages (or one image), and why not. */
export function quotaVerdict(quota: Quota, isImage: boolean, pages: number): Analysis['quota'] {
  const refusal = quotaShortfall(quota, isImage, pages);
  return {
    allowed: refusal === null,
    ...leftOf(quota),
    message: refusal?.message ?? null,
    details: refusal?.details ?? null,
  };
}
