// The budget scan of a PDF, run before pdf.js or pdf-lib parse it: the xref chain, every object's
// syntax (nesting) and count, what every stream decodes to (each and in total) and every image's
// pixels. The first budget exceeded is refused; nothing is ever decoded past its cap.
import { megabytes, overBudget, PDF_BUDGET, type PdfBudget } from './budgets.ts';
import { decodeStream, filterNames, scanEffort } from './pdf-filters.ts';
import { PdfObjects, type PdfStream } from './pdf-objects.ts';
import { isName, isRef, skipSpace, type PdfDict } from './pdf-syntax.ts';
import { walkXrefChain } from './pdf-xref.ts';

export interface PdfScan {
  objects: number;
  xrefSections: number;
  /** Streams decoded to measure them, the bytes they decode to together, and the largest. */
  streams: number;
  decodedBytes: number;
  largestStream: number;
  imagePixels: number;
  largestImage: number;
  /** The newest trailer asks for decryption: the scan stopped there, the caller refuses the file. */
  encrypted: boolean;
}

const ENDSTREAM = Buffer.from('endstream', 'latin1');
const FLATE = new Set(['FlateDecode', 'Fl']);

const isImage = (dict: PdfDict) => isName(dict.get('Subtype'), 'Image');

/**
 * Where streams' data ends, as the readers find it: at /Length when `endstream` follows there, else
 * at the next `endstream`. A /Length that names an object the scan cannot read may still be one a
 * reader can: then a Flate stream is read on to the end of the file (zlib stops where the
 * compressed data does, so a false `endstream` inside the data hides nothing). The `endstream`
 * keywords are found once, so no stream costs a search through the rest of the file.
 */
class StreamData {
  private readonly bytes: Uint8Array;
  private readonly objects: PdfObjects;
  private ends?: number[];

  constructor(bytes: Uint8Array, objects: PdfObjects) {
    this.bytes = bytes;
    this.objects = objects;
  }

  private endstreamAt(at: number): boolean {
    return Buffer.from(
      this.bytes.buffer,
      this.bytes.byteOffset + at,
      Math.min(9, this.bytes.length - at),
    ).equals(ENDSTREAM);
  }

  /** The first `endstream` at or after `from`, or the end of the file. */
  private nextEnd(from: number): number {
    if (!this.ends) {
      const file = Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.length);
      this.ends = [];
      for (let at = file.indexOf(ENDSTREAM); at !== -1; at = file.indexOf(ENDSTREAM, at + 9))
        this.ends.push(at);
    }
    let [low, high] = [0, this.ends.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.ends[middle] as number) < from) low = middle + 1;
      else high = middle;
    }
    return this.ends[low] ?? this.bytes.length;
  }

  of(stream: PdfStream, flate: boolean): Uint8Array {
    const { bytes } = this;
    const declared = stream.dict.get('Length');
    const length = this.objects.resolve(declared);
    if (length !== undefined && Number.isInteger(length) && length >= 0) {
      const end = stream.start + length;
      if (end <= bytes.length && this.endstreamAt(skipSpace(bytes, end)))
        return bytes.subarray(stream.start, end);
    }
    const unknown = isRef(declared) && length === undefined;
    return bytes.subarray(stream.start, flate && unknown ? bytes.length : this.nextEnd(stream.start));
  }
}

/** Object numbers the scan must read from object streams: unresolved lengths and image sizes. */
function wantedNumbers(objects: PdfObjects): Set<number> {
  const wanted = new Set<number>();
  for (const { dict } of objects.streams) {
    for (const key of isImage(dict) ? ['Length', 'Width', 'Height'] : ['Length']) {
      const value = dict.get(key);
      if (isRef(value) && !objects.numbers.has(value.num)) wanted.add(value.num);
    }
  }
  return wanted;
}

async function measureStreams(bytes: Uint8Array, objects: PdfObjects, budget: PdfBudget, scan: PdfScan) {
  const wanted = wantedNumbers(objects);
  const extents = new StreamData(bytes, objects);
  const effort = scanEffort();
  // Object streams first: the numbers other streams' lengths point at may be inside them.
  const isObjectStream = (stream: PdfStream) => isName(stream.dict.get('Type'), 'ObjStm');
  const streams = [
    ...objects.streams.filter(isObjectStream),
    ...objects.streams.filter((s) => !isObjectStream(s)),
  ];
  for (const stream of streams) {
    const { dict } = stream;
    // Images are held to their pixels (readers decode only the bytes those need); attachments are
    // never decoded.
    if (isImage(dict) || isName(dict.get('Type'), 'EmbeddedFile')) continue;
    const filters = filterNames(dict.get('Filter'));
    if (filters.length === 0) continue;
    const cap = Math.min(budget.streamBytes, budget.documentBytes - scan.decodedBytes);
    const data = extents.of(stream, FLATE.has(filters[0] ?? ''));
    const decoded = await decodeStream(
      data,
      filters,
      dict.get('DecodeParms'),
      cap,
      isObjectStream(stream),
      effort,
    );
    if (decoded.size > cap) {
      throw cap === budget.streamBytes
        ? overBudget('pdf-stream-bytes', `A stream of the PDF decodes to more than ${megabytes(cap)}.`)
        : overBudget(
            'pdf-document-bytes',
            `The PDF’s streams decode to more than ${megabytes(budget.documentBytes)} together.`,
          );
    }
    scan.streams++;
    scan.decodedBytes += decoded.size;
    scan.largestStream = Math.max(scan.largestStream, decoded.size);
    if (isObjectStream(stream) && decoded.bytes) objects.readObjectStream(dict, decoded.bytes, wanted);
  }
}

function measureImages(objects: PdfObjects, budget: PdfBudget, scan: PdfScan): void {
  for (const { dict } of objects.streams) {
    if (!isImage(dict)) continue;
    const width = objects.resolve(dict.get('Width'));
    const height = objects.resolve(dict.get('Height'));
    // A size the scan cannot read is left to pdf.js's own limit (maxImageSize, the same budget).
    if (width === undefined || height === undefined) continue;
    const pixels = Math.abs(width * height);
    if (pixels > budget.imagePixels) {
      const millions = budget.imagePixels / 1e6;
      throw overBudget(
        'pdf-image-pixels',
        `An image of the PDF has ${width} × ${height} pixels, more than ${millions} million.`,
      );
    }
    scan.imagePixels += pixels;
    scan.largestImage = Math.max(scan.largestImage, pixels);
    if (scan.imagePixels > budget.documentPixels) {
      const billions = budget.documentPixels / 1e9;
      throw overBudget(
        'pdf-document-pixels',
        `The PDF’s images have more than ${billions} billion pixels together.`,
      );
    }
  }
}

/**
 * Measures `bytes` against the budget and throws the 'over-budget' refusal of the first budget it
 * exceeds. Stops early, decoding nothing, when the file is encrypted (see PdfScan.encrypted).
 */
export async function scanPdf(bytes: Uint8Array, budget: PdfBudget = PDF_BUDGET): Promise<PdfScan> {
  const chain = walkXrefChain(bytes, budget.xrefSections);
  const scan: PdfScan = {
    objects: 0,
    xrefSections: chain.sections,
    streams: 0,
    decodedBytes: 0,
    largestStream: 0,
    imagePixels: 0,
    largestImage: 0,
    encrypted: chain.encrypted,
  };
  if (chain.encrypted) return scan;
  const objects = new PdfObjects(budget);
  objects.find(bytes);
  await measureStreams(bytes, objects, budget, scan);
  measureImages(objects, budget, scan);
  scan.objects = objects.count;
  return scan;
}
