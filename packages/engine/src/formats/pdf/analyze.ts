// analyze(): page count (the quota unit for PDFs), text size, a sample for language detection,
// and whether some pages will need OCR.

import type { FormatAnalysis } from '../../types.ts';
import { drawsImages, OCR_CHARACTER_THRESHOLD, readTextLayer } from './extract.ts';
import { admitPdf, checkSamePages, loadForWriting } from './guard.ts';
import { checkPageSize } from './plan.ts';
import { actualTextsOf } from './page-content.ts';
import { mapPdfError, openWithPdfjs, withTimeout } from './pdfjs.ts';

const SAMPLE_CHARACTERS = 4000;
const ANALYZE_TIMEOUT_MS = 120_000;

export async function analyzePdf(bytes: Uint8Array): Promise<FormatAnalysis> {
  await admitPdf(bytes);
  const opened = await openWithPdfjs(bytes);
  // The writer must be able to open it too (it refuses encryption even without a user password),
  // so analysis and translation agree on what can be translated.
  const writer = await loadForWriting(bytes).catch(async (error: unknown) => {
    await opened.close();
    throw error;
  });
  const reader = opened.document;
  try {
    checkSamePages(writer, reader.numPages);
    return await withTimeout(
      (async () => {
        let characters = 0;
        let words = 0;
        let sample = '';
        let needsOcr = false;
        for (let number = 1; number <= reader.numPages; number++) {
          const page = await reader.getPage(number);
          checkPageSize(page.view, number);
          const layer = await readTextLayer(page, { actualTexts: actualTextsOf(writer.getPage(number - 1)) });
          const text = layer.text.replace(/\s+/g, ' ').trim();
          characters += text.length;
          words += text === '' ? 0 : text.split(' ').length;
          if (sample.length < SAMPLE_CHARACTERS && text !== '')
            sample = `${sample} ${text}`.trim().slice(0, SAMPLE_CHARACTERS);
          if (!needsOcr && layer.characters < OCR_CHARACTER_THRESHOLD) needsOcr = await drawsImages(page);
          page.cleanup();
        }
        return { format: 'pdf' as const, pages: reader.numPages, characters, words, sample, needsOcr };
      })(),
      ANALYZE_TIMEOUT_MS,
      'Reading the PDF',
    );
  } catch (error) {
    throw mapPdfError(error);
  } finally {
    await opened.close();
  }
}
