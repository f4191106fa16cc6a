// Fills a text box from what surrounds it, so the cover follows gradients and photo backgrounds
// instead of being a flat patch: the four edges just outside the box are sampled (a median across a
// thin band, then a running median along the edge to drop letters of neighbouring text), each pixel
// inside blends the four edge colours by inverse distance. Only the letters (pixels far from that
// fill, grown a little) are replaced, with grain matching the surroundings' noise, so a photo keeps
// its own texture between and around them.

import type { PixelBox, PixelImage } from '../../ocr/colours.ts';

const BAND = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function clampBox(box: PixelBox, image: PixelImage): PixelBox {
  const left = Math.max(0, Math.floor(box.left));
  const top = Math.max(0, Math.floor(box.top));
  const right = Math.min(image.width, Math.ceil(box.left + box.width));
  const bottom = Math.min(image.height, Math.ceil(box.top + box.height));
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** Colour per position along one edge: pixels at(i, depth) for depth 1..BAND outside the box. */
function edgeProfile(
  image: PixelImage,
  length: number,
  at: (i: number, depth: number) => [number, number],
  window: number,
): { profile: Float32Array[]; noise: number } {
  const raw = [0, 1, 2].map(() => new Float32Array(length));
  const valid = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    for (let channel = 0; channel < 3; channel++) {
      const samples: number[] = [];
      for (let depth = 1; depth <= BAND; depth++) {
        const [x, y] = at(i, depth);
        if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
        samples.push(image.pixels[(y * image.width + x) * 4 + channel] ?? 0);
      }
      if (samples.length > 0) {
        (raw[channel] as Float32Array)[i] = median(samples);
        valid[i] = 1;
      }
    }
  }
  const profile = [0, 1, 2].map(() => new Float32Array(length).fill(Number.NaN));
  let deviation = 0;
  let counted = 0;
  // The running median changes slowly: compute it every `stride` positions and interpolate.
  const stride = Math.max(1, Math.floor(window / 4));
  const smoothAt = (channel: number, i: number): number | undefined => {
    const values: number[] = [];
    for (let j = Math.max(0, i - window); j <= Math.min(length - 1, i + window); j++)
      if (valid[j]) values.push((raw[channel] as Float32Array)[j] ?? 0);
    return values.length === 0 ? undefined : median(values);
  };
  for (let channel = 0; channel < 3; channel++) {
    const out = profile[channel] as Float32Array;
    let previous: { index: number; value: number } | undefined;
    for (let i = 0; i < length + stride; i += stride) {
      const index = Math.min(i, length - 1);
      const value = smoothAt(channel, index);
      if (value === undefined) continue;
      const from = previous ?? { index: 0, value };
      for (let k = from.index; k <= index; k++)
        out[k] =
          index === from.index
            ? value
            : from.value + ((value - from.value) * (k - from.index)) / (index - from.index);
      previous = { index, value };
      if (index === length - 1) break;
    }
    for (let i = 0; i < length; i++) {
      if (!valid[i] || Number.isNaN(out[i] ?? Number.NaN)) continue;
      const difference = ((raw[channel] as Float32Array)[i] ?? 0) - (out[i] ?? 0);
      // Letters of other text are outliers, not grain.
      if (Math.abs(difference) < 40) {
        deviation += difference * difference;
        counted++;
      }
    }
  }
  return { profile, noise: counted > 0 ? Math.sqrt(deviation / counted) : 0 };
}

