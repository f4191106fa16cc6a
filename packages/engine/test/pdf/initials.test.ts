// A paragraph opening with an initial (a drop cap sunk into its first three lines, as LaTeX's
// lettrine sets it) is one paragraph: the provider reads its first word whole, the translation's
// first letter takes the initial's place and size, and the lines beside it keep their indent.

import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { translateFile } from '../../src/translate.ts';
import { lines, textLayer } from './text-layer.ts';

const LINES: [string, number, number][] = [
  ['very article of this journal starts with a lettrine as its first letter,', 98, 465],
  ['text, an eye catcher to make clear where the article starts and', 103, 451.5],
  ['the first letter reaches down to the third line of the paragraph', 103, 438],
  ['while the other lines start where the letter does.', 71, 424.5],
];

describe('initials', () => {
  it('draws the translation’s first letter as the initial and indents the lines beside it', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const font = await pdf.embedFont(StandardFonts.TimesRoman);
    page.drawText('E', { x: 71, y: 438, size: 48, font });
    for (const [text, x, y] of LINES) page.drawText(text, { x, y, size: 11, font });
    const { output } = await translateFile(await pdf.save(), {
      fileName: 'initial.pdf',
      from: 'en',
      to: 'es',
      provider: createFakeProvider(),
    });
    const [layer] = await textLayer(output);
    const items = layer?.items ?? [];
    // The provider read "Every" whole; the fake one swaps case: "eVERY", its "e" drawn large where the E was.
    const initial = items.find((item) => item.size > 40);
    expect(initial?.str).toBe('e');
    expect(initial?.x).toBeCloseTo(71, 0);
    const rows = lines(items.filter((item) => item.size < 20));
    expect(rows[0]?.[0]?.str.startsWith('VERY ARTICLE')).toBe(true);
    // Beside the initial the lines start right of it; under it, back at its left edge.
    expect(rows.slice(0, 3).every((row) => (row[0]?.x ?? 0) > 95)).toBe(true);
    expect(rows.at(-1)?.[0]?.x).toBeCloseTo(71, 0);
  });
});
