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

  it('reads a URL wrapped after `https:` under two annotations as one address, and both links follow it', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([600, 300]);
    const [serif, mono] = await Promise.all([
      pdf.embedFont(StandardFonts.TimesRoman),
      pdf.embedFont(StandardFonts.Courier),
    ]);
    const size = 11;
    const url = 'https://example.org/guide';
    const lines = [
      'It might be useful to start a new document using one of the example files that come',
      'with the package. General advice for new users of the class can be found at',
    ];
    lines.forEach((text, index) => page.drawText(text, { x: 50, y: 200 - 13.5 * index, size, font: serif }));
    const tail = 50 + serif.widthOfTextAtSize(`${lines[1]} `, size);
    page.drawText('https:', { x: tail, y: 186.5, size, font: mono });
    addLink(page, [tail, 184, tail + mono.widthOfTextAtSize('https:', size), 195], url);
    page.drawText('//example.org/guide', { x: 50, y: 173, size, font: mono });
    addLink(page, [50, 170, 50 + mono.widthOfTextAtSize('//example.org/guide', size), 181], url);

    const { output } = await translateFile(await pdf.save(), {
      fileName: 'guide.pdf',
      from: 'en',
      to: 'es',
      provider: createFakeProvider(),
    });
    const [pageReport] = await inspectPdf(output);
    const drawn = pageReport?.items.map((item) => item.str).join(' ') ?? '';
    expect(drawn).toContain(url);
    expect(drawn).not.toContain('https: //');
    const [first, second] = linkRects(await PDFDocument.load(output));
    expect(first).toEqual(second);
    const where = pageReport?.items.find((item) => item.str.includes('https:'));
    expect(first?.[0]).toBeCloseTo(where?.x ?? NaN, 0);
  });
});
