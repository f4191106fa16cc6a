// How many bytes a PDF stream decodes to, measured without ever holding more than the cap: Flate
// with Node's zlib (bounded by maxOutputLength, counted chunk by chunk when big), the older filters
// by ./pdf-decoders.ts. Image codecs (DCT, JPX, JBIG2, CCITT) end the chain: images are held to
// their pixels instead.
import { constants, createInflate, inflateSync } from 'node:zlib';
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
 * Inflates in chunks, counting, and keeping them only when `keep`. A damaged stream counts what
 * came out before the damage, as the readers keep that much too. Infinity: more than `cap`.
 */
function streamInflate(
  data: Uint8Array,
  cap: number,
  keep: boolean,
): Promise<{ size: number; bytes?: Uint8Array }> {
  return new Promise((resolve) => {
    const inflate = createInflate({ ...SYNC_FLUSH, chunkSize: 256 * 1024 });
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
    inflate.end(data);
  });
}

async function flate(
  data: Uint8Array,
  cap: number,
  keep: boolean,
): Promise<{ size: number; bytes?: Uint8Array }> {
  try {
    const bytes = inflateSync(data, {
      ...SYNC_FLUSH,
      maxOutputLength: Math.max(1, Math.min(cap, SYNC_BYTES)),
    });
    return { size: bytes.length, bytes };
  } catch (error) {
    if (isTooLarge(error) && cap <= SYNC_BYTES) return { size: Number.POSITIVE_INFINITY };
    // Bigger than one call's share, or damaged part way: stream it to know how far it goes.
    return streamInflate(data, cap, keep);
  }
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
): Promise<Decoded> {
  let bytes = data;
  for (const [stage, filter] of filters.entries()) {
    const last = stage === filters.length - 1;
    if (FLATE.has(filter)) {
      const inflated = await flate(bytes, cap, keep || !last);
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
