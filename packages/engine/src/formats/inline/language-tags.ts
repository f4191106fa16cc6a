// A translated office document, e-book or web page says its new language, so the reader's spell
// checker, hyphenation and screen reader treat the text as what it now is: Word's w:lang (and
// DrawingML's lang), ODF's fo:language/fo:country, the EPUB package's dc:language and XHTML's
// lang/xml:lang. Only the values of existing language attributes change, plus Word's document
// default when it has none, so nothing else in the part moves.

import type { SafeZip } from '../../safety/zip.ts';
import { languageScript, type Script } from '@tolk/contract';

/** The region office suites pair with each language when they name one (es-ES, not bare es). */
const REGIONS: Record<string, string> = {
  es: 'ES',
  en: 'US',
  fr: 'FR',
  de: 'DE',
  it: 'IT',
  pt: 'PT',
  ca: 'ES',
  gl: 'ES',
  eu: 'ES',
  nl: 'NL',
  pl: 'PL',
  ru: 'RU',
  uk: 'UA',
  sv: 'SE',
  da: 'DK',
  nb: 'NO',
  no: 'NO',
  fi: 'FI',
  tr: 'TR',
  ro: 'RO',
  ar: 'SA',
  he: 'IL',
  hi: 'IN',
  ja: 'JP',
  ko: 'KR',
  zh: 'CN',
  th: 'TH',
  el: 'GR',
  cs: 'CZ',
  hu: 'HU',
};
const EAST_ASIAN: ReadonlySet<Script | undefined> = new Set(['Hans', 'Jpan', 'Kore']);
/** Scripts set in the "complex" slot of Word and ODF: the ones shaped, reordered or right to left. */
const SIMPLE: ReadonlySet<Script | undefined> = new Set([
  undefined,
  'Latn',
  'Cyrl',
  'Grek',
  'Armn',
  'Geor',
  'Ethi',
  'Cans',
]);
const slotOf = (language: string) => {
  const script = languageScript(language);
  return EAST_ASIAN.has(script) ? 'asian' : SIMPLE.has(script) ? 'western' : 'complex';
};

function split(to: string): { language: string; region?: string } {
  const [language = to, region] = to.split(/[-_]/u);
  const known = region?.toUpperCase() ?? REGIONS[language.toLowerCase()];
  return known ? { language: language.toLowerCase(), region: known } : { language: language.toLowerCase() };
}

/** `es-ES` style tag for a target such as `es`, `pt-BR` or `zh-Hans`. */
export function languageTag(to: string): string {
  const { language, region } = split(to);
  return region ? `${language}-${region}` : language;
}

const attribute = (name: string) => new RegExp(`(\\s${name}=")[^"]*(")`, 'gu');

function retagWord(xml: string, to: string): string {
  const tag = languageTag(to);
  const { language } = split(to);
  // The slot of w:lang that holds the target's script: w:val (Latin, Cyrillic, Greek…), w:eastAsia, w:bidi.
  const slot = { asian: 'w:eastAsia', complex: 'w:bidi', western: 'w:val' }[slotOf(language)];
  let out = xml.replace(/<w:lang\b[^>]*\/?>/gu, (element) =>
    new RegExp(`\\s${slot}="`).test(element)
      ? element.replace(attribute(slot), `$1${tag}$2`)
      : element.replace(/<w:lang\b/u, `<w:lang ${slot}="${tag}"`),
  );
  // Word's document default (styles.xml): the language of every run that names none.
  out = out.replace(/<w:rPrDefault>\s*<w:rPr>([\s\S]*?)<\/w:rPr>/u, (whole, inner: string) =>
    /<w:lang\b/u.test(inner) ? whole : whole.replace('</w:rPr>', `<w:lang ${slot}="${tag}"/></w:rPr>`),
  );
  return out;
}

function retagDrawing(xml: string, to: string): string {
  const tag = languageTag(to);
  return xml.replace(/<a:(rPr|endParaRPr|defRPr)\b[^>]*>/gu, (element) =>
    element.replace(attribute('lang'), `$1${tag}$2`),
  );
}

function retagOdf(xml: string, to: string): string {
  const { language, region } = split(to);
  const prefix = { asian: 'asian', complex: 'complex', western: '' }[slotOf(language)];
  const languageName = prefix ? `style:language-${prefix}` : 'fo:language';
  const countryName = prefix ? `style:country-${prefix}` : 'fo:country';
  return xml
    .replace(attribute(languageName), `$1${language}$2`)
    .replace(attribute(countryName), `$1${region ?? 'none'}$2`);
}

/**
 * The `<html>` start tag names the language: `lang` and `xml:lang` get it where they exist, and the
 * names in `added` are added where they do not (a web page: `lang`; an e-book's page: both).
 */
export function retagHtml(markup: string, to: string, added: readonly string[]): string {
  return markup.replace(/<html\b[^>]*>/iu, (element) => {
    let out = element;
    for (const name of ['xml:lang', 'lang']) {
      const value = new RegExp(`(\\s${name}\\s*=\\s*)(["']?)[^"'\\s>]*\\2`, 'iu');
      if (value.test(out)) out = out.replace(value, `$1"${to}"`);
      else if (added.includes(name)) out = out.replace(/^<html\b/iu, `<html ${name}="${to}"`);
    }
    return out;
  });
}

function retagPackage(xml: string, to: string): string {
  return xml.replace(/(<dc:language\b[^>]*>)[^<]*(<\/dc:language>)/gu, `$1${to}$2`);
}

/** Rewrites the language of every XML part of the archive that names one. */
export async function retagLanguage(zip: SafeZip, to: string): Promise<void> {
  for (const name of zip.names()) {
    if (!/\.(xml|opf|xhtml|html?)$/iu.test(name)) continue;
    const xml = await zip.text(name);
    let out = xml;
    if (xml.includes('<w:lang') || xml.includes('<w:rPrDefault>')) out = retagWord(out, to);
    if (xml.includes('<a:rPr') || xml.includes('<a:defRPr') || xml.includes('<a:endParaRPr'))
      out = retagDrawing(out, to);
    if (xml.includes('fo:language=') || xml.includes('style:language-')) out = retagOdf(out, to);
    if (xml.includes('<dc:language')) out = retagPackage(out, to);
    if (/\.xhtml$/iu.test(name)) out = retagHtml(out, to, ['xml:lang', 'lang']);
    else if (/<html\b[^>]*\blang=/u.test(xml)) out = retagHtml(out, to, []);
    if (out !== xml) zip.set(name, out);
  }
}
