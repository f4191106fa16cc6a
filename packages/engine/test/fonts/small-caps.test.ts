// Small capitals, the document's own where its font has them, else made up from smaller capitals.

import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFRef } from 'pdf-lib';
import { DocumentFonts } from '../../src/fonts/document-fonts.ts';
import { sourceFace } from '../../src/fonts/source-face.ts';

describe('small capitals', () => {
  it('reads which letters a show draws with the font’s later glyphs for them (its small capitals)', () => {
    // Codes 1–3 are a, b, c; 10–11 are a second a and b (the font's small capitals).
    const face = sourceFace({
      ref: PDFRef.of(7),
      toUnicode: new Map([
        [1, 'a'],
        [2, 'b'],
        [3, 'c'],
        [10, 'a'],
        [11, 'b'],
      ]),
      codeLength: 1,
      present: () => true,
      width: () => 500,
    });
    expect(face?.smallCapsIn('cab ab', new Uint8Array([3, 1, 2, 10, 11]))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    // Its small capitals' face draws a and b with them, and has no c.
    const capitals = face?.smallCapsFace();
    expect(capitals?.encode('ab')).toBe('0a0b');
    expect(capitals?.has('c'.codePointAt(0) ?? 0)).toBe(false);
  });

  it('makes small capitals up from capitals 0.78 as large where the face has none', async () => {
    const fonts = new DocumentFonts(await PDFDocument.create());
    const plain = { bold: false, italic: false, serif: true };
    const small = { ...plain, smallcaps: true };
    await fonts.prepare(['Ram ram RAM'], small);
    await fonts.prepare(['RAM'], plain);
    expect(fonts.measure('ram', 10, small)).toBeCloseTo(0.78 * fonts.measure('RAM', 10, plain), 5);
    // Capitals stay as large as they are.
    expect(fonts.measure('RAM', 10, small)).toBeCloseTo(fonts.measure('RAM', 10, plain), 5);
  });
});
