// Node's zlib deflates natively what pdf-lib's JavaScript deflate (pako) does several times slower,
// allocating its tables anew for every stream.
import { deflateSync } from 'node:zlib';
import type { PDFContext, PDFRawStream } from 'pdf-lib';

export function flateStream(context: PDFContext, bytes: Uint8Array): PDFRawStream {
  return context.stream(deflateSync(bytes), { Filter: 'FlateDecode' });
}
