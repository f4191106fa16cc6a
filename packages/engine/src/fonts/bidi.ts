// The Unicode Bidirectional Algorithm (bidi-js) for drawing one line: its directional runs in
// visual (left-to-right) order, mirrored characters (brackets) swapped in right-to-left runs.
// Right-to-left runs stay in logical order here; the font shaper (fontkit) reverses their glyphs
// when it lays them out.

import bidiModule from 'bidi-js';
import { RTL_LANGUAGES as CONTRACT_RTL_LANGUAGES } from '@tolk/contract';

export type Direction = 'ltr' | 'rtl';

/** Target languages written right to left. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(CONTRACT_RTL_LANGUAGES);

/** A target (`ar`, `fa-IR`, `he_IL`) written right to left. */
export function isRtlLanguage(to: string): boolean {
  return RTL_LANGUAGES.has(to.split(/[-_]/u)[0]?.toLowerCase() ?? to);
}

export interface DirectionalRun {
  text: string;
  direction: Direction;
}

// bidi-js is a UMD module whose export is its factory; its types call that the default export.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, NKo…), not their digits. */
const STRONG_RTL = /[\u0590-\u05FF\u0600-\u065F\u066A-\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

export function isRtlText(text: string): boolean {
  return STRONG_RTL.test(text);
}

/** The first right-to-left letter of the text (not a mark or a digit). */
export function firstRtlLetter(text: string): number | undefined {
  for (const char of text) if (STRONG_RTL.test(char) && /\p{L}/u.test(char)) return char.codePointAt(0);
  return undefined;
}

/** Runs in the order they appear on the page from left to right, brackets mirrored in right-to-left runs. */
export function visualRuns(text: string, base: Direction): DirectionalRun[] {
  return visualPieces([{ text, style: undefined }], base, true).map(({ text, direction }) => ({
    text,
    direction,
  }));
}

/**
 * A line's styled pieces cut where the direction changes and put in the order they appear from
 * left to right (rule L2 of the algorithm), each piece's text in logical order; `mirror` swaps
 * brackets in right-to-left pieces (done later when the pieces are drawn one by one).
 */
export function visualPieces<S>(
  pieces: readonly { text: string; style: S }[],
  base: Direction,
  mirror = false,
): { text: string; style: S; direction: Direction }[] {
  const text = pieces.map((piece) => piece.text).join('');
  const { levels } = bidi.getEmbeddingLevels(text, base);
  const mirrored = mirror ? bidi.getMirroredCharactersMap(text, levels) : new Map<number, string>();
  const runs: { text: string; level: number; style: S }[] = [];
  let offset = 0;
  for (const piece of pieces) {
    for (let index = 0; index < piece.text.length; index++, offset++) {
      const level = levels[offset] ?? 0;
      const char = mirrored.get(offset) ?? text[offset] ?? '';
      const last = runs[runs.length - 1];
      if (last && last.level === level && last.style === piece.style) last.text += char;
      else runs.push({ text: char, level, style: piece.style });
    }
  }
  // From the highest level down to the lowest odd one, reverse every stretch of runs at that level or higher.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map(({ text, level, style }) => ({ text, style, direction: level % 2 === 1 ? 'rtl' : 'ltr' }));
}
