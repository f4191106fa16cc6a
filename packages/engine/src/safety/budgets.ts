// Every decoder the engine runs on an uploaded file works within these budgets, checked before the
// decoder gets to allocate: a hostile file is refused with an 'over-budget' error naming the budget
// instead of taking gigabytes or minutes. Each number says why it is what it is. Real documents stay
// far below them; the largest measured (Debian's LaTeX manuals, by the budget scan):
//   source3.pdf   1,611 pages  126,639 objects  streams decode to 33.6 MB, the largest 618 kB
//   source2e.pdf  1,221 pages   90,095 objects  24.6 MB, the largest 440 kB
//   tug2005.pdf   (slides)        1,108 objects  3.3 MB, the largest 768 kB
//   thesis.pdf (bjfuthesis)       22.7 megapixels of images, the largest 4.6 MP
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
   * decoded content and its operators at once, many times its size. Real streams stay under 1 MB;
   * a whole CJK font embedded uncompressed is about 20 MB.
   */
  streamBytes: number;
  /**
   * Decoded bytes of all those streams together: what reading the document costs in time. 256 MB
   * is 7 times the 1,611-page manual's (128 kB a page over the 2,000 pages we take), while the
   * observed attack (400 kB inflating to 400 MB in one stream) held a worker for minutes.
   */
  documentBytes: number;
  /**
   * Objects, counting those packed in object streams. pdf-lib parses every object when it opens a
   * file, about 1.5 kB of memory each (180 MB for the 1,611-page manual's 125,000): 300,000 is
   * more than 2,000 such pages have, and 450 MB.
   */
  objects: number;
  /**
   * Cross-reference sections chained by /Prev, one per incremental save; a loop is an endless
   * chain. No real file is saved a thousand times over.
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
  streamBytes: 32 * MB,
  documentBytes: 256 * MB,
  objects: 300_000,
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
 * Office documents and e-books are zips of tens to hundreds of parts, pictures included: 10,000
 * entries leaves room for a book of thousands of pictures. 256 MB holds a huge spreadsheet's XML;
 * XML compresses about 10:1, so an entry that inflates 200 times its size is a bomb.
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
