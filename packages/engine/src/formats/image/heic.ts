// HEIC (iPhone photos): sniffed by the ISO-BMFF 'ftyp' box, the size checked from the 'ispe'
// property boxes before anything is decoded, then decoded by libheif (WebAssembly, heic-decode) and
// handed to the JPEG module as a JPEG; the translation comes out as a JPEG (sharp writes no HEIC).
import sharp from 'sharp';
import { EngineError, type FormatModule, type FormatOutput } from '../../types.ts';
import { CORRUPT_IMAGE_MESSAGE, MAX_IMAGE_PIXELS, TOO_LARGE_MESSAGE } from './guard.ts';
import { jpegFormat } from './index.ts';

const BRANDS = ['heic', 'heix', 'mif1'];

const text = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** heic-decode 2.1.0 (no bundled types): decodes the primary image to RGBA. */
interface DecodedHeic {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}
type DecodeHeic = (input: { buffer: Uint8Array }) => Promise<DecodedHeic>;
// Loaded on first use (a WebAssembly build of libheif); a variable specifier, as it has no types.
const HEIC_DECODER = 'heic-decode';

export function isHeic(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && text(bytes, 4, 4) === 'ftyp' && BRANDS.includes(text(bytes, 8, 4));
}

interface Box {
  type: string;
  /** Where the box's content starts and ends. */
  start: number;
  end: number;
}

function* boxes(bytes: Uint8Array, start: number, end: number): Generator<Box> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = start; at + 8 <= end;) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) throw new EngineError('corrupt-file', CORRUPT_IMAGE_MESSAGE);
    yield { type: text(bytes, at + 4, 4), start: at + header, end: at + size };
    at += size;
  }
}

const child = (bytes: Uint8Array, parent: Box, type: string, skip = 0) =>
  [...boxes(bytes, parent.start + skip, parent.end)].find((box) => box.type === type);

/** The largest image size the file declares (meta → iprp → ipco → ispe), read without decoding. */
export function declaredSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const meta = [...boxes(bytes, 0, bytes.length)].find((box) => box.type === 'meta');
  // meta is a full box: 4 bytes of version and flags before its children.
  const iprp = meta && child(bytes, meta, 'iprp', 4);
  const ipco = iprp && child(bytes, iprp, 'ipco');
  const sizes = ipco
    ? [...boxes(bytes, ipco.start, ipco.end)]
        .filter((box) => box.type === 'ispe' && box.end - box.start >= 12)
        .map((box) => ({ width: view.getUint32(box.start + 4), height: view.getUint32(box.start + 8) }))
    : [];
  const largest = sizes.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!largest || largest.width < 1 || largest.height < 1)
    throw new EngineError('corrupt-file', CORRUPT_IMAGE_MESSAGE);
  return largest;
}

/** The primary image as a JPEG, after the declared size passed the pixel limit. */
export async function heicToJpeg(bytes: Uint8Array): Promise<Uint8Array> {
  if (!isHeic(bytes)) throw new EngineError('format-mismatch', 'This file is not a HEIC image.');
  const { width, height } = declaredSize(bytes);
  if (width * height > MAX_IMAGE_PIXELS)
    throw new EngineError('too-large', `${TOO_LARGE_MESSAGE} This one is ${width} × ${height} pixels.`);
  const { default: decode } = (await import(HEIC_DECODER)) as { default: DecodeHeic };
  let image: DecodedHeic;
  try {
    image = await decode({ buffer: bytes });
  } catch (error) {
    throw new EngineError('corrupt-file', CORRUPT_IMAGE_MESSAGE, { cause: error });
  }
  const raw = { width: image.width, height: image.height, channels: 4 as const };
  return new Uint8Array(
    await sharp(Buffer.from(image.data.buffer), { raw }).jpeg({ quality: 92 }).toBuffer(),
  );
}

export const heicFormat: FormatModule = {
  id: 'heic',
  extensions: ['heic', 'heif'],
  mimeType: 'image/heic',
  sniff: isHeic,
  analyze: async (bytes, from, fallback) => ({
    ...(await jpegFormat.analyze(await heicToJpeg(bytes), from, fallback)),
    format: 'heic',
  }),
  translate: async (bytes, context): Promise<FormatOutput> => ({
    ...(await jpegFormat.translate(await heicToJpeg(bytes), context)),
    format: 'jpeg',
  }),
};
