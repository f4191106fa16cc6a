/** Writing systems (ISO 15924) the app sets text in. */
export type Script =
  | 'Latn'
  | 'Cyrl'
  | 'Grek'
  | 'Armn'
  | 'Geor'
  | 'Arab'
  | 'Hebr'
  | 'Thaa'
  | 'Deva'
  | 'Beng'
  | 'Gujr'
  | 'Guru'
  | 'Orya'
  | 'Taml'
  | 'Telu'
  | 'Knda'
  | 'Mlym'
  | 'Sinh'
  | 'Thai'
  | 'Laoo'
  | 'Khmr'
  | 'Mymr'
  | 'Tibt'
  | 'Ethi'
  | 'Cans'
  | 'Hans'
  | 'Jpan'
  | 'Kore';

/**
 * Languages the app knows (ISO 639-1, or 639-2/3 where a language has no two-letter code), each with
 * its English name and the script it is written in. Which of them a provider translates is asked of
 * the provider at run time (its own language list); this table only names them.
 */
const LANGUAGE_TABLE = {
  en: ['English', 'Latn'],
  es: ['Spanish', 'Latn'],
  fr: ['French', 'Latn'],
  de: ['German', 'Latn'],
  it: ['Italian', 'Latn'],
  pt: ['Portuguese', 'Latn'],
  ca: ['Catalan', 'Latn'],
  gl: ['Galician', 'Latn'],
  ro: ['Romanian', 'Latn'],
  oc: ['Occitan', 'Latn'],
  eu: ['Basque', 'Latn'],
  eo: ['Esperanto', 'Latn'],
  nl: ['Dutch', 'Latn'],
  pl: ['Polish', 'Latn'],
  ru: ['Russian', 'Cyrl'],
  uk: ['Ukrainian', 'Cyrl'],
  sv: ['Swedish', 'Latn'],
  da: ['Danish', 'Latn'],
  nb: ['Norwegian', 'Latn'],
  tr: ['Turkish', 'Latn'],
  el: ['Greek', 'Grek'],
  ar: ['Arabic', 'Arab'],
  he: ['Hebrew', 'Hebr'],
  fa: ['Persian', 'Arab'],
  ur: ['Urdu', 'Arab'],
  hi: ['Hindi', 'Deva'],
  bn: ['Bengali', 'Beng'],
  th: ['Thai', 'Thai'],
  zh: ['Chinese', 'Hans'],
  ja: ['Japanese', 'Jpan'],
  ko: ['Korean', 'Kore'],
  af: ['Afrikaans', 'Latn'],
  am: ['Amharic', 'Ethi'],
  as: ['Assamese', 'Beng'],
  ay: ['Aymara', 'Latn'],
  az: ['Azerbaijani', 'Latn'],
  ba: ['Bashkir', 'Cyrl'],
  be: ['Belarusian', 'Cyrl'],
  bg: ['Bulgarian', 'Cyrl'],
  bm: ['Bambara', 'Latn'],
  bo: ['Tibetan', 'Tibt'],
  bs: ['Bosnian', 'Latn'],
  ceb: ['Cebuano', 'Latn'],
  ckb: ['Central Kurdish', 'Arab'],
  co: ['Corsican', 'Latn'],
  cs: ['Czech', 'Latn'],
  cv: ['Chuvash', 'Cyrl'],
  cy: ['Welsh', 'Latn'],
  dv: ['Dhivehi', 'Thaa'],
  ee: ['Ewe', 'Latn'],
  et: ['Estonian', 'Latn'],
  fi: ['Finnish', 'Latn'],
  fj: ['Fijian', 'Latn'],
  fo: ['Faroese', 'Latn'],
  fy: ['Western Frisian', 'Latn'],
  ga: ['Irish', 'Latn'],
  gd: ['Scottish Gaelic', 'Latn'],
  gn: ['Guarani', 'Latn'],
  gu: ['Gujarati', 'Gujr'],
  ha: ['Hausa', 'Latn'],
  haw: ['Hawaiian', 'Latn'],
  hmn: ['Hmong', 'Latn'],
  hr: ['Croatian', 'Latn'],
  ht: ['Haitian Creole', 'Latn'],
  hu: ['Hungarian', 'Latn'],
  hy: ['Armenian', 'Armn'],
  id: ['Indonesian', 'Latn'],
  ig: ['Igbo', 'Latn'],
  is: ['Icelandic', 'Latn'],
  iu: ['Inuktitut', 'Cans'],
  jv: ['Javanese', 'Latn'],
  ka: ['Georgian', 'Geor'],
  kk: ['Kazakh', 'Cyrl'],
  km: ['Khmer', 'Khmr'],
  kn: ['Kannada', 'Knda'],
  ku: ['Kurdish', 'Latn'],
  ky: ['Kyrgyz', 'Cyrl'],
  la: ['Latin', 'Latn'],
  lb: ['Luxembourgish', 'Latn'],
  lg: ['Ganda', 'Latn'],
  ln: ['Lingala', 'Latn'],
  lo: ['Lao', 'Laoo'],
  lt: ['Lithuanian', 'Latn'],
  lv: ['Latvian', 'Latn'],
  mg: ['Malagasy', 'Latn'],
  mi: ['Maori', 'Latn'],
  mk: ['Macedonian', 'Cyrl'],
  ml: ['Malayalam', 'Mlym'],
  mn: ['Mongolian', 'Cyrl'],
  mr: ['Marathi', 'Deva'],
  ms: ['Malay', 'Latn'],
  mt: ['Maltese', 'Latn'],
  my: ['Burmese', 'Mymr'],
  ne: ['Nepali', 'Deva'],
  ny: ['Nyanja', 'Latn'],
  om: ['Oromo', 'Latn'],
  or: ['Odia', 'Orya'],
  pa: ['Punjabi', 'Guru'],
  ps: ['Pashto', 'Arab'],
  qu: ['Quechua', 'Latn'],
  rw: ['Kinyarwanda', 'Latn'],
  sa: ['Sanskrit', 'Deva'],
  sd: ['Sindhi', 'Arab'],
  si: ['Sinhala', 'Sinh'],
  sk: ['Slovak', 'Latn'],
  sl: ['Slovenian', 'Latn'],
  sm: ['Samoan', 'Latn'],
  sn: ['Shona', 'Latn'],
  so: ['Somali', 'Latn'],
  sq: ['Albanian', 'Latn'],
  sr: ['Serbian', 'Cyrl'],
  st: ['Southern Sotho', 'Latn'],
  su: ['Sundanese', 'Latn'],
  sw: ['Swahili', 'Latn'],
  ta: ['Tamil', 'Taml'],
  te: ['Telugu', 'Telu'],
  tg: ['Tajik', 'Cyrl'],
  ti: ['Tigrinya', 'Ethi'],
  tk: ['Turkmen', 'Latn'],
  tl: ['Filipino', 'Latn'],
  tn: ['Tswana', 'Latn'],
  to: ['Tongan', 'Latn'],
  ts: ['Tsonga', 'Latn'],
  tt: ['Tatar', 'Cyrl'],
  ty: ['Tahitian', 'Latn'],
  ug: ['Uyghur', 'Arab'],
  uz: ['Uzbek', 'Latn'],
  vi: ['Vietnamese', 'Latn'],
  xh: ['Xhosa', 'Latn'],
  yi: ['Yiddish', 'Hebr'],
  yo: ['Yoruba', 'Latn'],
  zu: ['Zulu', 'Latn'],
} as const satisfies Record<string, readonly [string, Script]>;

