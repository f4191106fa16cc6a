// A small bidirectional-text pass for drawing one line: splits it into directional runs and puts
// them in visual (left-to-right) order. Right-to-left runs stay in logical order here; the font
// shaper (fontkit) reverses their glyphs when it lays them out.

export type Direction = 'ltr' | 'rtl';

/** Target languages written right to left. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur', 'yi']);

export interface DirectionalRun {
  text: string;
  direction: Direction;
}

const STRONG_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const STRONG_LTR = /[\p{L}\p{Nd}]/u;

type CharClass = Direction | 'neutral';

function classify(char: string): CharClass {
  if (STRONG_RTL.test(char)) return 'rtl';
  // Digits are laid out left to right even inside right-to-left text.
  if (STRONG_LTR.test(char)) return 'ltr';
  return 'neutral';
}

export function isRtlText(text: string): boolean {
  return STRONG_RTL.test(text);
}

/** Logical runs; neutrals between two runs of one direction join them, otherwise take the base direction. */
export function directionalRuns(text: string, base: Direction): DirectionalRun[] {
  const chars = Array.from(text);
  const classes = chars.map(classify);
  const resolved: Direction[] = classes.map((value, index) => {
    if (value !== 'neutral') return value;
    let before: CharClass = 'neutral';
    for (let cursor = index - 1; cursor >= 0 && before === 'neutral'; cursor--)
      before = classes[cursor] ?? 'neutral';
    let after: CharClass = 'neutral';
    for (let cursor = index + 1; cursor < classes.length && after === 'neutral'; cursor++)
      after = classes[cursor] ?? 'neutral';
    return before !== 'neutral' && before === after ? before : base;
  });
  const runs: DirectionalRun[] = [];
  chars.forEach((char, index) => {
    const direction = resolved[index] ?? base;
    const last = runs[runs.length - 1];
    if (last && last.direction === direction) last.text += char;
    else runs.push({ text: char, direction });
  });
  return runs;
}

/** Runs in the order they appear on the page from left to right. */
export function visualRuns(text: string, base: Direction): DirectionalRun[] {
  const runs = directionalRuns(text, base);
  return base === 'rtl' ? runs.reverse() : runs;
}
