// Cheap, decode-free checks on an image before any pixel is decompressed: the magic bytes, then the
// header's dimensions (PNG's IHDR read by hand, every format through sharp's metadata), so a
// decompression bomb (a small file declaring huge dimensions) is refused without allocating it.

import sharp, { type Metadata } from 'sharp';
import { EngineError } from '../../types.ts';

export type ImageKind = 'png' | 'jpeg' | 'webp';

/** Larger than any phone camera (about 7,700 × 5,200); the decoded RGBA copy stays under 160 MB. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const CORRUPT_IMAGE_MESSAGE = 'The image is damaged or incomplete and cannot be read.';
export const TOO_LARGE_MESSAGE = `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels can be translated.`;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((value, index) => bytes[at + index] === value);
}

export function imageKind(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
}

function tooLarge(width: number, height: number): EngineError {
  return new EngineError('too-large', `${TOO_LARGE_MESSAGE} This one is ${width} × ${height} pixels.`);
}

/** PNG's first chunk must be IHDR: width and height are big-endian 32-bit numbers at bytes 16 and 20. */
function pngHeaderSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunkType = String.fromCharCode(...bytes.subarray(12, 16));
  if (bytes.length < 33 || chunkType !== 'IHDR') throw new EngineError('corrupt-file', CORRUPT_IMAGE_MESSAGE);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export interface ImageHeader {
  kind: ImageKind;
  /** Stored dimensions (before EXIF orientation is applied). */
  width: number;
  height: number;
}

export async function readImageHeader(bytes: Uint8Array, expected: ImageKind): Promise<ImageHeader> {
  const kind = imageKind(bytes);
  if (kind !== expected)
    throw new EngineError(
      'format-mismatch',
      kind
        ? `This file is not a ${expected.toUpperCase()} image: its content is ${kind.toUpperCase()}.`
        : `This file is not a ${expected.toUpperCase()} image.`,
    );
  if (kind === 'png') {
    const size = pngHeaderSize(bytes);
    if (size.width * size.height > MAX_IMAGE_PIXELS) throw tooLarge(size.width, size.height);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false }).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new EngineError('too-large', TOO_LARGE_MESSAGE, { cause: error });
    throw new EngineError('corrupt-file', CORRUPT_IMAGE_MESSAGE, { cause: error });
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width < 1 || height < 1) throw new EngineError('corrupt-file', CORRUPT_IMAGE_MESSAGE);
  if (width * height > MAX_IMAGE_PIXELS) throw tooLarge(width, height);
  return { kind, width, height };
}