export type LanguageCode = keyof typeof LANGUAGE_TABLE;
export const LANGUAGE_CODES = Object.keys(LANGUAGE_TABLE) as [LanguageCode, ...LanguageCode[]];

/** English names, for where the UI language has none. */
export const LANGUAGES = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, LANGUAGE_TABLE[code][0]]),
) as Readonly<Record<LanguageCode, string>>;

export function isLanguageCode(code: string): code is LanguageCode {
  return Object.hasOwn(LANGUAGE_TABLE, code);
}

const RTL_SCRIPTS: ReadonlySet<Script> = new Set(['Arab', 'Hebr', 'Thaa']);

/** The script a language is written in; undefined for codes the app does not know. */
export function languageScript(code: string): Script | undefined {
  return isLanguageCode(code) ? LANGUAGE_TABLE[code][1] : undefined;
}

export function languageDirection(code: string): 'ltr' | 'rtl' {
  const script = languageScript(code);
  return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
}

/** Languages whose script is written right to left. */
export const RTL_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES.filter((code) =>
  RTL_SCRIPTS.has(LANGUAGE_TABLE[code][1]),
);

/**
 * The Tesseract data that reads each language photos are read in (Debian's tesseract-ocr-<code>
 * packages on the server, the same models in the browser's live mode).
 */
export const TESSERACT_LANGUAGES: Readonly<Partial<Record<LanguageCode, string>>> = {
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
