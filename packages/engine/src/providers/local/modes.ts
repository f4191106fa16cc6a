// Finds the Apertium language pairs installed as .mode files and maps them to ISO 639-1 codes.
// Debian names some pairs with 2-letter codes (en-gl, es-pt) and some with 3-letter ones (eng-spa);
// variants (eng-cat_valencia, spa-eng_US, es-eo-no_cg) are skipped.
import { readdir } from 'node:fs/promises';
import type { LanguagePair } from '../../types.ts';

const ISO3_TO_ISO1: Record<string, string> = {
  eng: 'en',
  spa: 'es',
  cat: 'ca',
  glg: 'gl',
  fra: 'fr',
  por: 'pt',
  ita: 'it',
  ron: 'ro',
  oci: 'oc',
  epo: 'eo',
  eus: 'eu',
  deu: 'de',
  nld: 'nl',
  arg: 'an',
  ast: 'ast',
  hin: 'hi',
  urd: 'ur',
  rus: 'ru',
  ukr: 'uk',
  bel: 'be',
  pol: 'pl',
  dan: 'da',
  swe: 'sv',
  nor: 'nb',
  nob: 'nb',
  nno: 'nn',
  isl: 'is',
  afr: 'af',
  bul: 'bg',
  mkd: 'mk',
  slv: 'sl',
  ind: 'id',
  zlm: 'ms',
  srd: 'sc',
};

/** The pivot language of local pairs that have no direct mode. */
export const PIVOT = 'es';

export interface ModeTable {
  /** "en>es" -> mode name, e.g. "eng-spa". */
  modes: Map<string, string>;
  pairs: LanguagePair[];
}

function toIso1(code: string): string {
  return ISO3_TO_ISO1[code] ?? code;
}

export function buildModeTable(modeNames: readonly string[]): ModeTable {
  const modes = new Map<string, string>();
  // 3-letter names first: Debian's newer, more complete pairs (eng-spa) win over older 2-letter ones.
  const sorted = [...modeNames].sort((a, b) => b.length - a.length || a.localeCompare(b));
  for (const name of sorted) {
    const match = /^([a-z]{2,3})-([a-z]{2,3})$/.exec(name);
    if (!match?.[1] || !match[2]) continue;
    const key = `${toIso1(match[1])}>${toIso1(match[2])}`;
    if (!modes.has(key)) modes.set(key, name);
  }
  const pairs: LanguagePair[] = [...modes.keys()].map((key) => {
    const [from = '', to = ''] = key.split('>');
    return { from, to };
  });
  const languages = new Set(pairs.flatMap((pair) => [pair.from, pair.to]));
  for (const from of languages) {
    for (const to of languages) {
      if (from === to || from === PIVOT || to === PIVOT || modes.has(`${from}>${to}`)) continue;
      if (modes.has(`${from}>${PIVOT}`) && modes.has(`${PIVOT}>${to}`))
        pairs.push({ from, to, pivot: PIVOT });
    }
  }
  pairs.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  return { modes, pairs };
}

export async function readModeTable(modesDir: string): Promise<ModeTable> {
  const files = await readdir(modesDir).catch(() => [] as string[]);
  return buildModeTable(files.filter((file) => file.endsWith('.mode')).map((file) => file.slice(0, -5)));
}

/** The mode names to run in order for a pair: one for a direct pair, two when pivoting. */
export function routeFor(table: ModeTable, from: string, to: string): string[] | undefined {
  const direct = table.modes.get(`${from}>${to}`);
  if (direct) return [direct];
  const first = table.modes.get(`${from}>${PIVOT}`);
  const second = table.modes.get(`${PIVOT}>${to}`);
  return first && second ? [first, second] : undefined;
}
