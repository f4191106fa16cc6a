// How a block's lines are set: left, centred or right-aligned, and whether flush on both sides,
// first from its own lines, then from the blocks around it.

import type { TextLine } from './lines.ts';
import type { TextBlock } from './blocks.ts';

export type Alignment = 'left' | 'center' | 'right';

export function alignmentOf(lines: TextLine[], pageWidth: number): Alignment {
  const close = (values: number[], tolerance: number) =>
    Math.max(...values) - Math.min(...values) <= tolerance;
  const size = lines[0]?.size ?? 10;
  const lefts = lines.map((line) => line.x);
  const rights = lines.map((line) => line.right);
  const centres = lines.map((line) => (line.x + line.right) / 2);
  if (lines.length === 1) {
    const centre = centres[0] ?? 0;
    return Math.abs(centre - pageWidth / 2) < 0.02 * pageWidth && (lefts[0] ?? 0) > 0.15 * pageWidth
      ? 'center'
      : 'left';
  }
  if (close(lefts, size * 0.3)) return 'left';
  // A paragraph's first-line indent does not make it right-aligned, nor does the hanging indent of
  // a justified list entry (a bibliography's `[31]` over its other lines).
  const indent = (lefts[0] ?? 0) - Math.min(...lefts.slice(1));
  const shifted = indent > 0 || (indent < 0 && lines.length >= 3);
  if (close(lefts.slice(1), size * 0.3) && shifted && Math.abs(indent) < 4 * size) return 'left';
  if (close(rights, size * 0.3)) return 'right';
  if (close(centres, size * 0.5)) return 'center';
  return 'left';
}

/**
 * Justified text: three lines or more, all but the last ending at one right edge (a margin kerned
 * hyphen or full stop may stand a little out). Ragged lines end where their words did.
 */
export function isJustified(lines: TextLine[], size: number): boolean {
  if (lines.length < 3) return false;
  const rights = lines.slice(0, -1).map((line) => line.right);
  return Math.max(...rights) - Math.min(...rights) <= 0.3 * size;
}

/** Alignments a block's own lines cannot tell, read from the blocks around it. */
export function alignAmongBlocks(blocks: TextBlock[]): void {
  // A line that merely sits near the page centre is left-aligned when other blocks start where it starts.
  for (const block of blocks) {
    if (
      block.align === 'center' &&
      blocks.some((other) => other !== block && Math.abs(other.x - block.x) < 1)
    )
      block.align = 'left';
  }
  // A one-line label under a right-aligned column (`due` under `assignment by course`) ends where
  // it ends: it is right-aligned too, and grows to the left.
  for (const block of blocks) {
    const column = blocks.find(
      (other) =>
        other !== block &&
        other.align === 'right' &&
        Math.abs(other.x + other.width - (block.x + block.width)) < 1 &&
        Math.abs(other.y - (block.y + block.height)) < 2 * block.size,
    );
    if (block.lines.length === 1 && column) block.align = 'right';
  }
  // A paragraph of two lines whose first ends at the right edge of a justified paragraph of its
  // column is justified too (its own lines cannot tell).
  for (const block of blocks) {
    const first = block.lines[0];
    if (block.lines.length !== 2 || block.kind !== 'paragraph' || !first) continue;
    block.justified = blocks.some(
      (other) =>
        other.justified &&
        Math.abs(other.x - block.x) < 4 * block.size &&
        Math.abs(other.x + other.width - first.right) < 0.3 * block.size,
    );
  }
}
