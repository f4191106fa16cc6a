import { TESSERACT_LANGUAGES, type LanguageCode } from '@tolk/contract';

/**
 * Tesseract models shipped with the web build, the Vite plugin in apps/web/ocrAssets.ts copies
 * exactly these: from npm `@tesseract.js-data/<code>` ...
 */
export const OCR_MODELS = ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'cat'] as const;
/**
 * ... and, for the other languages the app offers, from the Debian tesseract-ocr-<code> packages
 * the server reads photos with (installed by scripts/setup-system.sh before the build).
 */
export const DEBIAN_OCR_MODELS = [
  'glg',
  'ron',
  'oci',
  'eus',
  'epo',
  'nld',
  'pol',
  'rus',
  'ukr',
  'swe',
  'dan',
  'nor',
  'tur',
  'ell',
  'ara',
  'heb',
  'fas',
  'urd',
  'hin',
  'ben',
  'tha',
  'chi_sim',
  'jpn',
  'kor',
] as const;
export type OcrModel = (typeof OCR_MODELS)[number] | (typeof DEBIAN_OCR_MODELS)[number];

/**
 * Models read together when the source is 'auto'; the server detects the language afterwards.
 * Every extra model slows each recognition, so only the most asked-for Latin-script languages.
 */
export const AUTO_MODELS: readonly OcrModel[] = ['eng', 'spa', 'fra', 'deu'];

/** The models to read an app language ('auto' or a code) with, or null when none is shipped. */
export function ocrModelsFor(language: string): readonly OcrModel[] | null {
  if (language === 'auto') return AUTO_MODELS;
  if (!Object.hasOwn(TESSERACT_LANGUAGES, language)) return null;
  return [TESSERACT_LANGUAGES[language as LanguageCode] as OcrModel];
}
