// Colours of recognised text: the background is sampled from a ring of pixels just outside the
// text's box (so the cover matches what is around it), the ink from the pixels inside that differ
// most from that background.

import type { Rgb } from '../layout/lines.ts';

export interface PixelImage {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

function pixel(image: PixelImage, x: number, y: number): Rgb | undefined {
  if (x < 0 || y < 0 || x >= image.width || y >= image.height) return undefined;
  const offset = (Math.floor(y) * image.width + Math.floor(x)) * 4;
  return [image.pixels[offset] ?? 255, image.pixels[offset + 1] ?? 255, image.pixels[offset + 2] ?? 255];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 255;
}

export function backgroundAround(image: PixelImage, box: PixelBox, margin: number): Rgb {
  const samples: Rgb[] = [];
  const step = Math.max(1, Math.round(margin / 3));
  const left = box.left - margin;
  const right = box.left + box.width + margin;
  const top = box.top - margin;
  const bottom = box.top + box.height + margin;
  for (let x = left; x <= right; x += step) {
    for (const y of [top, bottom]) {
      const found = pixel(image, x, y);
      if (found) samples.push(found);
    }
  }
  for (let y = top; y <= bottom; y += step) {
    for (const x of [left, right]) {
      const found = pixel(image, x, y);
      if (found) samples.push(found);
    }
  }
  if (samples.length === 0) return [1, 1, 1];
  return [0, 1, 2].map((channel) => median(samples.map((sample) => sample[channel] ?? 255)) / 255) as Rgb;
}

export function inkInside(image: PixelImage, box: PixelBox, background: Rgb): Rgb {
  const bg = background.map((value) => value * 255);
  const scored: { colour: Rgb; distance: number }[] = [];
  const step = Math.max(1, Math.floor(Math.sqrt((box.width * box.height) / 20_000)));
  for (let y = box.top; y < box.top + box.height; y += step) {
    for (let x = box.left; x < box.left + box.width; x += step) {
      const colour = pixel(image, x, y);
      if (!colour) continue;
      const distance = Math.hypot(
        colour[0] - (bg[0] ?? 0),
        colour[1] - (bg[1] ?? 0),
        colour[2] - (bg[2] ?? 0),
      );
      scored.push({ colour, distance });
    }
  }
  scored.sort((a, b) => b.distance - a.distance);
  const ink = scored.slice(0, Math.max(1, Math.floor(scored.length * 0.08)));
  if (ink.length === 0 || (ink[0]?.distance ?? 0) < 40) return [0, 0, 0];
  return [0, 1, 2].map(
    (channel) => ink.reduce((sum, entry) => sum + (entry.colour[channel] ?? 0), 0) / ink.length / 255,
  ) as Rgb;
}
