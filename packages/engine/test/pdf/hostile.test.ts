import { describe, expect, it } from 'vitest';
import { pdfFormat } from '../../src/formats/pdf/index.ts';
import { EngineError, type FormatContext } from '../../src/types.ts';
import {
  makeEncryptedPdf,
  makeOwnerPasswordPdf,
  makeHugePagePdf,
  makeManyPagesPdf,
  makeTruncatedPdf,
  makeZipNamedPdf,
} from '../fixtures/pdf-hostile.ts';
import { makeSimpleEnglishPdf } from '../fixtures/pdf-layout.ts';

let translatorCalls = 0;
const context: FormatContext = {
  translate: async (segments) => {
    translatorCalls++;
    return segments;
  },
  from: 'en',
  to: 'es',
  bilingual: true,
  onProgress: () => undefined,
};

async function failure(run: () => Promise<unknown>): Promise<EngineError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

const cases: [string, () => Promise<Uint8Array>, string, RegExp][] = [
  ['a password-protected PDF', makeEncryptedPdf, 'encrypted-file', /password-protected/],
  [
    'a PDF that opens without a password but is encrypted against editing',
    makeOwnerPasswordPdf,
    'encrypted-file',
    /password-protected or encrypted/,
  ],
  ['a truncated PDF', makeTruncatedPdf, 'corrupt-file', /damaged or incomplete/],
  ['a ZIP archive named .pdf', makeZipNamedPdf, 'format-mismatch', /not a PDF: it is a ZIP archive/],
  ['a page wider than 200 inches', makeHugePagePdf, 'too-large', /larger than 200 inches/],
  ['more than 2,000 pages', () => makeManyPagesPdf(2001), 'too-large', /2001 pages/],
];

describe('PDFs that cannot be translated get a typed error and no translation call', () => {
  for (const [name, make, code, message] of cases) {
    it(`refuses ${name}: ${code}`, async () => {
      const bytes = await make();
      translatorCalls = 0;
      const onTranslate = await failure(() => pdfFormat.translate(bytes, context));
      expect(onTranslate.code).toBe(code);
      expect(onTranslate.message).toMatch(message);
      const onAnalyze = await failure(() => pdfFormat.analyze(bytes));
      expect(onAnalyze.code).toBe(code);
      expect(translatorCalls).toBe(0);
    });
  }

  it('sniffs PDFs by their header, not their name', async () => {
    expect(pdfFormat.sniff(await makeSimpleEnglishPdf())).toBe(true);
    expect(pdfFormat.sniff(await makeZipNamedPdf())).toBe(false);
    expect(pdfFormat.sniff(new TextEncoder().encode('hello %PDF- later'))).toBe(true);
    expect(pdfFormat.sniff(new Uint8Array())).toBe(false);
  });
});
