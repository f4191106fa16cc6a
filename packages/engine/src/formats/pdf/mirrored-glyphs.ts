// Glyphs drawn mirrored left to right (the XeTeX logo's E), read with the line they stand in.

import type { PositionedItem } from './extract.ts';

/**
 * A glyph drawn mirrored (the reversed E of the XeTeX logo) is text read left to right like its
 * neighbours; pdf.js starts an item at its origin, which is its right edge, and puts the words set
 * after it in the same item, with a space for the jump back and a width that counts the jump. Such
 * an item continues the run before it when it starts where that one ends (true is returned, and
 * the next item then bounds its width); a mirrored item alone ends at its origin.
 */
export function placeMirrored(run: PositionedItem, before: PositionedItem | undefined): boolean {
  run.upright = true;
  const end = before ? before.x + before.width : NaN;
  if (
    !before?.upright ||
    !(run.x >= end && run.x - end <= run.size) ||
    Math.abs(run.y - before.y) >= 0.5 * run.size
  ) {
    run.x -= run.width;
    return false;
  }
  Object.assign(run, { x: end, y: before.y, text: run.text.replace(/^(\S) (?=\S)/u, '$1') });
  return true;
}

export function endBefore(run: PositionedItem, next: PositionedItem): void {
  if (Math.abs(next.y - run.y) < 0.5 * run.size && next.x > run.x && next.x < run.x + run.width)
    run.width = next.x - run.x;
}
