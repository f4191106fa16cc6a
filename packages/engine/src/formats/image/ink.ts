// Stroke weight of recognised text, to draw the translation bold when the original was: the
// typical horizontal run of ink pixels across a stroke (less one pixel of anti-aliasing), relative
// to the font size, is about 0.06–0.08 for regular sans text and 0.15 or more for bold.

import type { PixelBox, PixelImage } from '../../ocr/colours.ts';
import type { Rgb } from '../../layout/blocks.ts';

const BOLD_RATIO = 0.115;

export function strokeRatio(
  image: PixelImage,
  box: PixelBox,
  background: Rgb,
  ink: Rgb,
  size: number,
): number {
  const bg = background.map((value) => value * 255);
  const contrast = Math.hypot(...ink.map((value, channel) => value * 255 - (bg[channel] ?? 0)));
  if (contrast < 40 || size <= 0) return 0;
  const runs: number[] = [];
  const step = Math.max(1, Math.round(size / 12));
  const right = Math.min(image.width, box.left + box.width);
  for (let y = Math.max(0, box.top); y < Math.min(image.height, box.top + box.height); y += step) {
    let run = 0;
    for (let x = Math.max(0, box.left); x <= right; x++) {
      const offset = (y * image.width + x) * 4;
      const distance =
        x === right
          ? 0
          : Math.hypot(
              (image.pixels[offset] ?? 0) - (bg[0] ?? 0),
              (image.pixels[offset + 1] ?? 0) - (bg[1] ?? 0),
              (image.pixels[offset + 2] ?? 0) - (bg[2] ?? 0),
            );
      if (distance > contrast / 2) run++;
      else if (run > 0) {
        runs.push(run);
        run = 0;
      }
    }
  }
  if (runs.length < 10) return 0;
  runs.sort((a, b) => a - b);
  // One pixel of a run is anti-aliasing edge, whatever the size.
  return Math.max(0, (runs[Math.floor(runs.length / 2)] ?? 0) - 1) / size;
}

export function looksBold(ratio: number): boolean {
  return ratio >= BOLD_RATIO;
}
