// Reads one page's text layer with pdf.js and turns it into blocks; styles (colour, weight, slant)
// come from the content-stream pass, matched by where each piece of text starts.

import { OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import {
  groupBlocks,
  groupLines,
  type TextBlock,
  type TextRun,
  type TextStyle,
} from '../../layout/blocks.ts';
import type { ShownText } from './content/strip-text.ts';
import { multiply, type Matrix } from './content/graphics-state.ts';
import { frameFor, type Frame } from '../../layout/frame.ts';

export interface PageTextLayer {
  runs: PositionedItem[];
  /** Non-space characters of upright text. */
  characters: number;
  text: string;
}

export interface PositionedItem {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  upright: boolean;
}

/** Fewer visible characters than this on a page that shows an image means the text is in pixels. */
export const OCR_CHARACTER_THRESHOLD = 20;

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
]);

/** Text items in the reader's frame (see layout/frame.ts), so rotated pages read upright. */
export async function readTextLayer(
  page: PDFPageProxy,
  frame: Frame = frameFor(page.rotate),
): Promise<PageTextLayer> {
  const content = await page.getTextContent();
  const runs: PositionedItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const [a, b, c, d, e, f] = multiply((item as TextItem).transform as Matrix, frame.matrix);
    const upright = Math.abs(b ?? 0) < 1e-3 && Math.abs(c ?? 0) < 1e-3 && (a ?? 0) > 0 && (d ?? 0) > 0;
    runs.push({
      text: item.str,
      x: e ?? 0,
      y: f ?? 0,
      width: item.width,
      size: Math.hypot(c ?? 0, d ?? 0) || item.height,
      upright,
    });
  }
  const upright = runs.filter((run) => run.upright);
  return {
    runs,
    characters: upright.reduce((sum, run) => sum + run.text.replace(/\s/g, '').length, 0),
    text: upright.map((run) => run.text).join(' '),
  };
}

export async function drawsImages(page: PDFPageProxy): Promise<boolean> {
  const operators = await page.getOperatorList();
  return operators.fnArray.some((fn) => IMAGE_OPS.has(fn));
}

/** The show operation a pdf.js item came from: same baseline, starting at or just before it. */
function matchShow(item: PositionedItem, shows: ShownText[]): ShownText | undefined {
  let best: ShownText | undefined;
  let bestDistance = Infinity;
  for (const show of shows) {
    if (Math.abs(show.y - item.y) > 0.3 * Math.max(item.size, 1)) continue;
    const dx = item.x - show.x;
    const distance = dx >= -1 ? dx : 1000 - dx;
    if (distance < bestDistance) {
      best = show;
      bestDistance = distance;
    }
  }
  return best;
}

export function blocksFromLayer(
  layer: PageTextLayer,
  shows: ShownText[],
  styleOf: (show: ShownText) => Omit<TextStyle, 'colour'>,
  pageWidth: number,
): TextBlock[] {
  const runs: TextRun[] = [];
  for (const item of layer.runs) {
    if (!item.upright) continue;
    const show = matchShow(item, shows);
    // Invisible text (render mode 3, e.g. an OCR layer) and text kept in place are not redrawn.
    if (show && (show.renderMode === 3 || show.renderMode === 7 || show.rotated)) continue;
    const style = show ? styleOf(show) : { bold: false, italic: false, serif: false };
    runs.push({
      text: item.text,
      x: item.x,
      baseline: item.y,
      width: item.width,
      size: item.size,
      ...style,
      colour: show?.colour ?? [0, 0, 0],
    });
  }
  return groupBlocks(groupLines(runs), pageWidth);
}
