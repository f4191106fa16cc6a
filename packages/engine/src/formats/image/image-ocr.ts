// OCR of a decoded image with the Tesseract CLI: small images are upscaled (Tesseract reads text
// best with letters 20–40 px tall), huge ones scaled down to bound time, mostly dark images are
// inverted (Tesseract is trained on dark ink on light paper); word boxes come back in image pixels.
// With 'auto' the script Tesseract's OSD finds (ocr/script.ts) and the recognised text's language decide.

import { createHash } from 'node:crypto';
import { TESSERACT_LANGUAGES, type LanguageCode } from '@tolk/contract';
import type { PixelImage } from '../../ocr/colours.ts';
import { LATIN_LANGUAGES, tesseractLanguages } from '../../ocr/languages.ts';
import { confidentLanguage } from '../../detect/index.ts';
import { mayBeLatin } from '../../ocr/lookalikes.ts';
import { ocrLanguages, OSD_LONG_SIDE } from '../../ocr/script.ts';
import { recognise, type OcrWord } from '../../ocr/tesseract.ts';
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

/** Words in image pixels, read with the given Tesseract languages. */
export async function recogniseImage(
  image: PixelImage,
  languages: string,
  dark: boolean,
  signal?: AbortSignal,
): Promise<OcrWord[]> {
  const scale = ocrScale(image.width, image.height);
  const png = await ocrPng(image, scale, dark);
  const words = await recognise(png, languages, signal);
  return words.map((word) => ({
    ...word,
    left: word.left / scale,
    top: word.top / scale,
    width: word.width / scale,
    height: word.height / scale,
  }));
}

/** The copy OSD looks at for 'auto': small images upscaled like for OCR, large ones scaled down. */
function osdCopy(image: PixelImage, dark: boolean): Promise<Uint8Array> {
  const longest = Math.max(image.width, image.height);
  return ocrPng(image, Math.min(ocrScale(image.width, image.height), OSD_LONG_SIDE / longest), dark);
}

export interface ImageReading {
  words: OcrWord[];
  /** The Tesseract languages the text was read with. */
  languages: string;
  /**
   * With 'auto': the language of the recognised text when the detector is sure of it, otherwise the
   * caller's fallback (the user's usual source language); undefined when neither is known.
   */
  language?: string;
}

/**
 * translateFile analyses (automatic languages, for detection) and then translates the same bytes,
 * and a server analyses an upload before translating it: readings are kept by the image's SHA-256
 * (the last few images), so an image is recognised once however many times its bytes are read. English and the Latin
 * languages 'auto' uses stand for each other (English decides most words of both); other sources
 * are read again with their own language (accents, ß, Ukrainian letters) once they are known.
 */
interface Readings {
  /** 'auto' readings by fallback language ('' for none). */
  auto: Map<string, Promise<ImageReading>>;
  words: Map<string, Promise<OcrWord[]>>;
}
const recognised = new Map<string, Readings>();
const KEEP_READINGS = 8;

/** The readings of these bytes, most recently used last; the oldest beyond KEEP_READINGS go. */
function readingsOf(bytes: Uint8Array): Readings {
  const key = createHash('sha256').update(bytes).digest('hex');
  const readings = recognised.get(key) ?? { auto: new Map(), words: new Map<string, Promise<OcrWord[]>>() };
  recognised.delete(key);
  recognised.set(key, readings);
  for (const oldest of recognised.keys()) {
    if (recognised.size <= KEEP_READINGS) break;
    recognised.delete(oldest);
  }
  return readings;
}

function remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

interface Reader {
  readings: Readings;
  image: PixelImage;
  dark: boolean;
  signal: AbortSignal | undefined;
}

function wordsWith(reader: Reader, languages: string): Promise<OcrWord[]> {
  const { readings } = reader;
  const key = languages === 'eng' ? LATIN_LANGUAGES : languages;
  let words = readings.words.get(key);
  if (!words) {
    words = remember(recogniseImage(reader.image, languages, reader.dark, reader.signal), () =>
      readings.words.delete(key),
    );
    readings.words.set(key, words);
  }
  return words;
}

const textOf = (words: OcrWord[]) => words.map((word) => word.text).join(' ');

/**
 * 'auto': the script OSD guesses picks the languages of a first reading, and the language detector
 * documents use names the language of its text. OSD takes capitals of English for Cyrillic, so a
 * Cyrillic reading of Latin-looking letters is read again as Latin before detecting. When the
 * detector is unsure (short or ambiguous text), the fallback is the language: never a guess. The
 * text is read again only when that language's data differs from the first reading's.
 */
async function autoReading(reader: Reader, fallback: string | undefined): Promise<ImageReading> {
  let languages = await ocrLanguages('auto', () => osdCopy(reader.image, reader.dark), reader.signal);
  let words = await wordsWith(reader, languages);
  if (languages !== LATIN_LANGUAGES && mayBeLatin(textOf(words))) {
    languages = LATIN_LANGUAGES;
    words = await wordsWith(reader, languages);
  }
  const found = await confidentLanguage(textOf(words));
  // Only a language with reading data of its own is taken from a photo: a confident Serbian or
  // Tagalog from a misread is no better than a guess.
  const language = found && Object.hasOwn(TESSERACT_LANGUAGES, found) ? found : fallback;
  if (!language) return { words, languages };
  const own = TESSERACT_LANGUAGES[language as LanguageCode] ?? languages;
  return { words: await wordsWith(reader, own), languages: own, language };
}

export async function readingOf(
  bytes: Uint8Array,
  image: PixelImage,
  from: string,
  signal?: AbortSignal,
  /** With 'auto': the language to read with when the text's own cannot be told. */
  fallback?: string,
): Promise<ImageReading> {
  const readings = readingsOf(bytes);
  const reader = { readings, image, dark: meanLuminance(image) < DARK_MEAN, signal };
  if (from !== 'auto') {
    const languages = tesseractLanguages(from);
    return { words: await wordsWith(reader, languages), languages };
  }
  const key = fallback ?? '';
  let reading = readings.auto.get(key);
  if (!reading) {
    reading = remember(autoReading(reader, fallback), () => readings.auto.delete(key));
    readings.auto.set(key, reading);
  }
  return reading;
}
