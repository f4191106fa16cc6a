// Hostile PDFs are refused over a named budget, through analysis and translation, before pdf.js or
// pdf-lib decode them; real PDFs pass. The Flate bomb is the observed attack: 400 kB that inflates
// to 400 MB, which must never be inflated past the budget (memory is checked, generously).
import { readFileSync } from 'node:fs';
import { deflateRawSync, deflateSync, inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFormat } from '../formats/pdf/index.ts';
import { EngineError, type FormatContext } from '../types.ts';
import {
  buildPdf,
  doubleFlateBombPdf,
  flateBombPdf,
  hugeImagePdf,
  manyStreamsPdf,
  onePagePdf,
  selfReferencingXrefPdf,
  textStream,
  updatedPdf,
  xrefLoopPdf,
} from '../../test/fixtures/pdf-bombs.ts';
import { PDF_BUDGET, type PdfBudget } from './budgets.ts';
import { scanPdf } from './pdf-budget.ts';

const context: FormatContext = {
  translate: async (segments) => segments,
  from: 'en',
  to: 'es',
  bilingual: false,
  onProgress: () => undefined,
};

async function refusal(work: Promise<unknown>): Promise<EngineError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

/** Analysis and translation both refuse `bytes` over `budget`. */
async function expectRefused(bytes: Uint8Array, budget: string): Promise<void> {
  for (const work of [() => pdfFormat.analyze(bytes), () => pdfFormat.translate(bytes, context)]) {
    const error = await refusal(work());
    expect(error.code).toBe('over-budget');
    expect(error.budget).toBe(budget);
  }
}

const narrowed = (budget: Partial<PdfBudget>): PdfBudget => ({ ...PDF_BUDGET, ...budget });
const MB = 1024 * 1024;

