/** Languages the app offers (ISO 639-1). Which provider can do which pair is reported at run time. */
export const LANGUAGES = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ca: 'Catalan',
  gl: 'Galician',
  ro: 'Romanian',
  oc: 'Occitan',
  eu: 'Basque',
  eo: 'Esperanto',
  nl: 'Dutch',
  pl: 'Polish',
  ru: 'Russian',
  uk: 'Ukrainian',
  sv: 'Swedish',
  da: 'Danish',
  nb: 'Norwegian',
  tr: 'Turkish',
  el: 'Greek',
  ar: 'Arabic',
  he: 'Hebrew',
  fa: 'Persian',
  ur: 'Urdu',
  hi: 'Hindi',
  bn: 'Bengali',
  th: 'Thai',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [LanguageCode, ...LanguageCode[]];

/**
 * The Tesseract data that reads each language (Debian's tesseract-ocr-<code> packages on the
 * server, the same models in the browser's live mode).
 */
export const TESSERACT_LANGUAGES: Readonly<Record<LanguageCode, string>> = {
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  pt: 'por',
  ca: 'cat',
  gl: 'glg',
  ro: 'ron',
  oc: 'oci',
  eu: 'eus',
  eo: 'epo',
  nl: 'nld',
  pl: 'pol',
  ru: 'rus',
  uk: 'ukr',
  sv: 'swe',
  da: 'dan',
  nb: 'nor',
  tr: 'tur',
  ar: 'ara',
  el: 'ell',
  he: 'heb',
  fa: 'fas',
  ur: 'urd',
  hi: 'hin',
  bn: 'ben',
  th: 'tha',
  zh: 'chi_sim',
  ja: 'jpn',
  ko: 'kor',
};

/** Scripts written right to left. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar', 'he', 'fa', 'ur'];
