import { describe, expect, it } from 'vitest';
import { stripText } from '../../src/formats/pdf/content/strip-text.ts';
import { ContentTokenizer } from '../../src/formats/pdf/content/tokenizer.ts';

const strip = (source: string, stripAll = false) => {
  const result = stripText(Buffer.from(source, 'latin1'), { stripAll });
  return { ...result, text: Buffer.from(result.bytes).toString('latin1') };
};

describe('content stream tokenizer', () => {
  it('reads strings with escapes and nested parentheses, hex strings, arrays and dictionaries', () => {
    const tokenizer = new ContentTokenizer(
      Buffer.from('(a\\) (b) c) <48 65> [(x) -20 (y)] << /K [1 2] >> /N 1.5 % note\nTj', 'latin1'),
    );
    const kinds = [];
    for (let token = tokenizer.next(); token; token = tokenizer.next()) kinds.push(token.kind);
    expect(kinds).toEqual(['string', 'hex', 'array', 'dict', 'name', 'number', 'op']);
  });
});

describe('stripText', () => {
  it('removes Tj and TJ with their operands and keeps paths, colours and images', () => {
    const source =
      'q 1 0 0 rg 10 10 100 50 re f Q BT /F1 12 Tf 72 700 Td (Hello \\(world\\)) Tj [(Ke) 20 (rn)] TJ ET /Im1 Do 0 0 m 50 50 l S';
    const { text, shows } = strip(source);
    expect(text).toContain('q 1 0 0 rg 10 10 100 50 re f Q');
    expect(text).toContain('/Im1 Do 0 0 m 50 50 l S');
    expect(text).toContain('BT /F1 12 Tf 72 700 Td');
    expect(text).not.toMatch(/Hello|Ke|rn|Tj|TJ/);
    expect(shows.map((show) => [show.x, show.y, show.size])).toEqual([
      [72, 700, 12],
      [72, 700, 12],
    ]);
    expect(shows[1]?.continued).toBe(true);
  });

  it('moves a path down the page under a scaled CTM, and leaves what is not shifted as it was', () => {
    const source = 'q 2 0 0 2 0 0 cm 0 0 1 rg 10 10 50 20 re f Q 5 5 m 9 9 l S';
    const first = stripText(Buffer.from(source, 'latin1'), { stripAll: false });
    const [frame, rule] = first.shiftable;
    expect(frame).toMatchObject({ x0: 20, y0: 20, x1: 120, y1: 60 });
    const moved = first.rewrite(new Set(), new Set(), new Map([[frame as NonNullable<typeof frame>, 30]]));
    // Read again, the frame is 30 points lower on the page and the rule where it was.
    const again = stripText(moved.bytes, { stripAll: false });
    expect(again.shiftable.map((box) => [box.x0, box.y0, box.x1, box.y1])).toEqual([
      [20, -10, 120, 30],
      [rule?.x0, rule?.y0, rule?.x1, rule?.y1],
    ]);
  });

  it('replaces \' and " by the line moves they also make', () => {
    const { text } = strip('BT 14 TL (one) Tj (two) \' 2 1 (three) " ET');
    expect(text).toBe('BT 14 TL  T* 2 Tw 1 Tc T* ET');
  });

  it('records colour, font and position through the graphics state', () => {
    const { shows } = strip(
      '0.2 0.4 0.6 rg q 2 0 0 2 10 20 cm BT /F2 9 Tf 1 0 0 1 5 6 Tm (a) Tj ET Q BT /F3 10 Tf 3 Tr 7 8 Td (b) Tj ET',
    );
    expect(shows[0]).toMatchObject({ x: 20, y: 32, size: 18, colour: [0.2, 0.4, 0.6], fontResource: 'F2' });
    expect(shows[1]).toMatchObject({ x: 7, y: 8, fontResource: 'F3', renderMode: 3 });
  });

  it('skips inline image data, even when it contains text operators and EI-like bytes', () => {
    const binary = 'xx (fake) Tj EIz\x00\xff';
    const source = `BI /W 4 /H 4 /BPC 8 /CS /G ID ${binary} EI Q BT (real) Tj ET`;
    const { text } = strip(`q ${source}`);
    expect(text).toContain(`ID ${binary} EI`);
    expect(text).not.toContain('(real)');
  });

  it('keeps rotated text unless asked to strip everything', () => {
    const source = 'BT /F1 10 Tf 0 1 -1 0 100 100 Tm (side) Tj 1 0 0 1 10 10 Tm (flat) Tj ET';
    expect(strip(source).text).toContain('(side) Tj');
    expect(strip(source).text).not.toContain('(flat)');
    expect(strip(source, true).text).not.toContain('(side)');
  });

  it('drops an unmatched Q so it cannot pop the state the page wrapper saves', () => {
    const result = strip('q 1 0 0 1 5 5 cm Q Q 0 0 m');
    expect(result.text).toBe('q 1 0 0 1 5 5 cm Q  0 0 m');
    expect(strip('q q 0 0 m').openSaves).toBe(2);
  });

  it("takes a link's underline away with its text, and leaves table rules and kept text's lines", () => {
    const link =
      'BT /F1 12 Tf 68.5 363.7 Td (https://x.org) Tj ET q 1 0 0 1 68.5 363.7 cm 0.7 w 0 -1.1 m 203.9 -1.1 l S Q';
    const rule = 'BT /F1 12 Tf 72 300 Td (cell) Tj ET 56 296 m 300 296 l S';
    const result = strip(`${link} ${rule}`);
    expect(result.text).not.toContain('0 -1.1 m 203.9 -1.1 l S');
    expect(result.text).toContain('56 296 m 300 296 l S');
    const kept = Buffer.from(result.rewrite(new Set([result.shows[0]!])).bytes).toString('latin1');
    expect(kept).toContain('(https://x.org) Tj');
    expect(kept).toContain('0 -1.1 m 203.9 -1.1 l S');
  });

  it('returns the same bytes when there is no text', () => {
    const bytes = Buffer.from('0 0 m 10 10 l S', 'latin1');
    expect(stripText(bytes, { stripAll: false }).bytes).toBe(bytes);
  });
});