describe('the PDF budget scan', () => {
  let bomb: Uint8Array;
  beforeAll(async () => {
    bomb = await flateBombPdf();
  });

  it('refuses the 400 kB Flate bomb without inflating it past the budget', async () => {
    expect(bomb.byteLength).toBeLessThan(500_000);
    const before = process.memoryUsage();
    await expectRefused(bomb, 'pdf-stream-bytes');
    const after = process.memoryUsage();
    // The stream inflates to 400 MB; what the refusal cost stays far below that.
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(150 * MB);
    expect(after.rss - before.rss).toBeLessThan(300 * MB);
    expect((await refusal(pdfFormat.analyze(bomb))).message).toBe(
      'A stream of the PDF decodes to more than 32 MB.',
    );
  });

  it('refuses a bomb hidden in two layers of Flate', async () => {
    await expectRefused(await doubleFlateBombPdf(), 'pdf-stream-bytes');
  });

  it('refuses streams that are each within the budget but not together', async () => {
    const pdf = await manyStreamsPdf(5, MB);
    const budget = narrowed({ streamBytes: 2 * MB, documentBytes: 4 * MB });
    await expect(scanPdf(pdf, budget)).rejects.toMatchObject({
      code: 'over-budget',
      budget: 'pdf-document-bytes',
    });
    expect((await scanPdf(pdf, narrowed({ documentBytes: 6 * MB }))).decodedBytes).toBe(5 * MB);
  });

  it('measures what a disguise hides: an escaped filter name, a false endstream, a length elsewhere', async () => {
    const zeros = deflateSync(Buffer.alloc(3 * MB));
    const budget = narrowed({ streamBytes: 2 * MB });
    const disguised = (dict: string, data: Uint8Array, extra: string[] = []) =>
      scanPdf(onePagePdf({ dict, data }, extra), budget);
    await expect(
      disguised(`<< /Length ${zeros.length} /Filter /FlateDecod#65 >>`, zeros),
    ).rejects.toMatchObject({
      budget: 'pdf-stream-bytes',
    });
    // The length is an object the scan cannot find, and the data says `endstream` early (in a
    // stored block): zlib reads on to where the compressed data ends.
    const split = zlibWithStoredText('\nendstream\n', Buffer.alloc(3 * MB));
    expect(inflateSync(split).length).toBe(3 * MB + 11);
    await expect(disguised('<< /Length 99 0 R /Filter /FlateDecode >>', split)).rejects.toMatchObject({
      budget: 'pdf-stream-bytes',
    });
    const chained = deflateSync(deflateSync(Buffer.alloc(3 * MB)));
    const hex = Buffer.from(chained.toString('hex'));
    await expect(
      disguised('<< /Length 6 0 R /Filter [/AHx /Fl /Fl] >>', hex, [String(hex.length)]),
    ).rejects.toMatchObject({
      budget: 'pdf-stream-bytes',
    });
  });

  it('refuses an xref section that is its own /Prev, and two that loop', async () => {
    await expectRefused(selfReferencingXrefPdf(), 'pdf-xref-chain');
    await expectRefused(xrefLoopPdf(), 'pdf-xref-chain');
    const updated = updatedPdf(false);
    expect((await scanPdf(updated)).xrefSections).toBe(2);
    await expect(scanPdf(updated, narrowed({ xrefSections: 1 }))).rejects.toMatchObject({
      budget: 'pdf-xref-chain',
    });
    expect((await pdfFormat.analyze(updated)).sample).toContain('Updated.');
    // Two paths to one section (a hybrid file's /XRefStm and /Prev) are no loop.
    const text = Buffer.from(updated).toString('latin1');
    const prev = /\/Prev (\d+) >>\nstartxref\n\d+\n%%EOF\n$/.exec(text)?.[1];
    expect(prev).toMatch(/^\d+$/);
    const diamond = Buffer.from(
      text.replace(`/Prev ${prev} >>`, `/XRefStm ${prev} /Prev ${prev} >>`),
      'latin1',
    );
    expect((await scanPdf(diamond)).xrefSections).toBe(2);
  });

  it('refuses an image that claims 100,000 × 100,000 pixels, also when its size is an object', async () => {
    await expectRefused(hugeImagePdf(), 'pdf-image-pixels');
    const referred = Buffer.from(hugeImagePdf()).toString('latin1').replace('/Width 100000', '/Width 7 0 R');
    const pdf = buildPdf([...objectsOf(referred), '100000']);
    await expect(scanPdf(pdf)).rejects.toMatchObject({ budget: 'pdf-image-pixels' });
    const scan = await scanPdf(hugeImagePdf(4000, 3000), narrowed({ documentPixels: 20_000_000 }));
    expect(scan.largestImage).toBe(12_000_000);
    await expect(
      scanPdf(hugeImagePdf(4000, 3000), narrowed({ documentPixels: 10_000_000 })),
    ).rejects.toMatchObject({
      budget: 'pdf-document-pixels',
    });
  });

  it('refuses objects nested past the budget, words between the brackets or not', async () => {
    for (const open of ['[', '[x ', '<< /A ']) {
      const deep = `${open.repeat(5000)}0${(open === '<< /A ' ? ' >>' : ']').repeat(5000)}`;
      const pdf = onePagePdf(textStream(), [`<< /Deep ${deep} >>`]);
      await expect(scanPdf(pdf), open).rejects.toMatchObject({ code: 'over-budget', budget: 'nesting' });
    }
  });

  it('refuses more objects than the budget', async () => {
    const pdf = onePagePdf(textStream());
    expect((await scanPdf(pdf)).objects).toBe(5);
    await expect(scanPdf(pdf, narrowed({ objects: 4 }))).rejects.toMatchObject({ budget: 'pdf-objects' });
  });

  it('passes real PDFs, measuring their streams, objects and images', async () => {
    for (const name of ['article.pdf', 'article-tagged.pdf', 'hindi.pdf', 'tar.1.pdf']) {
      const bytes = new Uint8Array(
        readFileSync(new URL(`../../test/fixtures/real/${name}`, import.meta.url)),
      );
      const scan = await scanPdf(bytes);
      expect(scan.objects, name).toBeGreaterThan(5);
      expect(scan.decodedBytes, name).toBeGreaterThan(bytes.byteLength / 4);
      expect(scan.encrypted, name).toBe(false);
    }
  });
});

/** A zlib stream of `text` in a stored (verbatim) block, then `data` compressed. */
function zlibWithStoredText(text: string, data: Buffer): Buffer {
  const raw = Buffer.from(text, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt16LE(raw.length, 0);
  length.writeUInt16LE(~raw.length & 0xffff, 2);
  let [a, b] = [1, 0];
  for (const byte of Buffer.concat([raw, data])) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0x01, 0x00]), length, raw, deflateRawSync(data), adler]);
}

/** The bodies of a PDF's objects in order (the fixtures write `n 0 obj … endobj`). */
function objectsOf(pdf: string): string[] {
  return [...pdf.matchAll(/\d+ 0 obj\n([\s\S]*?)\nendobj\n/g)].map((match) => match[1] as string);
}
