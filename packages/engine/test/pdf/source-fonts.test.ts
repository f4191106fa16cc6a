// The document's own embedded font draws the translation where it still has every glyph the text
// needs; where its subset lacks one, the block is set in the installed stand-in, never half and half.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { translateFile } from '../../src/translate.ts';
import { lines, lineText, textLayer } from './text-layer.ts';

/** Two paragraphs in an embedded subset of DejaVu Serif, a face the engine never picks itself. */
async function embeddedSubsetPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf'), {
    subset: true,
  });
  const page = pdf.addPage([420, 300]);
  // The fake provider swaps case: the first paragraph's translation uses only letters the subset
  // holds; the second's (jEER) needs a j, which nothing in the document drew, beside E and R it has.
  page.drawText('Level LEVEL radar RADAR', { x: 40, y: 240, size: 12, font });
  page.drawText('Jeer', { x: 40, y: 200, size: 12, font });
  return pdf.save();
}

describe('the document’s own fonts', () => {
  it('draws a translation in the embedded font when its subset has every glyph, else in an installed face', async () => {
    const { output } = await translateFile(await embeddedSubsetPdf(), {
      fileName: 'subset.pdf',
      from: 'en',
      to: 'es',
      provider: createFakeProvider(),
    });
    const [page] = await textLayer(output);
    const rows = lines(page?.items ?? []);
    const covered = rows.find((row) => lineText(row) === 'lEVEL level RADAR radar');
    const lacking = rows.find((row) => lineText(row) === 'jEER');
    // Read back through the font's own ToUnicode map: the codes drawn are the right glyphs.
    expect(covered?.map((item) => item.font.replace(/-\d+$/, ''))).toEqual(covered?.map(() => 'DejaVuSerif'));
    expect(lacking?.length).toBeGreaterThan(0);
    for (const item of lacking ?? []) expect(item.font).not.toMatch(/^DejaVuSerif/);
  });
});
