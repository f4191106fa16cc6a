import { describe, expect, it } from 'vitest';
import { characterStarts, matchShow, splitAtColourChanges } from '../../src/formats/pdf/item-cuts.ts';
import type { ShownText } from '../../src/formats/pdf/content/strip-text.ts';
import type { PositionedItem } from '../../src/formats/pdf/extract.ts';

const show = (x: number, colour: [number, number, number]): ShownText => ({
  x,
  y: 91.2,
  size: 10,
  colour,
  fontResource: 'F1',
  renderMode: 0,
  codes: new Uint8Array(),
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

describe('splitAtColourChanges', () => {
  it('cuts where each show starts, at an apostrophe inside a word too, leaving spaces with the text before', () => {
    // LibreOffice: one pdf.js item, five shows: black, a blue link, black "’s ", a blue link, black.
    const text = 'The WHATWG URL parser’s internationalized domain names (IDNs)';
    const line: PositionedItem = { ...item(108), text, width: 350 };
    const characters = Array.from(text);
    const starts = characterStarts(line, characters);
    const at = (part: string) => starts[text.indexOf(part)] ?? NaN;
    const black: [number, number, number] = [0, 0, 0];
    const blue: [number, number, number] = [0.2, 0.4, 0.7];
    const shows = [
      show(108, black),
      show(at('WHATWG'), blue),
      show(at('’s'), black),
      show(at('internationalized'), blue),
      show(at(' (IDNs)'), black),
    ];
    expect(splitAtColourChanges(line, shows).map((part) => part.text)).toEqual([
      'The ',
      'WHATWG URL parser',
      '’s ',
      'internationalized domain names ',
      '(IDNs)',
    ]);
  });
});
