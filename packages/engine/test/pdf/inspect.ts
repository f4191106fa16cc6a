// Reads PDFs the way a user's viewer does (pdf.js), to check what the translated files contain.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openWithPdfjs } from '../../src/formats/pdf/pdfjs.ts';
import { renderPage, type RenderedPage } from '../../src/ocr/render-page.ts';

export interface PageReport {
  text: string;
  width: number;
  height: number;
  paths: number;
  images: number;
  links: string[];
  items: { str: string; x: number; y: number; width: number; size: number }[];
}

export async function inspectPdf(bytes: Uint8Array): Promise<PageReport[]> {
  const opened = await openWithPdfjs(bytes);
  try {
    const reports: PageReport[] = [];
    for (let number = 1; number <= opened.document.numPages; number++) {
      const page = await opened.document.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) =>
        'str' in item && item.str.trim() !== ''
          ? [
              {
                str: item.str,
                x: item.transform[4] as number,
                y: item.transform[5] as number,
                width: item.width,
                size: Math.hypot(item.transform[2] as number, item.transform[3] as number),
              },
            ]
          : [],
      );
      const operators = await page.getOperatorList();
      const count = (ops: number[]) => operators.fnArray.filter((fn) => ops.includes(fn)).length;
      const annotations = (await page.getAnnotations()) as { subtype: string; url?: string }[];
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      reports.push({
        text: items.map((item) => item.str).join(' '),
        width: x1 - x0,
        height: y1 - y0,
        paths: count([OPS.constructPath]),
        images: count([OPS.paintImageXObject, OPS.paintInlineImageXObject]),
        links: annotations
          .filter((annotation) => annotation.subtype === 'Link')
          .map((annotation) => annotation.url ?? ''),
        items,
      });
    }
    return reports;
  } finally {
    await opened.close();
  }
}

export async function renderPdfPage(bytes: Uint8Array, number: number, dpi: number): Promise<RenderedPage> {
  const opened = await openWithPdfjs(bytes);
  try {
    return await renderPage(await opened.document.getPage(number), dpi);
  } finally {
    await opened.close();
  }
}

/** Runs a Debian command-line tool on the PDF (pdftotext, pdftoppm …) in a temporary folder. */
export function withPdfFile<T>(bytes: Uint8Array, run: (path: string, folder: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'tolk-pdf-test-'));
  try {
    const path = join(folder, 'file.pdf');
    writeFileSync(path, bytes);
    return run(path, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function pdftotext(bytes: Uint8Array): string {
  return withPdfFile(bytes, (path) =>
    execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }),
  );
}

/** Words of four letters or more, the ones that prove a text was (or was not) translated. */
export function longWords(text: string): string[] {
  return [...new Set(text.match(/\p{L}{4,}/gu) ?? [])];
}
