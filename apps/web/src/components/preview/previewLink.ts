// A preview can be opened from an address: `?preview=<translation id>&page=<n>` on the History
// screen, so a notice can link to a page of a document's preview.

const PREVIEW = 'preview';
const PAGE = 'page';

export interface PreviewRequest {
  id: string;
  /** 1-based page to open the PDF preview at. */
  page?: number;
}

/** The search part of a link that opens `id`'s preview at `page`, keeping the other parameters. */
export function previewSearch(current: URLSearchParams, { id, page }: PreviewRequest): string {
  const next = new URLSearchParams(current);
  next.set(PREVIEW, id);
  if (page === undefined) next.delete(PAGE);
  else next.set(PAGE, String(page));
  return `?${next.toString()}`;
}

/** The preview an address asks for, if any. */
export function previewRequest(params: URLSearchParams): PreviewRequest | null {
  const id = params.get(PREVIEW);
  if (!id) return null;
  const page = Number(params.get(PAGE));
  return Number.isInteger(page) && page >= 1 ? { id, page } : { id };
}

/** The same parameters without the preview request. */
export function withoutPreview(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PREVIEW);
  next.delete(PAGE);
  return next;
}
