import { decodePDFRawStream, PDFRawStream, PDFStream } from 'pdf-lib';

/** A stream's bytes with its filters undone. */
export function streamBytes(stream: unknown): Uint8Array {
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  if (stream instanceof PDFStream) return stream.getContents();
  return new Uint8Array();
}
