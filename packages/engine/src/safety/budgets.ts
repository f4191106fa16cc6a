// Every decoder the engine runs on an uploaded file works within these budgets, checked before the
// decoder gets to allocate: a hostile file is refused with an 'over-budget' error naming the budget
// instead of taking gigabytes or minutes. Each number says why it is what it is; all leave real
// documents far below them (measured figures in docs/decisions/0016-decoder-budgets.md).
import { EngineError } from '../types.ts';

export type Budget =
  | 'nesting'
  | 'pdf-stream-bytes'
  | 'pdf-document-bytes'
  | 'pdf-objects'
  | 'pdf-xref-chain'
  | 'pdf-image-pixels'
  | 'pdf-document-pixels'
  | 'archive-entries'
  | 'archive-bytes';

const MB = 1024 * 1024;

/**
 * How deep a document may nest (HTML and XML elements, PDF objects and content-stream arrays, a PDF
 * page tree). The engine and its libraries walk such trees recursively, so a file nested tens of
 * thousands deep would overflow the stack. Browsers stop nesting HTML elements at 512; real PDFs
 * nest objects a few levels. The hungriest walk (one HTML inline run) still ran at twice the limit
 * on a main thread's stack; the server's engine threads have four times that stack.
 */
export const MAX_TREE_DEPTH = 1000;

export interface PdfBudget {
  /**
   * Bytes one stream may decode to (content streams, fonts, object streams; images are held to
   * pixels instead, attachments are never decoded). pdf.js and the text stripper hold a page's
   * decoded content and its operators in memory, about ten times its size: 64 MB keeps one page
   * under a gigabyte. Real content streams stay under a few MB; a full CJK font is about 20 MB.
   */
  streamBytes: number;
  /**
   * Decoded bytes of all those streams together. The largest real manuals measured (1,000+ pages)
   * decode to under 60 MB; 512 MB is room for 2,000 heavy pages while a 400 kB file that inflates
   * to gigabytes is refused.
   */
  documentBytes: number;
  /**
   * Objects, counting those packed in object streams. pdf-lib parses every object when it opens a
   * file (a few hundred bytes each in memory); a 1,500-page manual has about 60,000.
   */
  objects: number;
  /**
   * Cross-reference sections chained by /Prev (one per incremental save). A loop is an endless
   * chain. Files saved a thousand times over do not occur; each section costs a parse of its table.
   */
  xrefSections: number;
  /**
   * Pixels of one image. pdf.js decodes an image whole, four bytes a pixel, to draw or read it:
   * 100 megapixels (400 MB) holds an A3 page scanned at 600 dpi (70 MP).
   */
  imagePixels: number;
  /**
   * Pixels of all images together: 2,000 pages (the page limit) of 300 dpi scans is 17 gigapixels.
   * More only costs decoding time nobody needs.
   */
  documentPixels: number;
}

export const PDF_BUDGET: PdfBudget = {
  streamBytes: 64 * MB,
  documentBytes: 512 * MB,
  objects: 1_000_000,
  xrefSections: 1000,
  imagePixels: 100_000_000,
  documentPixels: 20_000_000_000,
};

export interface ZipBudget {
  maxEntries: number;
  /** Sum of inflated bytes read from the archive. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Inflated/compressed ratio above which an entry is a bomb (only checked past `ratioFloorBytes`). */
  maxRatio: number;
  ratioFloorBytes: number;
}

/**
 * Office documents and e-books are zips. 10,000 entries is ten times a big EPUB's; 256 MB is a
 * huge spreadsheet's XML, and text compresses about 10:1, so a 200:1 entry is a bomb.
 */
export const ZIP_BUDGET: ZipBudget = {
  maxEntries: 10_000,
  maxTotalBytes: 512 * MB,
  maxEntryBytes: 256 * MB,
  maxRatio: 200,
  ratioFloorBytes: MB,
};

/** The refusal of a file over `budget`; `message` says what was too much, in the engine's English. */
export function overBudget(budget: Budget, message: string): EngineError {
  return new EngineError('over-budget', message, { budget });
}

export const megabytes = (bytes: number): string => `${Math.round(bytes / MB)} MB`;
