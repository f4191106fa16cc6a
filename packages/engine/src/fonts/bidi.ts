// The Unicode Bidirectional Algorithm (bidi-js) for drawing one line: its directional runs in
// visual (left-to-right) order, mirrored characters (brackets) swapped in right-to-left runs.
// Right-to-left runs stay in logical order here; the font shaper (fontkit) reverses their glyphs
// when it lays them out.

import bidiModule from 'bidi-js';

export type Direction = 'ltr' | 'rtl';

/** Target languages written right to left. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur', 'yi']);

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

/** Runs in the order they appear on the page from left to right (rule L2 of the algorithm). */
export function visualRuns(text: string, base: Direction): DirectionalRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, base);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const runs: { text: string; level: number }[] = [];
  for (let index = 0; index < text.length; index++) {
    const level = levels[index] ?? 0;
    const char = mirrored.get(index) ?? text[index] ?? '';
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, level });
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
  return runs.map((run) => ({ text: run.text, direction: run.level % 2 === 1 ? 'rtl' : 'ltr' }));
}
