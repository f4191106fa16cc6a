import type { Translation } from '@tolk/contract';

export type PreviewKind = 'pdf' | 'image' | 'text' | 'pages' | 'html' | 'markdown' | 'epub' | 'office';

/** Office formats the server lays out as PDF pages (GET …/preview). */
const PAGED_OFFICE = new Set<Translation['format']>(['docx', 'pptx', 'xlsx', 'odt', 'odp', 'ods']);

/**
 * How the app can show a format: PDF pages, an image, escaped text, an office document's pages
 * rendered by the server, an HTML, Markdown or EPUB document rendered in a frame that runs
 * nothing, or not at all (offered as a download).
 */
export function previewKind(format: Translation['format']): PreviewKind {
  if (format === 'pdf') return 'pdf';
  if (format === 'png' || format === 'jpeg' || format === 'webp') return 'image';
  if (format === 'txt' || format === 'srt' || format === 'vtt') return 'text';
  if (format === 'html' || format === 'epub') return format;
  if (format === 'md') return 'markdown';
  if (PAGED_OFFICE.has(format)) return 'pages';
  return 'office';
}

/** Where a file's rendered pages are: its address with `/preview` before any query. */
export function pagesSrc(src: string): string {
  const [address, query] = src.split(/\?(.*)/s, 2);
  return `${address}/preview${query ? `?${query}` : ''}`;
}
