import type { Analysis } from '@tolk/contract';
import { errorMessage } from '../../api/errors';
import { shortForAll } from './pageChoice';

/** Left after this file at or below which the user is warned (DESIGN: warn before they run out). */
export const LOW_PAGES_LEFT = 1;
export const LOW_IMAGES_LEFT = 2;

export type QuotaWarning =
  | { kind: 'refused'; message: string | null }
  | { kind: 'low-pages'; left: number }
  | { kind: 'low-images'; left: number };

/**
 * The quota warning an analysed file deserves, if any: refused when the server says the quota does
 * not allow it; low when translating it leaves at most LOW_PAGES_LEFT pages or LOW_IMAGES_LEFT image
 * translations this month. A PDF longer than the pages left gets none: the form offers its first
 * pages, priced, which says it better than a refusal would.
 */
export function quotaWarningFor(analysis: Analysis): QuotaWarning | null {
  const { quota } = analysis;
  if (shortForAll(analysis)) return null;
  if (!quota.allowed) return { kind: 'refused', message: errorMessage(quota, null) };
  if (analysis.isImage) {
    const left = Math.max(0, quota.imageTranslationsLeft - 1);
    return left <= LOW_IMAGES_LEFT ? { kind: 'low-images', left } : null;
  }
  const left = Math.max(0, quota.pagesLeft - analysis.pages);
  return left <= LOW_PAGES_LEFT ? { kind: 'low-pages', left } : null;
}
