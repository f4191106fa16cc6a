// Text inside a frame (a letterhead's "Put your LOGO here" box): a longer translation stays inside
// the frame, whole, set smaller on its own line rather than cut short.

import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfFormat } from '../../src/formats/pdf/index.ts';
import { inspectPdf } from './inspect.ts';
import { fixedTranslator } from './translators.ts';

const BOX = { x: 40, y: 650, width: 70, height: 70 };

async function framedLabelPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([400, 800]);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  page.drawRectangle({ ...BOX, borderWidth: 1 });
  const word = 'LOGO';
  const width = bold.widthOfTextAtSize(word, 14);
  page.drawText(word, { x: BOX.x + (BOX.width - width) / 2, y: 680, size: 14, font: bold });
  return pdf.save();
}

describe('a label in a frame', () => {
  it('keeps a longer translation whole and inside the frame', async () => {
    const { output } = await pdfFormat.translate(await framedLabelPdf(), {
      translate: fixedTranslator('LOGOTIPOSXY'),
      from: 'en',
      to: 'es',
      bilingual: false,
      onProgress: () => undefined,
    });
    const [page] = await inspectPdf(output);
    const items = page?.items ?? [];
    expect(items.map((item) => item.str).join('')).toBe('LOGOTIPOSXY');
    for (const item of items) {
      expect(item.x).toBeGreaterThanOrEqual(BOX.x);
      expect(item.x + item.width).toBeLessThanOrEqual(BOX.x + BOX.width);
    }
  });
});
