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
  /** Where each path and image is drawn: [x0, y0, x1, y1] on the page. */
  drawings: [number, number, number, number][];
}

type Matrix = [number, number, number, number, number, number];

/** The boxes of the paths and images an operator list draws, through its transforms. */
function drawingBoxes(fnArray: number[], argsArray: unknown[]): [number, number, number, number][] {
  const boxes: [number, number, number, number][] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const boxOf = (x0: number, y0: number, x1: number, y1: number): [number, number, number, number] => {
    const corners = [
      [x0, y0],
      [x1, y0],
      [x0, y1],
      [x1, y1],
    ].map(([x = 0, y = 0]) => [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]]);
    const xs = corners.map(([x = 0]) => x);
    const ys = corners.map(([, y = 0]) => y);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  };
  fnArray.forEach((fn, index) => {
    const args = argsArray[index] as ArrayLike<number>[] & number[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) {
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = args;
      ctm = [
        a * ctm[0] + b * ctm[2],
        a * ctm[1] + b * ctm[3],
        c * ctm[0] + d * ctm[2],
        c * ctm[1] + d * ctm[3],
        e * ctm[0] + f * ctm[2] + ctm[4],
        e * ctm[1] + f * ctm[3] + ctm[5],
      ];
    } else if (fn === OPS.constructPath) {
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = Array.from(args[2] ?? []);
      boxes.push(boxOf(x0, y0, x1, y1));
    } else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject)
      boxes.push(boxOf(0, 0, 1, 1));
  });
  return boxes;
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
        drawings: drawingBoxes(operators.fnArray, operators.argsArray),
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
