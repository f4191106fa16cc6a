// A list running down to the page's foot is body text, not a running foot: when a paragraph above
// it needs more lines, its items move down into the margin rather than the paragraph being set
// narrower; a page number standing apart still stays where it is.

import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfFormat } from '../../src/formats/pdf/index.ts';
import { inspectPdf } from './inspect.ts';
import { lengtheningTranslator } from './translators.ts';

async function listAtFootPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([600, 800]);
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const size = 11;
  const lines = [
    'Node has many features that make it easier to write programs for many',
    'languages and regions of the world. Some of them are listed here below.',
  ];
  lines.forEach((text, index) => page.drawText(text, { x: 72, y: 160 - 14 * index, size, font }));
  ['one item', 'two items', 'three items'].forEach((text, index) => {
    page.drawText('•', { x: 84, y: 120 - 16 * index, size, font });
    page.drawText(text, { x: 100, y: 120 - 16 * index, size, font });
  });
  page.drawText('7', { x: 300, y: 30, size, font });
  return pdf.save();
}

describe('a list at the foot of a page', () => {
  it('moves down to make room for the paragraph above it; the page number stays', async () => {
    const { output } = await pdfFormat.translate(await listAtFootPdf(), {
      translate: lengtheningTranslator,
      from: 'en',
      to: 'de',
      bilingual: false,
      onProgress: () => undefined,
    });
    const [page] = await inspectPdf(output);
    const items = page?.items ?? [];
    const yOf = (text: string) => items.find((item) => item.str.includes(text))?.y ?? NaN;
    // Three lines now, as far apart as the source's two were (14 pt), and the list under them moved down.
    const paragraph = items.filter((item) => item.y > 125).map((item) => item.y);
    expect(paragraph).toHaveLength(3);
    expect(paragraph.map((y, index) => (index ? (paragraph[index - 1] ?? 0) - y : 14))).toEqual([14, 14, 14]);
    expect(yOf('eno')).toBeLessThan(120 - 10);
    expect(yOf('eerhtung')).toBeLessThan(88 - 10);
    // Its page number, apart from the text, did not move.
    expect(yOf('7')).toBe(30);
  });
});
