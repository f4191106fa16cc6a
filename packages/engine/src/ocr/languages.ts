// Which Tesseract language data reads which app language (the Debian tesseract-ocr-<code> packages
// of scripts/setup-system.sh), and which languages 'auto' reads a detected script with.

import { TESSERACT_LANGUAGES, type LanguageCode } from '@tolk/contract';

/**
 * Latin text of unknown language: English first (it decides most words; the others are tried on
 * words English reads badly). Measured on an A4 page, adding Italian and Portuguese cost another
 * 10-20% of OCR time; the reading only has to be good enough to detect the language, after which
 * the image is read again with that language's own data.
 */
export const LATIN_LANGUAGES = 'eng+spa+fra+deu';

/**
 * Tesseract's OSD script names → the languages reading that script. OSD often calls Chinese
 * "Japanese" and Japanese "Han" (low confidence, kanji shared): both read with both data, which got
 * every character of generated Chinese and Japanese signs; one alone garbled the other's text.
 */
const SCRIPT_LANGUAGES: Readonly<Record<string, string>> = {
  Latin: LATIN_LANGUAGES,
  Cyrillic: 'rus+ukr',
  Arabic: 'ara',
  Hebrew: 'heb',
  Devanagari: 'hin',
  Han: 'chi_sim+jpn',
  Japanese: 'jpn+chi_sim',
  Hangul: 'kor',
  Korean: 'kor',
};

/** Languages for a given source language; unknown codes read as Latin text of unknown language. */
export function tesseractLanguages(from: string): string {
  return (
    (Object.hasOwn(TESSERACT_LANGUAGES, from) && TESSERACT_LANGUAGES[from as LanguageCode]) || LATIN_LANGUAGES
  );
}

/** Languages for a script OSD found; scripts without installed data (Greek, Thai...) read as Latin. */
export function scriptLanguages(script: string | undefined): string {
  return (script && SCRIPT_LANGUAGES[script]) || LATIN_LANGUAGES;
}
