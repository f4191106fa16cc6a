import { afterAll, describe, expect, it } from 'vitest';
import { pdfFormat } from '../../src/formats/pdf/index.ts';
import { FORMATS } from '../../src/formats/index.ts';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { createLocalProvider } from '../../src/providers/local/index.ts';
import type { Provider, SegmentTranslator } from '../../src/types.ts';
import { makeLayoutPdf, makeSimpleEnglishPdf } from '../fixtures/pdf-layout.ts';
import { pdftotext, renderPdfPage } from './inspect.ts';

function through(provider: Provider, from: string, to: string): SegmentTranslator {
  return async (segments, format) => (await provider.translate({ segments, from, to, format })).translations;
}

const local = createLocalProvider();
afterAll(() => local.close?.());

describe('PDF through the engine providers', () => {
  it('is registered in the format registry and found by sniffing', async () => {
    const bytes = await makeSimpleEnglishPdf();
    expect(FORMATS.find((format) => format.sniff(bytes))?.id).toBe('pdf');
  });

  it('fake provider: every text block comes back case-swapped', async () => {
    const { output } = await pdfFormat.translate(await makeLayoutPdf(), {
      translate: through(createFakeProvider(), 'en', 'es'),
      from: 'en',
      to: 'es',
      bilingual: false,
      onProgress: () => undefined,
    });
    const text = pdftotext(output);
    expect(text).toContain('aNNUAL rEPORT OF THE rIVERSIDE gARDEN cLUB');
    expect(text).toContain('iMPORTANT: THE SPRING MEETING MOVES TO THE LIBRARY HALL.');
    expect(text).not.toContain('Riverside');
  });

  it('local provider (Apertium): an English PDF comes back in Spanish and renders', async () => {
    const { output } = await pdfFormat.translate(await makeSimpleEnglishPdf(), {
      translate: through(local, 'en', 'es'),
      from: 'en',
      to: 'es',
      bilingual: false,
      onProgress: () => undefined,
    });
    const text = pdftotext(output).toLowerCase();
    for (const word of ['casa', 'pequeña', 'gato', 'jardín', 'niños', 'perro']) expect(text).toContain(word);
    expect(text).not.toMatch(/\b(house|garden|children)\b/);
    const page = await renderPdfPage(output, 1, 40);
    expect(page.width).toBeGreaterThan(200);
  });
});
