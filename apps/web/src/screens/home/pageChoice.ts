import type { Analysis, PageRange } from '@tolk/contract';

// Which pages of an analysed document to translate, and what that costs in pages. Only a PDF is
// cut apart (the server refuses a range of any other format: their "pages" are 1,800-character
// units, no place to cut a document).

export type PageMode = 'all' | 'first' | 'some';

export interface PageChoice {
  mode: PageMode;
  /** The 'some' inputs, as typed (empty while being retyped). */
  from: number | '';
  to: number | '';
}

/** Whether the document can be translated in part: a PDF of more than one page. */
export const splittable = (analysis: Analysis) =>
  analysis.format === 'pdf' && !analysis.isImage && analysis.pages > 1;

/** Whether the pages left are fewer than the document's, but enough for a part of it. */
export const shortForAll = (analysis: Analysis) =>
  splittable(analysis) && analysis.quota.pagesLeft >= 1 && analysis.quota.pagesLeft < analysis.pages;

/** Starts on all pages, or on the first pages the quota covers when it does not cover them all. */
export function initialPageChoice(analysis: Analysis): PageChoice {
  const short = shortForAll(analysis);
  return { mode: short ? 'first' : 'all', from: 1, to: short ? analysis.quota.pagesLeft : analysis.pages };
}

export type PagePlan =
  | { valid: true; pages: number; pageRange?: PageRange }
  | { valid: false; pages: null; pageRange?: undefined };

/** The pages the choice translates (and is charged), with the range to send when not all of them. */
export function pagePlan(analysis: Analysis, choice: PageChoice): PagePlan {
  if (!splittable(analysis) || choice.mode === 'all') return { valid: true, pages: analysis.pages };
  if (choice.mode === 'first') {
    const to = Math.min(analysis.quota.pagesLeft, analysis.pages);
    return { valid: true, pages: to, pageRange: { from: 1, to } };
  }
  const { from, to } = choice;
  if (from === '' || to === '' || from < 1 || to < from || to > analysis.pages)
    return { valid: false, pages: null };
  return { valid: true, pages: to - from + 1, pageRange: { from, to } };
}

/** Whether the quota covers the choice (an image or a document not cut apart: the server's verdict). */
export const affordable = (analysis: Analysis, plan: PagePlan) =>
  splittable(analysis)
    ? plan.pages !== null && plan.pages <= analysis.quota.pagesLeft
    : analysis.quota.allowed;
