// Turns Tesseract's words into text blocks in PDF user space, each with the background colour to
// paint over the pixels of the original text and the colour of its ink.

import { BLOCK_ASCENT, type TextBlock } from '../layout/blocks.ts';
import type { Rgb, TextLine } from '../layout/lines.ts';
import { backgroundAround, inkInside, type PixelBox } from './colours.ts';
import type { OcrWord } from './tesseract.ts';
import type { RenderedPage } from './render-page.ts';

export interface OcrBlock {
  block: TextBlock;
  background: Rgb;
  /** Where the recognised ink is, in PDF user space. */
  ink: { x: number; y: number; width: number; height: number };
}

const DESCENDERS = /[gjpqy,;]/;
const DESCENT = 0.22;

const MIN_CONFIDENCE = 40;

function union(boxes: PixelBox[]): PixelBox {
  const left = Math.min(...boxes.map((box) => box.left));
  const top = Math.min(...boxes.map((box) => box.top));
  const right = Math.max(...boxes.map((box) => box.left + box.width));
  const bottom = Math.max(...boxes.map((box) => box.top + box.height));
  return { left, top, width: right - left, height: bottom - top };
}

function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

export function ocrBlocks(words: OcrWord[], page: RenderedPage): OcrBlock[] {
  const confident = words.filter(
    (word) => word.confidence >= MIN_CONFIDENCE && /[\p{L}\p{N}]/u.test(word.text),
  );
  const pointsPerPixel = Math.abs(page.toPdf(1, 0)[0] - page.toPdf(0, 0)[0]) || 1;
  const blocks: OcrBlock[] = [];
  for (const paragraph of groupBy(confident, (word) => word.paragraph)) {
    const lineWords = groupBy(paragraph, (word) => word.line);
    const lineBoxes = lineWords.map(union);
    const box = union(lineBoxes);
    const lineHeights = lineBoxes.map((line) => line.height).sort((a, b) => a - b);
    const medianLine = lineHeights[Math.floor(lineHeights.length / 2)] ?? box.height;
    const spacing =
      lineBoxes.length > 1 ? (box.height - medianLine) / (lineBoxes.length - 1) : medianLine * 1.2;
    const sizePixels = Math.min(medianLine / 0.95, spacing / 1.05);
    const size = sizePixels * pointsPerPixel;
    const background = backgroundAround(page, box, Math.max(3, Math.round(sizePixels * 0.25)));
    const colour = inkInside(page, box, background);
    const [x, inkTop] = page.toPdf(box.left, box.top);
    const [right, inkBottom] = page.toPdf(box.left + box.width, box.top + box.height);
    const style = { bold: false, italic: false, serif: false, mono: false, colour };
    const lines: TextLine[] = lineWords.map((line, index) => {
      const lineBox = lineBoxes[index] as PixelBox;
      const text = line.map((word) => word.text).join(' ');
      // The box ends at the descenders when the line has any, otherwise at the baseline.
      const baselinePixels =
        lineBox.top + lineBox.height - (DESCENDERS.test(text) ? DESCENT * sizePixels : 0);
      const [lineX, baseline] = page.toPdf(lineBox.left, baselinePixels);
      const [lineRight] = page.toPdf(lineBox.left + lineBox.width, 0);
      const run = { text, x: lineX, baseline, width: lineRight - lineX, size, ...style };
      return { text, x: lineX, right: lineRight, baseline, size, style, runs: [run] };
    });
    const text = lines
      .map((line) => line.text)
      .join(' ')
      .replace(/(\p{L})- (\p{Ll})/gu, '$1$2');
    // Same geometry as text-layer blocks: ascent above the first baseline, descent below the last.
    const top = Math.max(inkTop, (lines[0]?.baseline ?? inkTop) + BLOCK_ASCENT * size);
    const bottom = Math.min(inkBottom, (lines[lines.length - 1]?.baseline ?? inkBottom) - DESCENT * size);
    blocks.push({
      background,
      ink: { x, y: inkBottom, width: right - x, height: inkTop - inkBottom },
      block: {
        text,
        lines,
        x,
        y: bottom,
        width: right - x,
        height: top - bottom,
        size,
        lineHeight: Math.max(1, spacing / sizePixels),
        indent: 0,
        hang: 0,
        align: 'left',
        justified: false,
        style,
        kind: 'paragraph',
      },
    });
  }
  return blocks;
}
