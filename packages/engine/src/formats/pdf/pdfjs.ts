// Opens PDFs with pdf.js (legacy build for Node) fully offline, and turns its failures into typed
// engine errors.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDF_BUDGET } from '../../safety/budgets.ts';
import { EngineError } from '../../types.ts';

const PDFJS_ROOT = dirname(fileURLToPath(import.meta.resolve('pdfjs-dist/package.json')));
const asset = (folder: string) => join(PDFJS_ROOT, folder) + '/';

export const MAX_PAGES = 2000;
/** PDF's own limit for a page side is 14,400 units (200 inches). */
export const MAX_PAGE_SIDE = 14_400;
const OPEN_TIMEOUT_MS = 60_000;

export const ENCRYPTED_MESSAGE =
  'This PDF is password-protected or encrypted. Remove the protection and upload it again.';
export const CORRUPT_MESSAGE = 'This PDF is damaged or incomplete and cannot be read.';

export function withTimeout<T>(
  promise: Promise<T>,
  milliseconds: number,
  what: string,
  onTimeout?: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new EngineError('timeout', `${what} took longer than ${Math.round(milliseconds / 1000)} s.`));
    }, milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const PARSER_ERRORS = new Set([
  'InvalidPDFException',
  'FormatError',
  'MissingPDFException',
  'UnknownErrorException',
  'ResponseException',
  'XRefParseException',
]);

/** Typed errors for what the PDF parsers say about the file; anything else (a bug) passes through. */
export function mapPdfError(error: unknown, everything = false): unknown {
  if (error instanceof EngineError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException')
    return new EngineError('encrypted-file', ENCRYPTED_MESSAGE, { cause: error });
  if (everything || PARSER_ERRORS.has(name))
    return new EngineError('corrupt-file', CORRUPT_MESSAGE, { cause: error });
  return error;
}

export interface OpenedPdf {
  document: PDFDocumentProxy;
  close(): Promise<void>;
}

/** `fontNames` keeps each font's name on its loaded object (tests read styles from it). */
export async function openWithPdfjs(bytes: Uint8Array, { fontNames = false } = {}): Promise<OpenedPdf> {
  const task = getDocument({
    fontExtraProperties: fontNames,
    // pdf.js transfers (detaches) the buffer it is given, so hand it a copy.
    data: new Uint8Array(bytes),
    standardFontDataUrl: asset('standard_fonts'),
    cMapUrl: asset('cmaps'),
    cMapPacked: true,
    wasmUrl: asset('wasm'),
    iccUrl: asset('iccs'),
    stopAtErrors: false,
    // Images the budget scan could not size (inline ones, sizes it cannot resolve) are left out
    // past the same budget rather than decoded.
    maxImageSize: PDF_BUDGET.imagePixels,
    verbosity: 0,
  });
  try {
    const document = await withTimeout(
      task.promise,
      OPEN_TIMEOUT_MS,
      'Opening the PDF',
      () => void task.destroy(),
    );
    if (document.numPages > MAX_PAGES) {
      throw new EngineError(
        'too-large',
        `This PDF has ${document.numPages} pages; the most we translate at once is ${MAX_PAGES}.`,
      );
    }
    return { document, close: () => task.destroy() };
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw mapPdfError(error, true);
  }
}
