// One size per style: blocks that share a font and size in the source share one scale in the
// output, across the whole document: the scale 85 % of its letters fit at, in steps of 5 %,
// never below the floor. A block that needs less grows into the free space below it, then shrinks
// on its own down to the floor (reported), then is cut (reported): it does not pull its style down.

import type { TextBlock } from '../../layout/blocks.ts';
import { STYLE_FLOOR, type SizedBlock } from './placement.ts';

const STEP = 0.05;
/** The share of a style's letters that must fit at the document's scale. */
const DOCUMENT_SHARE = 0.85;

/**
 * A style is a size and a family (serif, sans, code). Bold and italic are not styles of their own:
 * a synopsis line set mostly in italics sits among body paragraphs and must keep their size.
 */
export function styleKey(block: TextBlock): string {
  const { serif, mono } = block.style;
  return `${serif}${mono}|${Math.round(block.size * 2)}`;
}

/** Rounded down to a step (with a hair of tolerance for measuring noise). */
function step(scale: number): number {
  return Math.max(STYLE_FLOOR, Math.min(1, Math.floor((scale + 1e-3) / STEP) * STEP));
}

/** Per style, each block's needed scale with its weight in letters. */
function byStyle(blocks: SizedBlock[]): Map<string, { needed: number; letters: number }[]> {
  const needs = new Map<string, { needed: number; letters: number }[]>();
  for (const entry of blocks) {
    if (entry.needed < STYLE_FLOOR) continue;
    const key = styleKey(entry.item.block);
    const letters = Math.max(1, entry.item.block.text.length);
    needs.set(key, [...(needs.get(key) ?? []), { needed: entry.needed, letters }]);
  }
  return needs;
}

/** The largest scale at which the given share of the letters fit. */
function weightedScale(needs: { needed: number; letters: number }[]): number {
  const total = needs.reduce((sum, need) => sum + need.letters, 0);
  let fitting = 0;
  for (const need of [...needs].sort((a, b) => b.needed - a.needed)) {
    fitting += need.letters;
    if (fitting >= DOCUMENT_SHARE * total) return need.needed;
  }
  return 1;
}

/** The scale each block is drawn at. */
export function styleScales(pages: SizedBlock[][]): (block: TextBlock) => number {
  const scales = new Map<string, number>();
  for (const [key, needs] of byStyle(pages.flat())) scales.set(key, step(weightedScale(needs)));
  return (block) => scales.get(styleKey(block)) ?? 1;
}
