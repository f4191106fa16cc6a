// OCR of a decoded image with the Tesseract CLI: small images are upscaled (Tesseract reads text
// best with letters 20–40 px tall), huge ones scaled down to bound time, mostly dark images are
// inverted (Tesseract is trained on dark ink on light paper); word boxes come back in image pixels.

import type { PixelImage } from '../../ocr/colours.ts';
import { recognise, tesseractLanguages, type OcrWord } from '../../ocr/tesseract.ts';
import { ocrPng } from './pixels.ts';

/** Long side Tesseract gets: smaller images are upscaled towards it (at most 3×). */
const TARGET_LONG_SIDE = 2000;
const MAX_UPSCALE = 3;
/** Above this the image is scaled down: camera photos carry large text, and time grows with pixels. */
const MAX_LONG_SIDE = 5000;
const DARK_MEAN = 110;

export function ocrScale(width: number, height: number): number {
  const longest = Math.max(width, height);
  if (longest > MAX_LONG_SIDE) return MAX_LONG_SIDE / longest;
  return Math.min(MAX_UPSCALE, Math.max(1, TARGET_LONG_SIDE / longest));
}

function meanLuminance(image: PixelImage): number {
  const { pixels } = image;
  const step = Math.max(1, Math.floor(pixels.length / 4 / 50_000)) * 4;
  let sum = 0;
  let count = 0;
  for (let offset = 0; offset < pixels.length; offset += step) {
    sum +=
      0.299 * (pixels[offset] ?? 0) + 0.587 * (pixels[offset + 1] ?? 0) + 0.114 * (pixels[offset + 2] ?? 0);
    count++;
  }
  return count === 0 ? 255 : sum / count;
}

export async function recogniseImage(
  image: PixelImage,
  from: string,
  signal?: AbortSignal,
): Promise<OcrWord[]> {
  const scale = ocrScale(image.width, image.height);
  const png = await ocrPng(image, scale, meanLuminance(image) < DARK_MEAN);
  const words = await recognise(png, tesseractLanguages(from), signal);
  return words.map((word) => ({
    ...word,
    left: word.left / scale,
    top: word.top / scale,
    width: word.width / scale,
    height: word.height / scale,
  }));
}

/**
 * translateFile analyses (automatic languages, for detection) and then translates the same bytes:
 * readings are kept per byte array so an image is recognised once per job. The automatic reading
 * starts with English, so it stands for an English source too; other sources are read again with
 * their own language (accents, ß) once they are known.
 */
const recognised = new WeakMap<Uint8Array, Map<string, Promise<OcrWord[]>>>();

function readingKey(from: string): string {
  return from === 'en' ? 'auto' : from;
}

export function wordsOf(
  bytes: Uint8Array,
  image: PixelImage,
  from: string,
  signal?: AbortSignal,
): Promise<OcrWord[]> {
  const readings = recognised.get(bytes) ?? new Map<string, Promise<OcrWord[]>>();
  recognised.set(bytes, readings);
  const key = readingKey(from);
  const cached = readings.get(key);
  if (cached) return cached;
  const words = recogniseImage(image, from, signal);
  readings.set(key, words);
  words.catch(() => readings.delete(key));
  return words;
}
