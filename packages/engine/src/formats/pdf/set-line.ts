// Sets one line of styled pieces in its box: aligned as its block was (a left-aligned block's line
// starts at the right when the line reads right to left), set flush with its spaces widened when the
// block was justified, and right to left in the order the bidi algorithm shows it, each piece in
// its own style.

import type { TextBlock } from '../../layout/blocks.ts';
import { visualPieces, type Direction } from '../../fonts/bidi.ts';
import type { Pen } from './pen.ts';
import type { Line } from './shorten-line.ts';
import { justifiedSpacing, spreadWords } from './justify.ts';

export interface LineBox {
  /** Left edge and width of the box, baseline of the line. */
  x: number;
  width: number;
  baseline: number;
  size: number;
  squeeze: number;
  justify: boolean;
}

export function setLine(
  pen: Pen,
  block: TextBlock,
  line: Line,
  box: LineBox,
  direction: Direction,
  pageLeft: number,
): void {
  const { x, width, baseline, size, squeeze } = box;
  const measure = (text: string, style: Line[number]['style']) => pen.measure(text, style, size) * squeeze;
  const total = line.reduce((sum, piece) => sum + measure(piece.text, piece.style), 0);
  const spacing = box.justify && block.align === 'left' ? justifiedSpacing(line, width - total, size) : 0;
  const align = block.align === 'left' && direction === 'rtl' ? 'right' : block.align;
  // A line set flush fills its width from x whichever way it reads.
  let left =
    spacing > 0
      ? x
      : align === 'right'
        ? x + width - total
        : align === 'center'
          ? x + (width - total) / 2
          : x;
  left = Math.max(pageLeft, left);
  const at = () => ({ x: left, y: baseline, size, squeeze });
  if (direction === 'ltr') {
    for (const { word, after } of spreadWords(line, spacing)) {
      pen.draw(word, at(), 'ltr');
      left += measure(word.text, word.style) + after;
    }
    return;
  }
  for (const { direction: run, ...piece } of visualPieces(line, 'rtl')) {
    const split = spacing > 0 && !piece.style.formula;
    const words = split ? piece.text.split(/(\s+)/u).filter((word) => word !== '') : [piece.text];
    if (split && run === 'rtl') words.reverse();
    for (const text of words) {
      const space = split && /^\s+$/u.test(text);
      if (!space) pen.draw({ text, style: piece.style }, at(), run);
      left += measure(text, piece.style) + (space ? spacing * (text.match(/ /gu)?.length ?? 0) : 0);
    }
  }
}
