// Lines set flush on both sides, as the source's justified paragraphs were: the spaces between
// words are widened to fill the line, each word drawn on its own (a formula stays whole).

import { isListMarker } from '../../layout/entries.ts';
import type { Line } from './shorten-line.ts';

/** Widest gap, in ems, added to a space to set a line flush on both sides. */
const MAX_JUSTIFIED_SPACE = 0.8;

/** The line's words, each with its space; a marker's space is not one of the spaces widened. */
function wordsOf(line: Line): { text: string; style: Line[number]['style']; widens: boolean }[] {
  const words = line.flatMap((piece) =>
    (piece.style.formula ? [piece.text] : piece.text.split(/(?<= )/u)).map((text) => ({
      text,
      style: piece.style,
      widens: !piece.style.formula && text.endsWith(' '),
    })),
  );
  const first = words[0];
  // A list item's marker opening the line: the space after it keeps its width.
  if (first && isListMarker(first.text)) first.widens = false;
  return words;
}

/**
 * The width added to each space of a justified line, or 0 when the line is left ragged: it has no
 * space between words, or its spaces would open wider than MAX_JUSTIFIED_SPACE (a line ended by a
 * forced break).
 */
export function justifiedSpacing(line: Line, slack: number, size: number): number {
  const spaces = wordsOf(line).filter((word) => word.widens).length;
  const spacing = spaces > 0 && slack > 0 ? slack / spaces : 0;
  return spacing <= MAX_JUSTIFIED_SPACE * size ? spacing : 0;
}

/**
 * What a line is drawn as, in order, each with the width to add after it: its words, each space
 * widened by `spacing`; with no spacing, its pieces as they are.
 */
export function spreadWords(line: Line, spacing: number): { word: Line[number]; after: number }[] {
  if (spacing === 0) return line.map((piece) => ({ word: piece, after: 0 }));
  return wordsOf(line).map(({ text, style, widens }) => ({
    word: { text, style },
    after: widens ? spacing : 0,
  }));
}
