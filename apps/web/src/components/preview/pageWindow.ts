/** Pages drawn at once: rendering hundreds would stall a phone; more come on request. */
export const MAX_PAGES = 30;

/**
 * The pages a PDF preview renders: the first MAX_PAGES, or MAX_PAGES from just before `page`
 * when it lies beyond them; `target` is the page to scroll to (within the document).
 */
export function pageWindow(pageCount: number, page: number | undefined) {
  const target = Math.min(Math.max(1, page ?? 1), pageCount);
  const first = target > MAX_PAGES ? Math.max(1, Math.min(target - 1, pageCount - MAX_PAGES + 1)) : 1;
  return { first, last: Math.min(pageCount, first + MAX_PAGES - 1), target };
}
