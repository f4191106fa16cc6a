// Making a drawn line fit its width without wrapping: dot leaders give up dots, and a line that is
// still too long is cut with an ellipsis.

import type { TextStyle } from '../../layout/lines.ts';
import type { Piece } from '../../layout/fit.ts';

export type Line = Piece<TextStyle>[];
export type LineMeasure = (text: string, style: TextStyle, size: number) => number;

export const ELLIPSIS = '…';

export function lineWidth(line: Line, size: number, measure: LineMeasure): number {
  return line.reduce((sum, piece) => sum + measure(piece.text, piece.style, size), 0);
}

/** Dot leaders (a table of contents) give up dots until the line fits. */
export function tightenLeaders(line: Line, width: number, size: number, measure: LineMeasure): Line {
  const leader = /(?:\s?\.){4,}\s?/u;
  if (lineWidth(line, size, measure) <= width || !line.some((piece) => leader.test(piece.text))) return line;
  const pieces = line.map((piece) => ({ ...piece }));
  for (const piece of pieces) {
    while (leader.test(piece.text) && lineWidth(pieces, size, measure) > width)
      piece.text = piece.text.replace(/(\s?\.)((?:\s?\.){3,})/u, '$2');
  }
  return pieces;
}

/** The line shortened to end with an ellipsis within the width. */
export function withEllipsis(line: Line, width: number, size: number, measure: LineMeasure): Line {
  const pieces = line.map((piece) => ({ ...piece }));
  const style = pieces[pieces.length - 1]?.style;
  if (!style) return pieces;
  const room = width - measure(ELLIPSIS, style, size);
  while (pieces.length > 0 && lineWidth(pieces, size, measure) > room) {
    const last = pieces[pieces.length - 1] as Piece<TextStyle>;
    last.text = Array.from(last.text).slice(0, -1).join('');
    if (last.text === '') pieces.pop();
  }
  const tail = pieces[pieces.length - 1];
  if (tail) tail.text = tail.text.trimEnd() + ELLIPSIS;
  else pieces.push({ text: ELLIPSIS, style });
  return pieces;
}
