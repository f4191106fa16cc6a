// Cheap checks on the raw bytes before any parser sees them.

import { ParseSpeeds, PDFDocument } from 'pdf-lib';
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

export async function loadForWriting(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, {
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
}
