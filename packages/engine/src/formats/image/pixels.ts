// Decoding an image to upright RGBA pixels (EXIF orientation applied) and encoding pixels back to
// the input's format. Decoding fails on truncated or damaged data instead of returning grey rows.

import sharp, { type Sharp } from 'sharp';
import { EngineError } from '../../types.ts';
import type { PixelImage } from '../../ocr/colours.ts';
import { CORRUPT_IMAGE_MESSAGE, MAX_IMAGE_PIXELS, type ImageKind } from './guard.ts';

export async function decodeImage(bytes: Uint8Array): Promise<PixelImage> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
      animated: false,
    })
      .rotate()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
    return { pixels, width: info.width, height: info.height };
  } catch (error) {
    throw new EngineError('corrupt-file', CORRUPT_IMAGE_MESSAGE, { cause: error });
  }
}

function rawInput(image: PixelImage): Sharp {
  return sharp(Buffer.from(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

/** Encodes in the input's format; JPEG has no alpha, so it is flattened. */
export async function encodeImage(image: PixelImage, kind: ImageKind): Promise<Uint8Array> {
  const input = rawInput(image);
  const output =
    kind === 'png'
      ? input.png({ compressionLevel: 6 })
      : kind === 'jpeg'
        ? input.flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: false })
        : input.webp({ quality: 90 });
  return new Uint8Array(await output.toBuffer());
}

/**
 * Greyscale image for Tesseract, scaled by `scale`, as binary PGM: Leptonica reads it from stdin
 * like a PNG, and writing it costs nothing (no compression of pixels Tesseract decodes at once).
 */
export async function ocrPng(image: PixelImage, scale: number, invert: boolean): Promise<Buffer> {
  let pipeline = rawInput(image).removeAlpha().greyscale();
  if (scale !== 1)
    pipeline = pipeline.resize(Math.round(image.width * scale), Math.round(image.height * scale), {
      kernel: scale > 1 ? 'cubic' : 'lanczos3',
    });
  if (invert) pipeline = pipeline.negate({ alpha: false });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const grey =
    info.channels === 1 ? data : Buffer.from(data.filter((_, index) => index % info.channels === 0));
  return Buffer.concat([Buffer.from(`P5\n${info.width} ${info.height}\n255\n`, 'latin1'), grey]);
}

/** Two images next to each other, original on the left. */
export function sideBySide(left: PixelImage, right: PixelImage): PixelImage {
  const width = left.width + right.width;
  const height = Math.max(left.height, right.height);
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    if (y < left.height)
      pixels.set(left.pixels.subarray(y * left.width * 4, (y + 1) * left.width * 4), y * width * 4);
    if (y < right.height)
      pixels.set(
        right.pixels.subarray(y * right.width * 4, (y + 1) * right.width * 4),
        (y * width + left.width) * 4,
      );
  }
  return { pixels, width, height };
}
