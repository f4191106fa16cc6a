import { describe, expect, it } from 'vitest';
import { pdfFormat } from '../../src/formats/pdf/index.ts';
import type { FormatContext } from '../../src/types.ts';
import { FORM_TEXT, makeFormXObjectPdf, makeRotatedPagePdf, ROTATED_TEXT } from '../fixtures/pdf-forms.ts';
import { makeSearchableScanPdf, SCANNED_LINES } from '../fixtures/pdf-scanned.ts';
import { inspectPdf, longWords, pdftotext } from './inspect.ts';
import { reverseWords, reversingTranslator } from './translators.ts';

const context: FormatContext = {
  translate: reversingTranslator,
  from: 'en',
  to: 'es',
  bilingual: false,
  onProgress: () => undefined,
};

describe('text in unusual places', () => {
  it('replaces text drawn inside a Form XObject, at the form’s position and scale', async () => {
    const input = await makeFormXObjectPdf();
    const { output } = await pdfFormat.translate(input, context);
    const [before] = await inspectPdf(input);
    const [after] = await inspectPdf(output);
    for (const word of longWords(FORM_TEXT.join(' '))) expect(after?.text).not.toContain(word);
    const first = after?.items.find((item) => item.str.startsWith(reverseWords('Quarterly')));
    const original = before?.items.find((item) => item.str.startsWith('Quarterly'));
    expect(first?.x).toBeCloseTo(original?.x ?? -1, 0);
    expect(first?.y).toBeCloseTo(original?.y ?? -1, 0);
    expect(first?.size).toBeCloseTo(14 * 0.9, 0);
    expect(after?.paths).toBe(before?.paths);
  });

  it('replaces a scan’s invisible OCR layer along with the pixels it describes', async () => {
    const { output } = await pdfFormat.translate(await makeSearchableScanPdf(), context);
    const text = pdftotext(output);
    for (const word of longWords(SCANNED_LINES.join(' '))) expect(text).not.toContain(word);
    expect(text).toContain(reverseWords('harvest'));
  });

  it('translates upright text on a page turned by /Rotate, drawn turned the same way', async () => {
    const input = await makeRotatedPagePdf();
    const { output, bilingual } = await pdfFormat.translate(input, { ...context, bilingual: true });
    // Side by side as the reader sees them: two landscape pages (600 × 400 once turned).
    const [both] = await inspectPdf(bilingual ?? new Uint8Array());
    expect([both?.width, both?.height]).toEqual([1200, 400]);
    const [before] = await inspectPdf(input);
    const [after] = await inspectPdf(output);
    for (const word of longWords(ROTATED_TEXT.join(' '))) expect(after?.text).not.toContain(word);
    const original = before?.items.find((item) => item.str.startsWith('Landscape'));
    const drawn = after?.items.find((item) => item.str.startsWith(reverseWords('Landscape')));
    expect(drawn?.x).toBeCloseTo(original?.x ?? -1, 0);
    expect(drawn?.y).toBeCloseTo(original?.y ?? -1, 0);
    expect(drawn?.size).toBeCloseTo(16, 0);
    const text = pdftotext(output);
    expect(text).toContain(reverseWords('Departures leave from the northern pier'));
  });
});
