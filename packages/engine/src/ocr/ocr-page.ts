// OCR of one PDF page whose text exists only as pixels: render, recognise, group into blocks.

import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { renderPage } from './render-page.ts';
import { recognise, tesseractLanguages } from './tesseract.ts';
import { ocrBlocks, type OcrBlock } from './ocr-blocks.ts';

/** Tesseract reads body text best at 200–300 dpi; 250 balances accuracy and time. */
export const OCR_DPI = 250;

export async function ocrPdfPage(
  page: PDFPageProxy,
  from: string,
  signal?: AbortSignal,
): Promise<OcrBlock[]> {
  const rendered = await renderPage(page, OCR_DPI);
  const words = await recognise(rendered.png, tesseractLanguages(from), signal);
  return ocrBlocks(words, rendered);
}
