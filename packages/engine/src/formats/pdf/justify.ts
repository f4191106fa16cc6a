// Lines set flush on both sides, as the source's justified paragraphs were: the spaces between
// words are widened to fill the line, each word drawn on its own (a formula stays whole).

import type { Line } from './shorten-line.ts';

/** Widest gap, in ems, added to a space to set a line flush on both sides. */
const MAX_JUSTIFIED_SPACE = 0.8;

/**
 * The width added to each space of a justified line, or 0 when the line is left ragged: it has no
 * space between words, or its spaces would open wider than MAX_JUSTIFIED_SPACE (a line ended by a
 * forced break).
 */
export function justifiedSpacing(line: Line, slack: number, size: number): number {
  const spaces = line.reduce(
    (count, piece) => count + (piece.style.formula ? 0 : (piece.text.match(/ /gu)?.length ?? 0)),
    0,
  );
  const spacing = spaces > 0 && slack > 0 ? slack / spaces : 0;
  return spacing <= MAX_JUSTIFIED_SPACE * size ? spacing : 0;
}

/**
 * What a line is drawn as, in order, each with the width to add after it: its words, each space
 * widened by `spacing`; with no spacing, its pieces as they are.
 */
export function spreadWords(line: Line, spacing: number): { word: Line[number]; after: number }[] {
  return line.flatMap((piece) =>
    (spacing === 0 || piece.style.formula ? [piece.text] : piece.text.split(/(?<= )/u)).map((text) => ({
      word: { text, style: piece.style },
      after: text.endsWith(' ') ? spacing : 0,
    })),
  );
}
