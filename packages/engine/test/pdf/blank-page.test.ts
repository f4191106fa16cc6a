// A page without /Contents is legal PDF (a blank page, e.g. the empty back of a chapter). It must
// survive analysis and translation as the page it is, in the translated and the bilingual output.

import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { analyzeFile, translateFile } from '../../src/translate.ts';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { inspectPdf } from './inspect.ts';

/** The real two-page article with a blank page (no /Contents at all) between its pages. */
async function articleWithBlankPage(): Promise<Uint8Array> {
  const source = readFileSync(new URL('../fixtures/real/article.pdf', import.meta.url));
  const document = await PDFDocument.load(source);
  const { width, height } = document.getPage(0).getSize();
  const blank = document.insertPage(1, [width, height]);
  blank.node.delete(PDFName.of('Contents'));
  return document.save();
}

describe('a blank page without /Contents', () => {
  it('is counted, and stays blank in the translated and the bilingual PDF around translated pages', async () => {
    const bytes = await articleWithBlankPage();
    const analysis = await analyzeFile(bytes, { fileName: 'article.pdf' });
    // Counted as a page (the quota unit), and not taken for a scan that needs OCR.
    expect(analysis).toMatchObject({ pages: 3, needsOcr: false });
    expect(analysis.sample).toContain('Backing up your home directory');

    const result = await translateFile(bytes, {
      fileName: 'article.pdf',
      from: 'en',
      to: 'es',
      provider: createFakeProvider(),
      bilingual: true,
    });
    expect(result.pages).toBe(3);
    const source = await inspectPdf(bytes);
    const translated = await inspectPdf(result.output);
    expect(translated.map((page) => page.text === '')).toEqual([false, true, false]);
    // The fake provider swaps the case of every letter.
    expect(translated[0]?.text).toContain('bACKING UP YOUR HOME DIRECTORY');
    expect(translated[2]?.text).toContain('THE SAFEST PLAN IS TO COMBINE');
    expect(translated[2]?.text).not.toContain('the safest plan');

    const bilingual = await inspectPdf(result.bilingual ?? new Uint8Array());
    expect(bilingual).toHaveLength(3);
    expect(bilingual[1]?.width).toBe(2 * (source[1]?.width ?? 0));
    expect(bilingual[1]?.text).toBe('');
    const rightHalf = (index: number) =>
      bilingual[index]?.items
        .filter((item) => item.x >= (source[index]?.width ?? 0))
        .map((item) => item.str)
        .join(' ');
    expect(rightHalf(0)).toContain('bACKING UP');
    expect(rightHalf(2)).toContain('THE SAFEST PLAN');
  });
});
