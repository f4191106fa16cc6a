// How many bytes a PDF stream decodes to, measured without ever holding more than the cap: Flate
// with Node's zlib (bounded by maxOutputLength, counted chunk by chunk when big), the older filters
// by ./pdf-decoders.ts. Image codecs (DCT, JPX, JBIG2, CCITT) end the chain: images are held to
// their pixels instead.
import { constants, createInflateRaw, inflateRawSync } from 'node:zlib';
import {
  ascii85Decode,
  asciiHexDecode,
  lzwDecode,
  runLengthDecode,
  type CappedDecoder,
} from './pdf-decoders.ts';
import { isDict, isName, type PdfValue } from './pdf-syntax.ts';

/** Streams up to this size inflate in one call; bigger ones are counted as they stream. */
const SYNC_BYTES = 8 * 1024 * 1024;
const SYNC_FLUSH = { finishFlush: constants.Z_SYNC_FLUSH };

const FLATE = new Set(['FlateDecode', 'Fl']);
const OTHERS: Record<string, CappedDecoder> = {
  LZWDecode: lzwDecode,
  LZW: lzwDecode,
  RunLengthDecode: runLengthDecode,
  RL: runLengthDecode,
  ASCIIHexDecode: asciiHexDecode,
  AHx: asciiHexDecode,
  ASCII85Decode: ascii85Decode,
  A85: ascii85Decode,
};

const isTooLarge = (error: unknown) =>
  error instanceof RangeError || (error as { code?: string } | null)?.code === 'ERR_BUFFER_TOO_LARGE';

/**
 * Whether the two-byte zlib header is one the readers accept (pdf.js's checks). They decode
 * nothing from a stream without one, and ignore the checksum at the end: so the scan inflates the
 * raw deflate data after the header and never checks the checksum either.
 */
function zlibHeader(data: Uint8Array): boolean {
  const [method, flags] = [data[0] ?? -1, data[1] ?? -1];
  return (method & 0x0f) === 8 && ((method << 8) + flags) % 31 === 0 && (flags & 0x20) === 0;
}

type Inflated = Buffer | 'too-large' | 'damaged';

function inflateOnce(raw: Uint8Array, limit: number): Inflated {
  try {
    return inflateRawSync(raw, { ...SYNC_FLUSH, maxOutputLength: limit });
  } catch (error) {
    return isTooLarge(error) ? 'too-large' : 'damaged';
  }
}

/**
 * Inflates in chunks, counting, and keeping them only when `keep`: for streams bigger than one
 * call's share (at most documentBytes / SYNC_BYTES of them fit a budget). A damaged stream counts
 * what came out before the damage, as the readers keep that much. Infinity: more than `cap`.
 */
function streamInflate(raw: Uint8Array, cap: number, keep: boolean): Promise<Decoded> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({ ...SYNC_FLUSH, chunkSize: 256 * 1024 });
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (total: number) => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve(keep && total <= cap ? { size: total, bytes: Buffer.concat(chunks) } : { size: total });
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) finish(Number.POSITIVE_INFINITY);
      else if (keep) chunks.push(chunk);
    });
    inflate.on('end', () => finish(size));
    inflate.on('error', () => finish(size));
    inflate.end(raw);
  });
}

/**
 * How many inflate calls one scan may spend finding how far damaged streams decode. Real files
 * have a few damaged streams, measured exactly; past this, a damaged stream is taken to decode to
 * as much as deflate allows (1,032 bytes a byte), which a hostile file soon finds over budget.
 */
export interface Effort {
  damagedCalls: number;
  /** Damaged streams too big to search that way, counted as they stream instead. */
  damagedStreams: number;
}
export const scanEffort = (): Effort => ({ damagedCalls: 20_000, damagedStreams: 100 });

/** Damaged streams of more compressed bytes than this are counted as they stream. */
const SMALL_DAMAGED = 64 * 1024;
const DEFLATE_MAX_RATIO = 1032;

async function flate(data: Uint8Array, cap: number, keep: boolean, effort: Effort): Promise<Decoded> {
  if (!zlibHeader(data)) return { size: 0, bytes: new Uint8Array(0) };
  const raw = data.subarray(2);
  const limit = Math.max(1, Math.min(cap, SYNC_BYTES));
  const tooLarge = () =>
    cap <= SYNC_BYTES ? { size: Number.POSITIVE_INFINITY } : streamInflate(raw, cap, keep);
  const inflated = inflateOnce(raw, limit);
  if (inflated === 'too-large') return tooLarge();
  if (inflated !== 'damaged') return { size: inflated.length, bytes: inflated };
  if (raw.length > SMALL_DAMAGED && effort.damagedStreams-- > 0) return streamInflate(raw, cap, keep);
  if (raw.length > SMALL_DAMAGED || effort.damagedCalls <= 0) return { size: raw.length * DEFLATE_MAX_RATIO };
  // What the readers decode before the damage: the longest start of the data that inflates
  // (cutting deflate data short is never an error, only what is damaged is).
  let [good, bad, best]: [number, number, Uint8Array] = [0, raw.length, new Uint8Array(0)];
  while (bad - good > 1 && effort.damagedCalls-- > 0) {
    const middle = (good + bad) >> 1;
    const attempt = inflateOnce(raw.subarray(0, middle), limit);
    if (attempt === 'too-large') return tooLarge();
    if (attempt === 'damaged') bad = middle;
    else [good, best] = [middle, attempt];
  }
  return bad - good > 1 ? { size: raw.length * DEFLATE_MAX_RATIO } : { size: best.length, bytes: best };
}

/** The filter names of a stream dictionary's /Filter (a name or an array of names). */
export function filterNames(filter: PdfValue | undefined): string[] {
  const list = Array.isArray(filter) ? filter : filter === undefined ? [] : [filter];
  return list.map((entry) => (isName(entry) ? entry.name : '?'));
}

function earlyChange(parms: PdfValue | undefined, stage: number): number {
  const entry = Array.isArray(parms) ? parms[stage] : parms;
  const value = isDict(entry) ? entry.get('EarlyChange') : undefined;
  return value === 0 ? 0 : 1;
}

export interface Decoded {
  /** Bytes the stream decodes to (before image codecs); Infinity when more than the cap. */
  size: number;
  /** The decoded bytes, when asked for and within the cap. */
  bytes?: Uint8Array;
}

/**
 * Decodes `data` through `filters` in order within `cap` bytes per stage. `keep` asks for the
 * bytes of the last stage (object streams are read); otherwise a last Flate stage is only counted.
 */
export async function decodeStream(
  data: Uint8Array,
  filters: string[],
  parms: PdfValue | undefined,
  cap: number,
  keep = false,
  effort: Effort = scanEffort(),
): Promise<Decoded> {
  let bytes = data;
  for (const [stage, filter] of filters.entries()) {
    const last = stage === filters.length - 1;
    if (FLATE.has(filter)) {
      const inflated = await flate(bytes, cap, keep || !last, effort);
      if (inflated.size > cap || !inflated.bytes) return { size: inflated.size };
      bytes = inflated.bytes;
      continue;
    }
    const decoder = OTHERS[filter];
    // An image codec or a filter no reader knows: what reaches it is what the stream holds.
    if (!decoder) return { size: bytes.length, bytes };
    const decoded = decoder(bytes, cap, earlyChange(parms, stage));
    if (!decoded) return { size: Number.POSITIVE_INFINITY };
    bytes = decoded;
  }
  return { size: bytes.length, bytes };
}
