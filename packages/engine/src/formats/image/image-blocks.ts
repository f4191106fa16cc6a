// Turns Tesseract's words into blocks (lines chained from words, grouped by Tesseract's paragraphs)
// with a rotation: each line's angle comes from a straight-line fit through its words' centres, so a
// slightly tilted line gets a tilted box. A block is a rectangle in its own rotated frame around a
// centre point in image pixels, with its colours, weight, alignment and free room beside it.

import { backgroundAround, type PixelBox, type PixelImage } from '../../ocr/colours.ts';
import type { OcrWord } from '../../ocr/tesseract.ts';
import type { Rgb } from '../../layout/lines.ts';
import { baselineOfLine, sizeOfLine } from './metrics.ts';
import { alignmentOf, roomBeside, type Alignment } from './placement.ts';
import { inkColour, looksBold, strokeRatio } from './ink.ts';
import { blocksOfLines, chainLines, slopeOf } from './word-lines.ts';

export interface ImageBlock {
  text: string;
  /** Centre of the rotated rectangle, image pixels. */
  cx: number;
  cy: number;
  /** Extent around the centre in the rotated frame (u along the lines, v down across them). */
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  /** Radians, clockwise on screen (canvas rotation). */
  angle: number;
  /** Font size in pixels that reproduces the original letters. */
  size: number;
  /** Baseline distance as a multiple of the size. */
  lineHeight: number;
  /** The first line's baseline, in the rotated frame (v). */
  baseline: number;
  lineCount: number;
  /** Axis-aligned box around the rotated rectangle. */
  bounds: PixelBox;
  background: Rgb;
  colour: Rgb;
  bold: boolean;
  align: Alignment;
  /** Plain background beside a straight block that a longer translation may take, in pixels. */
  room: { left: number; right: number };
}

const MIN_CONFIDENCE = 40;
const MIN_BLOCK_CONFIDENCE = 55;
/** Tilts under this are scanner noise: drawing them straight looks cleaner. */
const MIN_ANGLE = (1.2 * Math.PI) / 180;
const MAX_ANGLE = (30 * Math.PI) / 180;

