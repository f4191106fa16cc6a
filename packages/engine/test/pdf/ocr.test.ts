import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFormat } from '../../src/formats/pdf/index.ts';
import { SCANNED_LINES, SCANNED_PAPER, makeScannedPdf } from '../fixtures/pdf-scanned.ts';
import { inspectPdf, longWords, pdftotext, renderPdfPage, withPdfFile } from './inspect.ts';
import { reverseWords, reversingTranslator } from './translators.ts';

/** What Tesseract reads on the rendered page, the way a person would see it. */
function ocrRendered(bytes: Uint8Array): string {
  return withPdfFile(bytes, (path, folder) => {
    execFileSync('pdftoppm', ['-png', '-r', '150', path, join(folder, 'page')]);
    const png = readdirSync(folder).find((name) => name.endsWith('.png')) ?? '';
    return execFileSync('tesseract', [join(folder, png), 'stdout', '-l', 'eng'], {
      encoding: 'utf8',
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
  });
}

describe('scanned PDF page (text only as pixels)', () => {
  let input: Uint8Array;
  let output: Uint8Array;
  const stages: string[] = [];

  beforeAll(async () => {
    input = await makeScannedPdf();
    const result = await pdfFormat.translate(input, {
      translate: reversingTranslator,
      from: 'en',
      to: 'es',
      bilingual: false,
      onProgress: (progress) => stages.push(progress.stage),
    });
    output = result.output;
  });

  it('is analysed as needing OCR', async () => {
    const analysis = await pdfFormat.analyze(input);
    expect(analysis).toMatchObject({ format: 'pdf', pages: 1, needsOcr: true });
    expect(stages).toContain('ocr');
  });

  it('has the translation as real text in the output', () => {
    const text = pdftotext(output);
    for (const word of ['Newsletter', 'harvest', 'tomatoes', 'orchard'])
      expect(text).toContain(reverseWords(word));
  });

  it('no longer shows the original words where the blocks were replaced', () => {
    const seen = ocrRendered(output);
    const originals = longWords(SCANNED_LINES.join(' '));
    expect(originals.filter((word) => seen.includes(word))).toEqual([]);
    // The same check on the input proves the OCR would have found them.
    const before = ocrRendered(input);
    expect(originals.filter((word) => before.includes(word)).length).toBeGreaterThan(originals.length / 2);
  });

  it('covers the old text with the paper colour, not white, and keeps the image', async () => {
    const page = await renderPdfPage(output, 1, 72);
    const report = (await inspectPdf(output))[0];
    expect(report?.images).toBe(1);
    const item = report?.items[0];
    expect(item).toBeDefined();
    // Just above the new first line's baseline, left of its first glyph: covered area, no ink.
    const x = Math.round((item?.x ?? 0) - 2);
    const y = Math.round(page.height - (item?.y ?? 0) - 2);
    const offset = (y * page.width + x) * 4;
    const pixel = [page.pixels[offset] ?? 0, page.pixels[offset + 1] ?? 0, page.pixels[offset + 2] ?? 0];
    const paper = [SCANNED_PAPER.r, SCANNED_PAPER.g, SCANNED_PAPER.b];
    pixel.forEach((value, channel) => expect(Math.abs(value - (paper[channel] ?? 0))).toBeLessThanOrEqual(4));
  });
});
