/**
 * Tesseract models shipped with the web build (npm `@tesseract.js-data/<code>`): the languages
 * Debian gives the server's OCR. The Vite plugin in apps/web/ocrAssets.ts copies exactly these.
 */
export const OCR_MODELS = ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'cat'] as const;
export type OcrModel = (typeof OCR_MODELS)[number];

const MODEL_OF_LANGUAGE: Readonly<Record<string, OcrModel>> = {
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  pt: 'por',
  ca: 'cat',
};

/**
 * Models read together when the source is 'auto'; the server detects the language afterwards.
 * Every extra model slows each recognition, so only the most asked-for Latin-script languages.
 */
export const AUTO_MODELS: readonly OcrModel[] = ['eng', 'spa', 'fra', 'deu'];

/** The models to read an app language ('auto' or a code) with, or null when none is shipped. */
export function ocrModelsFor(language: string): readonly OcrModel[] | null {
  if (language === 'auto') return AUTO_MODELS;
  const model = MODEL_OF_LANGUAGE[language];
  return model ? [model] : null;
}
