// Draws translated blocks where the original text was: same box, fitted size, original colour,
// right-aligned and right-to-left for RTL targets.

import { rgb, type PDFPage } from 'pdf-lib';
import { BLOCK_ASCENT, type Rgb, type TextBlock } from '../../layout/blocks.ts';
import { fitText, type FitResult } from '../../layout/fit.ts';
import { roomFor, type PageBox } from '../../layout/room.ts';
import type { Direction } from '../../fonts/bidi.ts';
import type { DocumentFonts } from '../../fonts/document-fonts.ts';
import { frameFor, type Frame } from '../../layout/frame.ts';

/** Background to paint over text that exists only as pixels (OCR): the ink's box and the paper colour. */
export interface Cover {
  colour: Rgb;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedTranslation {
  block: TextBlock;
  translation: string;
  cover?: Cover;
}

/** Below this share of the original size we let the text use free space around the box. */
const SHRINK_BEFORE_GROWING = 0.8;

/** Paragraph first-line indents are kept for left-aligned, left-to-right text. */
function indentOf(block: TextBlock, direction: Direction): number {
  return block.align === 'left' && direction === 'ltr' ? block.indent : 0;
}

function fitBlock(
  item: PlacedTranslation,
  fonts: DocumentFonts,
  room: { right: number; bottom: number },
  indent: number,
): FitResult {
  const { block } = item;
  const measure = (text: string, size: number) => fonts.measure(text, size, block.style);
  const base = { text: item.translation, size: block.size, lineHeight: block.lineHeight, measure, indent };
  const single = block.lines.length === 1;
  // A single line (heading, list item, label) may first widen a little into free space: that keeps
  // list items and labels at one size instead of each shrinking by its own amount.
  const firstWidth = single
    ? Math.max(block.width, Math.min(room.right - block.x, block.width * 1.3))
    : block.width;
  const inBox = fitText({
    ...base,
    width: firstWidth,
    height: block.height,
    minSize: block.size * SHRINK_BEFORE_GROWING,
  });
  if (inBox.fits) return inBox;
  // Paragraphs keep their column width and may take part of the gap below; single lines may widen.
  const width = single ? room.right - block.x : block.width;
  const height = block.height + 0.4 * (block.y - room.bottom);
  return fitText({ ...base, width, height });
}

export async function drawTranslations(
  page: PDFPage,
  items: PlacedTranslation[],
  fonts: DocumentFonts,
  direction: Direction,
  pageBox: PageBox,
  frame: Frame = frameFor(0),
  drawings: PageBox[] = [],
): Promise<void> {
  const boxes = items.map((item) => item.block);
  for (const item of items) {
    const { block } = item;
    if (item.translation.trim() === '') continue;
    await fonts.prepare([item.translation], block.style);
    if (item.cover) {
      const pad = block.size * 0.12;
      const [r, g, b] = item.cover.colour;
      const { x, y, width, height } = item.cover;
      // Covers are axis-aligned in both frames (rotations are multiples of 90°).
      const [ax, ay] = frame.toUser(x - pad, y - pad);
      const [bx, by] = frame.toUser(x + width + pad, y + height + pad);
      page.drawRectangle({
        x: Math.min(ax, bx),
        y: Math.min(ay, by),
        width: Math.abs(bx - ax),
        height: Math.abs(by - ay),
        color: rgb(r, g, b),
        borderWidth: 0,
      });
    }
    const fit = fitBlock(item, fonts, roomFor(block, boxes, pageBox, drawings), indentOf(block, direction));
    const top = block.y + block.height;
    const [r, g, b] = block.style.colour;
    fit.lines.forEach((line, index) => {
      const width = fonts.measure(line, fit.size, block.style);
      const boxWidth = Math.max(block.width, width);
      const align = block.align === 'left' && direction === 'rtl' ? 'right' : block.align;
      const x =
        align === 'right'
          ? block.x + block.width - width
          : align === 'center'
            ? block.x + (block.width - width) / 2
            : block.x + (index === 0 ? indentOf(block, direction) : 0);
      fonts.drawLine(page, line, {
        x: Math.max(pageBox.x0, Math.min(x, block.x + boxWidth - width)),
        y: top - BLOCK_ASCENT * fit.size - index * fit.leading,
        size: fit.size,
        colour: rgb(r, g, b),
        style: block.style,
        base: direction,
        frame,
      });
    });
  }
}
