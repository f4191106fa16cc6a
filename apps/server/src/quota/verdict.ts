import type { Analysis, Quota } from '@tolk/contract';
import { noImageTranslationsLeft, notEnoughPages } from './messages.ts';

/** Whether the quota allows translating a document of `pages` pages (or one image), and why not. */
export function quotaVerdict(quota: Quota, isImage: boolean, pages: number): Analysis['quota'] {
  const pagesLeft = Math.max(0, quota.freePageLimit - quota.pagesUsed);
  const imageTranslationsLeft = Math.max(0, quota.imageTranslationsQuota - quota.imageTranslationsUsed);
  const allowed = isImage ? imageTranslationsLeft >= 1 : pagesLeft >= pages;
  const message = allowed
    ? null
    : isImage
      ? noImageTranslationsLeft(quota.imageTranslationsQuota)
      : notEnoughPages(pages, pagesLeft, quota.freePageLimit);
  return { allowed, pagesLeft, imageTranslationsLeft, message };
}
