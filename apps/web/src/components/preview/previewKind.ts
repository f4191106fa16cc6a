import type { Translation } from '@tolk/contract';

export type PreviewKind = 'pdf' | 'image' | 'text' | 'office';

/** How the app can show a format: rendered PDF pages, an image, escaped text, or not at all (office files). */
export function previewKind(format: Translation['format']): PreviewKind {
  if (format === 'pdf') return 'pdf';
  if (format === 'png' || format === 'jpeg' || format === 'webp') return 'image';
  if (format === 'txt' || format === 'md' || format === 'html' || format === 'srt' || format === 'vtt')
    return 'text';
  return 'office';
}
