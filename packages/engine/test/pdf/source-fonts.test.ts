// The document's own embedded font draws the translation where it still has every glyph the text
// needs; where its subset lacks one, the page's text in that font is set in the installed stand-in,
// never a paragraph or a word half and half.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { translateFile } from '../../src/translate.ts';
import { lines, lineText, textLayer } from './text-layer.ts';

/** Two pages in an embedded subset of DejaVu Serif, a face the engine never picks itself. */
async function embeddedSubsetPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf'), {
    subset: true,
  });
  // The fake provider swaps case: the first paragraph's translation uses only letters the subset
  // holds; the second page's second paragraph (jEER) needs a j, which nothing in the document
  // drew, beside E and R it has.
  const first = pdf.addPage([420, 300]);
  first.drawText('Level LEVEL radar RADAR', { x: 40, y: 240, size: 12, font });
  const second = pdf.addPage([420, 300]);
  second.drawText('Level LEVEL radar RADAR', { x: 40, y: 240, size: 12, font });
  second.drawText('Jeer', { x: 40, y: 200, size: 12, font });
  return pdf.save();
}

describe('the document’s own fonts', () => {
  it('draws a page in the embedded font when its subset has every glyph, else in an installed face', async () => {
    const { output } = await translateFile(await embeddedSubsetPdf(), {
      fileName: 'subset.pdf',
      from: 'en',
      to: 'es',
      provider: createFakeProvider(),
    });
    const [first, second] = await textLayer(output);
    const covered = lines(first?.items ?? []).find((row) => lineText(row) === 'lEVEL level RADAR radar');
    // Read back through the font's own ToUnicode map: the codes drawn are the right glyphs.
    expect(covered?.map((item) => item.font.replace(/-\d+$/, ''))).toEqual(covered?.map(() => 'DejaVuSerif'));
    // On the page where one paragraph lacks a glyph, both paragraphs share the installed face.
    const rows = lines(second?.items ?? []);
    const drawn = ['lEVEL level RADAR radar', 'jEER'].map(
      (text) => rows.find((row) => lineText(row) === text) ?? [],
    );
    expect(drawn.map((row) => row.length > 0)).toEqual([true, true]);
    for (const item of drawn.flat()) expect(item.font).not.toMatch(/^DejaVuSerif/);
    expect(new Set(drawn.flat().map((item) => item.font.replace(/-\d+$/, ''))).size).toBe(1);
  });
});
