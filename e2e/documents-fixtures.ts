import { execFileSync } from 'node:child_process';
import type { BrowserContext } from 'playwright-core';
import { buildDocx, para, run } from '../packages/engine/test/fixtures/office/docx-fixture.ts';
import { makeSimpleEnglishPdf } from '../packages/engine/test/fixtures/pdf-layout.ts';

export interface UploadFixture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Plain English sentences whose nouns Apertium's eng-spa pair surely knows (house → casa). */
const DOCX_SENTENCES = [
  'The house is small and the garden is green.',
  'The cat sleeps in the house every day.',
  'My brother reads a book in the kitchen.',
];

export async function englishDocx(name: string): Promise<UploadFixture> {
  const body = DOCX_SENTENCES.map((sentence) => para(run(sentence))).join('');
  const bytes = await buildDocx(body);
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(bytes),
  };
}

/** One page: "The house is small" and a sentence about a cat in the garden. */
export async function englishPdf(name: string): Promise<UploadFixture> {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await makeSimpleEnglishPdf()) };
}

/** The text layer of a PDF, read with poppler's pdftotext (installed with the system tools). */
export function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
}

declare global {
  interface Window {
    __seenTestIds?: Set<string>;
  }
}

/**
 * Records every data-testid that is ever added to the page, so a state the app shows only briefly
 * (upload or translation progress on a fast machine) can still be asserted without timing.
 */
export async function recordTestIds(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = new Set<string>();
    window.__seenTestIds = seen;
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      const own = node.getAttribute('data-testid');
      if (own) seen.add(own);
      node.querySelectorAll('[data-testid]').forEach((el) => seen.add(el.getAttribute('data-testid') ?? ''));
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') note(record.target);
        record.addedNodes.forEach(note);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-testid'],
    });
  });
}

/** A PDF of `pages` pages, each saying its number and a sentence the offline engine knows. */
export async function longEnglishPdf(name: string, pages: number): Promise<UploadFixture> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++)
    pdf.addPage([420, 300]).drawText(`Page ${number}. The house is small and the garden is green.`, {
      x: 30,
      y: 250,
      size: 12,
      font,
    });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}
