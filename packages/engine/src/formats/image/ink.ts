// The ink of recognised text: its colour, and its stroke weight, to draw the translation bold when
// the original was. The typical horizontal run of ink pixels across a stroke (less one pixel of
// anti-aliasing), relative to the font size, is about 0.06–0.08 for regular sans text and 0.15 or
// more for bold.

import type { PixelBox, PixelImage } from '../../ocr/colours.ts';
import type { Rgb } from '../../layout/lines.ts';

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

/**
 * The ink colour: the mean of the pixels nearly as far from the background as the farthest one.
 * A fixed share of the box would mix in anti-aliased edges wherever letters cover little of the
 * box (a tilted line's box is mostly background) and come out paler than the print.
 */
export function inkColour(image: PixelImage, box: PixelBox, background: Rgb): Rgb {
  const bg = background.map((value) => value * 255);
  const step = Math.max(1, Math.floor(Math.sqrt((box.width * box.height) / 40_000)));
  const samples: { offset: number; distance: number }[] = [];
  let farthest = 0;
  for (let y = Math.max(0, box.top); y < Math.min(image.height, box.top + box.height); y += step)
    for (let x = Math.max(0, box.left); x < Math.min(image.width, box.left + box.width); x += step) {
      const offset = (y * image.width + x) * 4;
      const distance = Math.hypot(
        (image.pixels[offset] ?? 0) - (bg[0] ?? 0),
        (image.pixels[offset + 1] ?? 0) - (bg[1] ?? 0),
        (image.pixels[offset + 2] ?? 0) - (bg[2] ?? 0),
      );
      farthest = Math.max(farthest, distance);
      samples.push({ offset, distance });
    }
  if (farthest < 40) return background.map((value) => (value > 0.5 ? 0 : 1)) as Rgb;
  const ink = samples.filter((sample) => sample.distance >= farthest * 0.8);
  return [0, 1, 2].map(
    (channel) =>
      ink.reduce((sum, sample) => sum + (image.pixels[sample.offset + channel] ?? 0), 0) / ink.length / 255,
  ) as Rgb;
}