/** A word's upright length and height, undoing how rotation grows its axis-aligned box. */
function uprightSize(word: OcrWord, angle: number): { length: number; height: number } {
  const cos = Math.cos(Math.abs(angle));
  const sin = Math.sin(Math.abs(angle));
  const det = cos * cos - sin * sin;
  const length = (word.width * cos - word.height * sin) / det;
  const height = (word.height * cos - word.width * sin) / det;
  return { length: Math.max(length, word.width * 0.5), height: Math.max(height, word.height * 0.3) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Axis-aligned pixel box around a block's rotated rectangle. */
export function boundsOf(
  block: Pick<ImageBlock, 'cx' | 'cy' | 'u0' | 'u1' | 'v0' | 'v1' | 'angle'>,
): PixelBox {
  const cos = Math.cos(block.angle);
  const sin = Math.sin(block.angle);
  const corners = [
    [block.u0, block.v0],
    [block.u1, block.v0],
    [block.u0, block.v1],
    [block.u1, block.v1],
  ].map(([u = 0, v = 0]) => [block.cx + u * cos - v * sin, block.cy + u * sin + v * cos] as const);
  const left = Math.floor(Math.min(...corners.map((c) => c[0])));
  const top = Math.floor(Math.min(...corners.map((c) => c[1])));
  return {
    left,
    top,
    width: Math.ceil(Math.max(...corners.map((c) => c[0]))) - left,
    height: Math.ceil(Math.max(...corners.map((c) => c[1]))) - top,
  };
}

export function imageBlocks(words: OcrWord[], image: PixelImage): ImageBlock[] {
  const confident = words.filter(
    (word) => word.confidence >= MIN_CONFIDENCE && /[\p{L}\p{N}]/u.test(word.text),
  );
  const blocks: ImageBlock[] = [];
  for (const lines of blocksOfLines(chainLines(confident))) {
    const paragraph = lines.flat();
    // Texture in a photo reads as stray short "words": a lone letter or a doubtful reading is not text.
    const letters =
      paragraph
        .map((word) => word.text)
        .join('')
        .match(/\p{L}/gu)?.length ?? 0;
    const confidence = paragraph.reduce((sum, word) => sum + word.confidence, 0) / paragraph.length;
    if (letters < 2 || confidence < MIN_BLOCK_CONFIDENCE) continue;
    const weights = lines.map((line) => line.reduce((sum, word) => sum + word.width, 0));
    const weighted = lines.reduce(
      (sum, line, index) => sum + Math.atan(slopeOf(line)) * (weights[index] ?? 0),
      0,
    );
    let angle =
      weighted /
      Math.max(
        1,
        weights.reduce((a, b) => a + b, 0),
      );
    if (Math.abs(angle) < MIN_ANGLE || Math.abs(angle) > MAX_ANGLE) angle = 0;
    const centres = paragraph.map((word) => ({
      x: word.left + word.width / 2,
      y: word.top + word.height / 2,
    }));
    const cx = centres.reduce((sum, c) => sum + c.x, 0) / centres.length;
    const cy = centres.reduce((sum, c) => sum + c.y, 0) / centres.length;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    // Each word as a rectangle in the block's frame.
    const local = (word: OcrWord) => {
      const dx = word.left + word.width / 2 - cx;
      const dy = word.top + word.height / 2 - cy;
      const u = dx * cos + dy * sin;
      const v = -dx * sin + dy * cos;
      const { length, height } = uprightSize(word, angle);
      return { u0: u - length / 2, u1: u + length / 2, v0: v - height / 2, v1: v + height / 2 };
    };
    const rects = paragraph.map(local);
    const u0 = Math.min(...rects.map((r) => r.u0));
    const u1 = Math.max(...rects.map((r) => r.u1));
    const v0 = Math.min(...rects.map((r) => r.v0));
    const v1 = Math.max(...rects.map((r) => r.v1));
    const lineBoxes = lines.map((line) => {
      const parts = line.map(local);
      return {
        top: Math.min(...parts.map((r) => r.v0)),
        bottom: Math.max(...parts.map((r) => r.v1)),
        left: Math.min(...parts.map((r) => r.u0)),
        right: Math.max(...parts.map((r) => r.u1)),
      };
    });
    const lineTexts = lines.map((line) => line.map((word) => word.text).join(' '));
    const sizes = lineBoxes.map((line, index) => sizeOfLine(lineTexts[index] ?? '', line.bottom - line.top));
    const baselines = lineBoxes.map((line, index) =>
      baselineOfLine(lineTexts[index] ?? '', line.bottom, sizes[index] ?? 0),
    );
    const spacing =
      lines.length > 1
        ? ((baselines[baselines.length - 1] ?? 0) - (baselines[0] ?? 0)) / (lines.length - 1)
        : median(sizes) * 1.2;
    const size = Math.max(4, Math.min(median(sizes), spacing / 1.05));
    const bounds = boundsOf({ cx, cy, u0, u1, v0, v1, angle });
    const background = backgroundAround(image, bounds, Math.max(3, Math.round(size * 0.25)));
    const text = lineTexts.join(' ').replace(/(\p{L})- (\p{Ll})/gu, '$1$2');
    const colour = inkColour(image, bounds, background);
    // Room beside single straight lines only: a paragraph keeps its column, a tilted line its length.
    const room =
      angle === 0 && lines.length === 1
        ? roomBeside(image, bounds, background, (u1 - u0) * 0.6, Math.round(size * 0.6))
        : { left: 0, right: 0 };
    blocks.push({
      text,
      cx,
      cy,
      u0,
      u1,
      v0,
      v1,
      angle,
      size,
      lineHeight: Math.max(1.1, spacing / size),
      baseline: baselines[0] ?? v1,
      lineCount: lines.length,
      bounds,
      background,
      colour,
      bold: looksBold(strokeRatio(image, bounds, background, colour, size)),
      align: alignmentOf(lineBoxes, size, cx + ((u0 + u1) / 2) * cos, image.width),
      room,
    });
  }
  return blocks;
}
