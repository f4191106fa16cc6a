// What a run looks like, apart from its text and place: its style alone, the key of its look,
// the style most of a line has, and the tests lines and blocks make of styles.

import { classKey } from '../fonts/catalog.ts';
import type { TextLine, TextStyle } from './lines.ts';

/** One key per distinct look: face and colour. */
export function styleKey(style: TextStyle): string {
  const script = style.script ? `^${style.script.rise},${style.script.scale}` : '';
  const link = style.link === undefined ? '' : `@${style.link}`;
  const underline = style.underline ? '_' : '';
  return `${classKey(style)}${script}${link}${underline}:${style.colour.map((value) => value.toFixed(2)).join(',')}`;
}

/** Code words inside a prose line do not make it a code line: the prose runs decide when there are any. */
export function proseWeights(
  weights: Map<TextStyle, number> | undefined,
): Map<TextStyle, number> | undefined {
  const prose = [...(weights ?? [])].filter(([style]) => !style.mono);
  return prose.length > 0 ? new Map(prose) : weights;
}

/** The style most of a line's characters have: one bold word does not make a line bold. */
export function dominantStyle(weights: Map<TextStyle, number> | undefined): TextStyle {
  const totals = new Map<string, { style: TextStyle; weight: number }>();
  for (const [style, weight] of weights ?? []) {
    const key = styleKey(style);
    const entry = totals.get(key) ?? { style, weight: 0 };
    entry.weight += weight;
    totals.set(key, entry);
  }
  const best = [...totals.values()].sort((a, b) => b.weight - a.weight)[0];
  if (!best) return { bold: false, italic: false, serif: false, mono: false, colour: [0, 0, 0] };
  return styleOfRun(best.style);
}

/** A run's style alone, without its text and position. */
export function styleOfRun(run: TextStyle): TextStyle {
  const { bold, italic, serif, mono, smallcaps, light, family, script, link, underline, source, colour } =
    run;
  return {
    bold,
    italic,
    serif,
    mono,
    colour,
    ...(smallcaps ? { smallcaps } : {}),
    ...(light ? { light } : {}),
    ...(family ? { family } : {}),
    ...(script ? { script } : {}),
    ...(link === undefined ? {} : { link }),
    ...(underline ? { underline } : {}),
    ...(source ? { source } : {}),
  };
}

/**
 * A heading is bold from end to end; a paragraph line that is mostly bold code or names
 * (`-exec ... {} + or -execdir ... {} +`) still has plain words and stays in its paragraph.
 */
export function allBold(line: TextLine): boolean {
  return line.runs.every((run) => run.bold || run.text.trim() === '');
}

/** Raised or lowered off its line's baseline (an index, an exponent, a footnote mark). */
export function offBaseline(run: TextStyle): boolean {
  return run.script !== undefined && run.script.rise !== 0;
}

export function allMono(line: TextLine): boolean {
  return line.runs.every((run) => run.mono || run.text.trim() === '');
}
