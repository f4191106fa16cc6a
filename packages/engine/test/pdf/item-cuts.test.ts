import { describe, expect, it } from 'vitest';
import { matchShow } from '../../src/formats/pdf/item-cuts.ts';
import type { ShownText } from '../../src/formats/pdf/content/strip-text.ts';
import type { PositionedItem } from '../../src/formats/pdf/extract.ts';

const show = (x: number, colour: [number, number, number]): ShownText => ({
  x,
  y: 91.2,
  size: 10,
  colour,
  fontResource: 'F1',
  renderMode: 0,
  rotated: false,
  continued: false,
  scope: 0,
});
const item = (x: number): PositionedItem => ({
  text: 'The variant with a sidebar for graphics',
  x,
  y: 91.2,
  width: 150,
  size: 10,
  upright: true,
  family: 'sans-serif',
  font: 'g_d0_f1',
});

describe('matchShow', () => {
  it('takes the show that starts a little after the item (after a space) over the one far before it', () => {
    // XeTeX's Beamer: a blue term, then its black description, which pdf.js starts 4.5 pt early.
    const term = show(8.5, [0, 0.2, 0.4]);
    const description = show(123.8, [0, 0, 0]);
    expect(matchShow(item(119.3), [term, description])).toBe(description);
    // A show a whole word after the item's start is another item's.
    expect(matchShow(item(100), [term, description])).toBe(term);
  });
});
