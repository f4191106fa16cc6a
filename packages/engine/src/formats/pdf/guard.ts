// Cheap checks on the raw bytes before any parser sees them, and on the page tree pdf-lib reads.

import { ParseSpeeds, PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject } from 'pdf-lib';
import { MAX_TREE_DEPTH, tooDeep } from '../../safety/depth.ts';
import { scanPdf } from '../../safety/pdf-budget.ts';
import { EngineError } from '../../types.ts';
import { CORRUPT_MESSAGE, ENCRYPTED_MESSAGE } from './pdfjs.ts';

const HEADER = Buffer.from('%PDF-');
const EOF_MARKER = Buffer.from('%%EOF');
/** Viewers accept a header a little after the start of the file; so do we. */
const HEADER_WINDOW = 1024;
const TRAILER_WINDOW = 4096;

export function sniffPdf(bytes: Uint8Array): boolean {
  return (
    Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_WINDOW)).indexOf(HEADER) !== -1
  );
}

export function assertPdf(bytes: Uint8Array): void {
  if (!sniffPdf(bytes)) {
    const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
    throw new EngineError(
      'format-mismatch',
      zip
        ? 'This file is not a PDF: it is a ZIP archive (such as a DOCX, XLSX or EPUB file).'
        : 'This file is not a PDF.',
    );
  }
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).subarray(
    Math.max(0, bytes.length - TRAILER_WINDOW),
  );
  // A PDF always ends with %%EOF; without it the file was cut short (an interrupted upload or download).
  if (tail.indexOf(EOF_MARKER) === -1) throw new EngineError('corrupt-file', CORRUPT_MESSAGE);
}

/**
 * The checks every PDF passes before pdf.js or pdf-lib parse it: it is a whole PDF, not encrypted,
 * and within every decoder budget (safety/pdf-budget.ts), so a bomb is refused before anything
 * inflates it.
 */
export async function admitPdf(bytes: Uint8Array): Promise<void> {
  assertPdf(bytes);
  const scan = await scanPdf(bytes);
  if (scan.encrypted) throw new EngineError('encrypted-file', ENCRYPTED_MESSAGE);
}

/**
 * pdf-lib walks the page tree recursively: a tree too deep overflows the stack, a loop never ends,
 * and a node named twice is walked once per path (2^40 paths in 40 nodes). pdf.js reads such trees
 * without complaint, so they are refused here, before analysis or translation asks for the pages.
 */
function checkPageTree(document: PDFDocument): void {
  const { context } = document;
  const seen = new Set<PDFDict>();
  const pending: [PDFObject | undefined, number][] = [[document.catalog.get(PDFName.of('Pages')), 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [entry, depth] = next;
    const node = context.lookup(entry);
    const kids = node instanceof PDFDict ? node.lookup(PDFName.of('Kids')) : undefined;
    if (!(node instanceof PDFDict) || !(kids instanceof PDFArray)) continue;
    // A node that is its own ancestor, or the child of two nodes, makes the tree a damaged file.
    if (seen.has(node)) throw new EngineError('corrupt-file', CORRUPT_MESSAGE);
    seen.add(node);
    if (depth >= MAX_TREE_DEPTH) throw tooDeep('its page tree');
    for (const kid of kids.asArray()) pending.push([kid, depth + 1]);
  }
}

/**
 * The writer's pages must be the reader's: pdf-lib leaves out an object it cannot parse (a page
 * dictionary nested deeper than its parser's stack, say) where pdf.js still reads the page.
 */
export function checkSamePages(writer: PDFDocument, readerPages: number): void {
  if (writer.getPageCount() !== readerPages)
    throw new EngineError('corrupt-file', 'This PDF is damaged: its page tree is inconsistent.');
}

export async function loadForWriting(bytes: Uint8Array): Promise<PDFDocument> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch (error) {
    // pdf-lib's errors are ES5 classes: instanceof fails on them, their message does not.
    if (error instanceof Error && /is encrypted/.test(error.message))
      throw new EngineError('encrypted-file', ENCRYPTED_MESSAGE, { cause: error });
    throw new EngineError('corrupt-file', CORRUPT_MESSAGE, { cause: error });
  }
  checkPageTree(document);
  return document;
}
