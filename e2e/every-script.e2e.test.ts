// Every script, end to end: the English declaration made by LibreOffice (bench/every-script) sent
// through the HTTP API of a started product and through the CLI to a Google-shaped endpoint that
// answers with the declaration's real text in each language, and the outputs read back as readers
// read them (pdftotext, pdf.js, the office XML). The full set, every language in every format with
// renders to look at, is `node bench/every-script/check.ts`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measure } from '../bench/every-script/check.ts';
import { throughApi, throughCli, type Output } from '../bench/every-script/routes.ts';
import { DeclarationGoogle } from '../bench/every-script/fake-google.ts';
import { documentText, phrasesInOrder } from '../bench/every-script/measure.ts';

let google: DeclarationGoogle;
let out: string;
beforeAll(async () => {
  google = await DeclarationGoogle.start();
  out = mkdtempSync(path.join(tmpdir(), 'tolk-every-script-e2e-'));
});
afterAll(async () => {
  await google?.close();
  rmSync(out, { recursive: true, force: true });
});

async function expectReadablePdf(output: Output): Promise<void> {
  const figures = await measure(output);
  const name = `${output.route} ${output.language}`;
  expect(figures.missing, `${name}: characters missing from the text layer`).toBe(0);
  expect(figures.pdftotext, `${name}: pdftotext`).toBeGreaterThanOrEqual(0.95);
  expect(figures.pdfjs, `${name}: pdf.js`).toBeGreaterThanOrEqual(0.95);
  if (figures.rightEdgeSpread !== undefined) expect(figures.rightEdgeSpread, name).toBeLessThanOrEqual(1);
  expect(figures.lineStarts ?? [], name).toEqual([]);
  expect(figures.thai?.inside ?? [], name).toEqual([]);
}

/** An office file holds the translation's phrases in the order they are written. */
async function expectInOrder(output: Output): Promise<void> {
  const text = await documentText(output.file, output.format);
  expect(
    phrasesInOrder(output.answers, text, output.language),
    `${output.route} ${output.language}`,
  ).toBeGreaterThanOrEqual(0.95);
}

async function entries(file: string, pattern: RegExp): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(file));
  const names = Object.keys(zip.files).filter((name) => pattern.test(name));
  return (await Promise.all(names.map((name) => zip.file(name)?.async('string') ?? ''))).join('\n');
}

describe('every script the providers write', () => {
  it('comes back from the HTTP API read in logical order: Arabic, Hindi, Thai and Chinese PDFs, a Hebrew DOCX', async () => {
    const outputs = await throughApi(google, out, [
      { language: 'ar', format: 'pdf' },
      { language: 'hi', format: 'pdf' },
      { language: 'th', format: 'pdf' },
      { language: 'zh', format: 'pdf' },
      { language: 'he', format: 'docx' },
    ]);
    for (const output of outputs.filter((item) => item.format === 'pdf')) await expectReadablePdf(output);
    const hebrew = outputs.find((item) => item.format === 'docx') as Output;
    const body = await entries(hebrew.file, /^word\/document\.xml$/u);
    // Every paragraph, the LibreOffice heading in "Liberation Sans Unicode MS" included, reads right to left in Hebrew.
    expect(body).toContain('הכרזה לכל באי עולם בדבר זכויות האדם');
    expect(body).not.toContain('Universal Declaration');
    expect(body).not.toContain('<w:bidi w:val="0"/>');
    expect(body).toMatch(/<w:rtl\/>/u);
    await expectInOrder(hebrew);
  });

  it('comes back from the CLI the same way: Bengali, Korean and Persian PDFs, a Persian PPTX', async () => {
    const outputs = await throughCli(google, out, [
      { language: 'bn', format: 'pdf' },
      { language: 'ko', format: 'pdf' },
      { language: 'fa', format: 'pdf' },
      { language: 'fa', format: 'pptx' },
    ]);
    for (const output of outputs.filter((item) => item.format === 'pdf')) await expectReadablePdf(output);
    const persian = outputs.find((item) => item.format === 'pptx') as Output;
    const slides = await entries(persian.file, /^ppt\/slides\/slide\d+\.xml$/u);
    expect(slides).toContain('مادهٔ اول');
    expect(slides).toMatch(/<a:pPr[^>]*rtl="1"/u);
    await expectInOrder(persian);
  });
});
