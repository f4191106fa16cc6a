// What a translated block carries to the page, and how far its text may be made to fit before it
// is cut: the limits PageDrawer works within and style-scales.ts chooses sizes by.

import type { TextBlock } from '../../layout/blocks.ts';
import type { Rgb, TextStyle } from '../../layout/lines.ts';
import type { Density, Piece, StyledFit } from '../../layout/fit.ts';
import type { Room } from '../../layout/room.ts';

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
  /** The translation of each unit: one for a paragraph, one per line for a line-structured block. */
  units: Piece<TextStyle>[][];
  cover?: Cover;
  /** The translation's first letter, drawn where the paragraph's initial was. */
  initial?: Piece<TextStyle>;
}

export interface PageFidelity {
  shrunk: number;
  clipped: number;
}

/** Smallest share of its original size a style is shrunk to before blocks grow or get cut. */
export const STYLE_FLOOR = 0.7;

/** Narrowest horizontal scale of letters: slightly narrower letters read as the same type, a smaller size does not. */
export const MIN_SQUEEZE = 0.85;

/**
 * Before a paragraph gets smaller, its lines move closer (to 1.1 times the size at the closest)
 * and then its letters get narrower, 5 % at a time: beside code or headings kept at their size,
 * body text set smaller is what a reader notices.
 */
export function denser(lineHeight: number): Density[] {
  const close = Math.min(lineHeight, Math.max(1.1, lineHeight * 0.9));
  return [1, 0.95, 0.9, MIN_SQUEEZE].map((squeeze) => ({ lineHeight: close, squeeze }));
}

export interface SizedBlock {
  item: PlacedTranslation;
  room: Room;
  /** Largest scale at which the block fits in its place, grown into the free space below if need be (0 when not even at the floor). */
  needed: number;
  /** The paragraph laid out at that scale, reused when it is drawn at it. */
  layout?: StyledFit<TextStyle>;
  /** Set as a flowing paragraph this wide (a paragraph, or a one-line sentence that wraps); else line by line. */
  width?: number;
}

/** The height a block may take when it grows into the free space below it. */
export const grownHeight = (block: TextBlock, room: Room) => block.y + block.height - room.bottom;
