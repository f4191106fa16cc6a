// Link annotations follow their words: a reader who clicks "Section 2" in the translation lands
// where the source's link went, and the link sits over the translated words, not where the
// English ones were.

import { describe, expect, it } from 'vitest';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, StandardFonts } from 'pdf-lib';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { translateFile } from '../../src/translate.ts';
import { addLink } from '../fixtures/pdf-helpers.ts';
import { inspectPdf } from './inspect.ts';

function linkRects(document: PDFDocument): number[][] {
  const page = document.getPage(0);
  return (page.node.Annots()?.asArray() ?? []).map((entry) =>
    document.context
      .lookup(entry, PDFDict)
      .lookup(PDFName.of('Rect'), PDFArray)
      .asArray()
      .map((value) => (value as PDFNumber).asNumber()),
  );
}

describe('PDF links', () => {
  it('moves a link inside a sentence onto its translated words, and leaves a link over kept text alone', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([600, 300]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const size = 11;
    const before = 'For the details, see ';
    const linked = 'Section 2';
    page.drawText(`${before}${linked} of this short manual.`, { x: 50, y: 200, size, font });
    const linkX = 50 + font.widthOfTextAtSize(before, size);
    addLink(page, [linkX, 197, linkX + font.widthOfTextAtSize(linked, size), 210], 'https://example.org/s2');
    page.drawText('2024', { x: 50, y: 100, size, font });
    addLink(page, [50, 97, 50 + font.widthOfTextAtSize('2024', size), 110], 'https://example.org/year');

    const { output } = await translateFile(await pdf.save(), {
      fileName: 'manual.pdf',
      from: 'en',
      to: 'es',
      provider: createFakeProvider(),
    });
    const [sentence, year] = linkRects(await PDFDocument.load(output));
    // The fake provider swaps case: "fOR THE DETAILS, SEE sECTION 2…": the linked words now start
    // further right and are wider. Where they are in the drawn line, in proportion to its width:
    const [line] = await inspectPdf(output).then(
      (pages) => pages[0]?.items.filter((item) => item.y === 200) ?? [],
    );
    const drawn = 'fOR THE DETAILS, SEE sECTION 2 OF THIS SHORT MANUAL.';
    const at = (text: string) =>
      50 + ((line?.width ?? 0) * font.widthOfTextAtSize(text, size)) / font.widthOfTextAtSize(drawn, size);
    expect(line?.str).toBe(drawn);
    expect(Math.abs((sentence?.[0] ?? 0) - at('fOR THE DETAILS, SEE '))).toBeLessThan(1.5);
    expect(Math.abs((sentence?.[2] ?? 0) - at('fOR THE DETAILS, SEE sECTION 2'))).toBeLessThan(1.5);
    expect((sentence?.[0] ?? 0) - linkX).toBeGreaterThan(10);
    expect(sentence?.[1]).toBeLessThan(200);
    expect(sentence?.[3]).toBeGreaterThan(200 + 0.7 * size);
    // A number comes back as it was: its drawing and its link stay.
    expect(year).toEqual([50, 97, 50 + font.widthOfTextAtSize('2024', size), 110]);
  });
});
