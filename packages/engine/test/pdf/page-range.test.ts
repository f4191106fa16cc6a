// A page range is translated as a document of those pages alone: the same layout and fonts as the
// whole file's translation gives them, and nothing of the other pages left in the output.

import { readFileSync } from 'node:fs';
import { decodePDFRawStream, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { selectPdfPages } from '../../src/formats/pdf/select-pages.ts';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { translateFile } from '../../src/translate.ts';
import { inspectPdf } from './inspect.ts';

const translate = (bytes: Uint8Array, pageRange?: { from: number; to: number }) =>
  translateFile(bytes, {
    fileName: 'article.pdf',
    from: 'en',
    to: 'es',
    provider: createFakeProvider(),
    bilingual: true,
    ...(pageRange ? { pageRange } : {}),
  });

/** Every stream of the file decoded, as Latin-1 text. */
async function allStreams(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  return document.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFRawStream
        ? [Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')]
        : [],
    )
    .join('\n');
}

describe('a page range of a PDF', () => {
  it('comes out as that page of the whole file’s translation: the same text, places and sizes', async () => {
    const bytes = readFileSync(new URL('../fixtures/real/article-tagged.pdf', import.meta.url));
    const whole = await inspectPdf((await translate(bytes)).output);
    const part = await translate(bytes, { from: 2, to: 2 });
    expect(whole.length).toBeGreaterThanOrEqual(2);
    expect(part.pages).toBe(1);
    const [page] = await inspectPdf(part.output);
    expect(page?.text).not.toBe('');
    expect(page).toEqual(whole[1]);
    expect(await inspectPdf(part.bilingual ?? new Uint8Array())).toHaveLength(1);
  });

  it('keeps nothing of the pages left out', async () => {
    const source = await PDFDocument.create();
    const font = await source.embedFont(StandardFonts.Helvetica);
    for (let number = 1; number <= 6; number++)
      source.addPage([300, 200]).drawText(`Secret page ${number}`, { x: 20, y: 150, size: 12, font });
    const cut = await selectPdfPages(await source.save(), { from: 3, to: 5 });
    expect((await PDFDocument.load(cut)).getPageCount()).toBe(3);
    const streams = await allStreams(cut);
    const shown = (number: number) => Buffer.from(`Secret page ${number}`).toString('hex').toUpperCase();
    for (const kept of [3, 4, 5]) expect(streams).toContain(shown(kept));
    for (const dropped of [1, 2, 6]) expect(streams).not.toContain(shown(dropped));
  });

  it('is refused for a format without pages to cut', async () => {
    await expect(
      translateFile(Buffer.from('Hello world.'), {
        fileName: 'notes.txt',
        from: 'en',
        to: 'es',
        provider: createFakeProvider(),
        pageRange: { from: 1, to: 1 },
      }),
    ).rejects.toThrow('Only a PDF can be translated in part');
  });
});