/** Small deterministic generator: the same input gives the same output bytes. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** `spread`: how far past the letters' strong pixels the cover reaches (their soft edges). */
export function inpaintBox(image: PixelImage, region: PixelBox, window: number, spread: number): void {
  const box = clampBox(region, image);
  if (box.width === 0 || box.height === 0) return;
  const { left, top, width, height } = box;
  const right = left + width - 1;
  const bottom = top + height - 1;
  const edges = [
    edgeProfile(image, width, (i, d) => [left + i, top - d], window),
    edgeProfile(image, width, (i, d) => [left + i, bottom + d], window),
    edgeProfile(image, height, (i, d) => [left - d, top + i], window),
    edgeProfile(image, height, (i, d) => [right + d, top + i], window),
  ];
  const [topEdge, bottomEdge, leftEdge, rightEdge] = edges.map((edge) => edge.profile) as Float32Array[][];
  const noise = median(edges.map((edge) => edge.noise));
  const next = random(left * 73_856_093 + top * 19_349_663 + width);
  const edgeAt = (edge: Float32Array[] | undefined, channel: number, index: number) => {
    const value = edge?.[channel]?.[index];
    return value === undefined || Number.isNaN(value) ? undefined : value;
  };
  const fill = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const weightTop = 1 / (y + 1);
    const weightBottom = 1 / (height - y);
    for (let x = 0; x < width; x++) {
      const weightLeft = 1 / (x + 1);
      const weightRight = 1 / (width - x);
      for (let channel = 0; channel < 3; channel++) {
        let sum = 0;
        let total = 0;
        const t = edgeAt(topEdge, channel, x);
        if (t !== undefined) {
          sum += t * weightTop;
          total += weightTop;
        }
        const b = edgeAt(bottomEdge, channel, x);
        if (b !== undefined) {
          sum += b * weightBottom;
          total += weightBottom;
        }
        const l = edgeAt(leftEdge, channel, y);
        if (l !== undefined) {
          sum += l * weightLeft;
          total += weightLeft;
        }
        const r = edgeAt(rightEdge, channel, y);
        if (r !== undefined) {
          sum += r * weightRight;
          total += weightRight;
        }
        const offset = ((top + y) * image.width + left + x) * 4 + channel;
        fill[(y * width + x) * 3 + channel] = total > 0 ? sum / total : (image.pixels[offset] ?? 0);
      }
    }
  }
  const mask = inkMask(image, box, fill, Math.max(28, 3 * noise), spread);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      const grain = noise > 0.5 ? (next() + next() + next() - 1.5) * 2 * noise : 0;
      const offset = ((top + y) * image.width + left + x) * 4;
      for (let channel = 0; channel < 3; channel++)
        image.pixels[offset + channel] = (fill[(y * width + x) * 3 + channel] ?? 0) + grain;
      image.pixels[offset + 3] = 255;
    }
}

/**
 * The pixels to replace: those that differ from the filled-in background by more than the grain
 * does (the letters), grown by `spread` pixels to take their anti-aliased and compressed edges.
 * Everything else keeps its own pixels, so a photo keeps its real texture between the letters.
 */
function inkMask(
  image: PixelImage,
  box: PixelBox,
  fill: Float32Array,
  threshold: number,
  spread: number,
): Uint8Array {
  const { left, top, width, height } = box;
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const offset = ((top + y) * image.width + left + x) * 4;
      const at = (y * width + x) * 3;
      const distance = Math.hypot(
        (image.pixels[offset] ?? 0) - (fill[at] ?? 0),
        (image.pixels[offset + 1] ?? 0) - (fill[at + 1] ?? 0),
        (image.pixels[offset + 2] ?? 0) - (fill[at + 2] ?? 0),
      );
      if (distance > threshold) ink[y * width + x] = 1;
    }
  // Separable square dilation: rows, then columns.
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (ink[y * width + x]) last = x;
      if (x - last <= spread) rows[y * width + x] = 1;
    }
    let next = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (ink[y * width + x]) next = x;
      if (next - x <= spread) rows[y * width + x] = 1;
    }
  }
  const grown = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let last = -Infinity;
    for (let y = 0; y < height; y++) {
      if (rows[y * width + x]) last = y;
      if (y - last <= spread) grown[y * width + x] = 1;
    }
    let next = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (rows[y * width + x]) next = y;
      if (next - y <= spread) grown[y * width + x] = 1;
    }
  }
  return grown;
}
