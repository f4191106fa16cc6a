// Where a translation goes inside and beside its block: the alignment the original lines show, and
// how much plain background lies beside a straight block so a longer translation can use it rather
// than shrink (signs and labels are often drawn tight around their words).

import type { PixelBox, PixelImage } from '../../ocr/colours.ts';
import type { Rgb } from '../../layout/lines.ts';

export type Alignment = 'left' | 'center' | 'right';

export interface LineExtent {
  left: number;
  right: number;
}

/** Multi-line blocks: the edge the lines share. One line: centred when it sits on the image's middle. */
export function alignmentOf(
  lines: LineExtent[],
  size: number,
  centreX: number,
  imageWidth: number,
): Alignment {
  if (lines.length < 2)
    return Math.abs(centreX - imageWidth / 2) < Math.max(size * 0.5, imageWidth * 0.02) ? 'center' : 'left';
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  const left = spread(lines.map((line) => line.left));
  const right = spread(lines.map((line) => line.right));
  const centre = spread(lines.map((line) => (line.left + line.right) / 2));
  if (left <= size * 0.5 || left <= Math.min(right, centre)) return 'left';
  return centre <= right ? 'center' : 'right';
}

/** A column is free when none of its pixels in the band differs much from the background. */
function freeColumn(
  image: PixelImage,
  x: number,
  top: number,
  bottom: number,
  background: number[],
): boolean {
  if (x < 0 || x >= image.width) return false;
  for (let y = Math.max(0, top); y < Math.min(image.height, bottom); y++) {
    const offset = (y * image.width + x) * 4;
    const distance = Math.hypot(
      (image.pixels[offset] ?? 0) - (background[0] ?? 0),
      (image.pixels[offset + 1] ?? 0) - (background[1] ?? 0),
      (image.pixels[offset + 2] ?? 0) - (background[2] ?? 0),
    );
    if (distance > 48) return false;
  }
  return true;
}

/** Free background to the left and right of a box, up to `limit` pixels each, keeping a small gap. */
export function roomBeside(
  image: PixelImage,
  box: PixelBox,
  background: Rgb,
  limit: number,
  gap: number,
): { left: number; right: number } {
  const colour = background.map((value) => value * 255);
  const bottom = box.top + box.height;
  // Recognised boxes are tight: the letters' anti-aliased edges spill a pixel or two past them.
  const fringe = 3;
  let right = fringe;
  while (right < limit + gap && freeColumn(image, box.left + box.width + right, box.top, bottom, colour))
    right++;
  let left = fringe;
  while (left < limit + gap && freeColumn(image, box.left - 1 - left, box.top, bottom, colour)) left++;
  return { left: Math.max(0, left - gap), right: Math.max(0, right - gap) };
}
