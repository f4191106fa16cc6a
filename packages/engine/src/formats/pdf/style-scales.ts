// One size per style: blocks that share a font and size in the source share one scale in the
// output, across the whole document: the scale nine in ten of its blocks fit at, in steps of 5 %,
// never below the floor. A block that needs less grows into the free space below it, then shrinks
// on its own down to the floor (reported), then is cut (reported): it does not pull its style down.

import type { TextBlock } from '../../layout/blocks.ts';
import { STYLE_FLOOR, type SizedBlock } from './draw.ts';

const STEP = 0.05;
/** The share of a style's blocks that must fit at the document's scale. */
const DOCUMENT_SHARE = 0.9;

export function styleKey(block: TextBlock): string {
  const { bold, italic, serif, mono } = block.style;
  return `${bold}${italic}${serif}${mono}|${Math.round(block.size * 2)}`;
}

/** Rounded down to a step (with a hair of tolerance for measuring noise). */
function step(scale: number): number {
  return Math.max(STYLE_FLOOR, Math.min(1, Math.floor((scale + 1e-3) / STEP) * STEP));
}

function byStyle(blocks: SizedBlock[]): Map<string, number[]> {
  const needs = new Map<string, number[]>();
  for (const entry of blocks) {
    if (entry.needed < STYLE_FLOOR) continue;
    const key = styleKey(entry.item.block);
    needs.set(key, [...(needs.get(key) ?? []), entry.needed]);
  }
  return needs;
}

/** The scale each block is drawn at. */
export function styleScales(pages: SizedBlock[][]): (block: TextBlock) => number {
  const scales = new Map<string, number>();
  for (const [key, needs] of byStyle(pages.flat())) {
    needs.sort((a, b) => a - b);
    scales.set(key, step(needs[Math.floor((1 - DOCUMENT_SHARE) * (needs.length - 1))] ?? 1));
  }
  return (block) => scales.get(styleKey(block)) ?? 1;
}
