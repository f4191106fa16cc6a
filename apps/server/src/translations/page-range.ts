import type { PageRange } from '@tolk/contract';
import { AppError } from '../errors.ts';
import type { Source } from './source.ts';

export interface PagesToTranslate {
  /** The pages charged and translated. */
  pages: number;
  pageFrom: number | null;
  pageTo: number | null;
}

/**
 * The pages a translation of `source` covers: all of them, or the asked range of a PDF. Other
 * formats count pages as 1,800-character units (DESIGN.md), which are no place to cut a document,
 * so only a PDF is translated in part.
 */
export function pagesToTranslate(source: Source, range: PageRange | undefined): PagesToTranslate {
  const all = source.isImage ? 0 : source.analysis.pages;
  if (!range) return { pages: all, pageFrom: null, pageTo: null };
  if (source.format !== 'pdf') throw new AppError('invalid-argument', 'PAGE_RANGE_PDF_ONLY');
  if (range.to < range.from) throw new AppError('invalid-argument', 'PAGE_RANGE_REVERSED', { ...range });
  if (range.to > all)
    throw new AppError('invalid-argument', 'PAGE_RANGE_OUTSIDE_DOCUMENT', { ...range, pages: all });
  // The whole document asked for as a range is the whole document.
  if (range.from === 1 && range.to === all) return { pages: all, pageFrom: null, pageTo: null };
  return { pages: range.to - range.from + 1, pageFrom: range.from, pageTo: range.to };
}
