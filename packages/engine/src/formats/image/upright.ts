// Tilted text reads badly in a whole-image OCR pass (letters mis-segmented, words missed at the
// ends). A tilted block is therefore cut out along its own axes, turned upright by resampling, and
// recognised again as one block; its text and extent along the line come from that second reading.

import sharp from 'sharp';
import type { PixelImage } from '../../ocr/colours.ts';
import { recognise, type OcrWord } from '../../ocr/tesseract.ts';
import type { ImageBlock } from './image-blocks.ts';
import { baselineOfLine, sizeOfLine } from './metrics.ts';

/** How far past the first reading's ends the cut-out reaches, in letter sizes (missed words). */
const REACH = 6;
/** Upright cut-outs are scaled so letters are about this tall for Tesseract. */
const LETTER_PIXELS = 48;

function sample(image: PixelImage, x: number, y: number, channel: number, fallback: number): number {
  const ix = Math.round(x);
  const iy = Math.round(y);
  if (ix < 0 || iy < 0 || ix >= image.width || iy >= image.height) return fallback;
  return image.pixels[(iy * image.width + ix) * 4 + channel] ?? fallback;
}

function cutOut(image: PixelImage, block: ImageBlock, u0: number, v0: number, width: number, height: number) {
  const pixels = new Uint8ClampedArray(width * height * 4);
  const cos = Math.cos(block.angle);
  const sin = Math.sin(block.angle);
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      const u = u0 + i;
      const v = v0 + j;
      const x = block.cx + u * cos - v * sin;
      const y = block.cy + u * sin + v * cos;
      const offset = (j * width + i) * 4;
      for (let channel = 0; channel < 3; channel++)
        pixels[offset + channel] = sample(image, x, y, channel, (block.background[channel] ?? 1) * 255);
      pixels[offset + 3] = 255;
    }
  return pixels;
}

export async function readUpright(
  image: PixelImage,
  block: ImageBlock,
  /** Tesseract languages, those the whole image was read with. */
  languages: string,
  dark: boolean,
  signal?: AbortSignal,
): Promise<ImageBlock> {
  const margin = block.size * 0.3;
  const u0 = Math.floor(block.u0 - REACH * block.size);
  const v0 = Math.floor(block.v0 - margin);
  const width = Math.ceil(block.u1 - block.u0 + 2 * REACH * block.size);
  const height = Math.ceil(block.v1 - block.v0 + 2 * margin);
  const scale = Math.min(3, Math.max(1, LETTER_PIXELS / block.size));
  let pipeline = sharp(Buffer.from(cutOut(image, block, u0, v0, width, height).buffer), {
    raw: { width, height, channels: 4 },
  })
    .removeAlpha()
    .greyscale()
    .resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'cubic' });
  if (dark) pipeline = pipeline.negate({ alpha: false });
  const words = (await recognise(await pipeline.png().toBuffer(), languages, signal, 6)).filter(
    (word: OcrWord) => word.confidence >= 40 && /[\p{L}\p{N}]/u.test(word.text),
  );
  // The second reading wins only when it reads more: a cut-out can also go wrong.
  const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
  if (letters(words.map((word) => word.text).join('')) < letters(block.text)) return block;
  const left = Math.min(...words.map((word) => word.left)) / scale + u0;
  const right = Math.max(...words.map((word) => word.left + word.width)) / scale + u0;
  const top = Math.min(...words.map((word) => word.top)) / scale + v0;
  const bottom = Math.max(...words.map((word) => word.top + word.height)) / scale + v0;
  const lines = [...new Set(words.map((word) => word.line))].map((line) =>
    words.filter((word) => word.line === line),
  );
  const text = lines.map((line) => line.map((word) => word.text).join(' ')).join(' ');
  // Upright, the letters' height is measured directly rather than undone from the tilt.
  const boxes = lines.map((line) => ({
    text: line.map((word) => word.text).join(' '),
    top: Math.min(...line.map((word) => word.top)) / scale + v0,
    bottom: Math.max(...line.map((word) => word.top + word.height)) / scale + v0,
  }));
  const sizes = boxes.map((line) => sizeOfLine(line.text, line.bottom - line.top)).sort((a, b) => a - b);
  const baselines = boxes.map((line, index) => baselineOfLine(line.text, line.bottom, sizes[index] ?? 0));
  const spacing =
    lines.length > 1
      ? ((baselines[baselines.length - 1] ?? 0) - (baselines[0] ?? 0)) / (lines.length - 1)
      : (sizes[0] ?? block.size) * 1.2;
  const size = Math.max(4, Math.min(sizes[Math.floor(sizes.length / 2)] ?? block.size, spacing / 1.05));
  return {
    ...block,
    text,
    u0: Math.min(block.u0, left),
    u1: Math.max(block.u1, right),
    v0: top,
    v1: bottom,
    size,
    lineHeight: Math.max(1.1, spacing / size),
    lineCount: lines.length,
    baseline: baselines[0] ?? bottom,
  };
}
