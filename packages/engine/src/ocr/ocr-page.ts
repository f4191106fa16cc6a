// OCR of one PDF page whose text exists only as pixels: render, recognise, group into blocks.

import sharp from 'sharp';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { renderPage } from './render-page.ts';
import { ocrLanguages, OSD_LONG_SIDE } from './script.ts';
import { recognise } from './tesseract.ts';
import { ocrBlocks, type OcrBlock } from './ocr-blocks.ts';
import type { Frame } from '../layout/frame.ts';

/** Tesseract reads body text best at 200–300 dpi; 250 balances accuracy and time. */
export const OCR_DPI = 250;

/** Blocks come back in the reader's frame (the rendering is upright). */
export async function ocrPdfPage(
  page: PDFPageProxy,
  from: string,
  frame: Frame,
  signal?: AbortSignal,
): Promise<OcrBlock[]> {
  const rendered = await renderPage(page, OCR_DPI);
  // With 'auto', the script is found on a smaller greyscale copy of the page (ocr/script.ts).
  const osdCopy = () =>
    sharp(rendered.png)
      .greyscale()
      .resize(OSD_LONG_SIDE, OSD_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 1 })
      .toBuffer();
  const languages = await ocrLanguages(from, osdCopy, signal);
  const words = await recognise(rendered.png, languages, signal);
  const toPdf = (x: number, y: number) => frame.toReader(...rendered.toPdf(x, y));
  return ocrBlocks(words, { ...rendered, toPdf });
}
