// PDF translation: strip the original text, translate its blocks, draw the translations in the
// same boxes, and optionally build the side-by-side bilingual PDF.

import { EngineError, type FormatContext, type FormatOutput } from '../../types.ts';
import { DocumentFonts } from '../../fonts/document-fonts.ts';
import { cjkFontInstalled } from '../../fonts/catalog.ts';
import { drawTranslations } from './draw.ts';
import { assertPdf, loadForWriting } from './guard.ts';
import { planPages } from './plan.ts';
import { mapPdfError, openWithPdfjs } from './pdfjs.ts';
import { sideBySide } from './bilingual.ts';

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi']);
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export async function translatePdf(bytes: Uint8Array, context: FormatContext): Promise<FormatOutput> {
  assertPdf(bytes);
  const progress = (stage: 'extracting' | 'ocr' | 'translating' | 'rendering', value: number) =>
    context.onProgress({ stage, progress: Math.round(value) });
  progress('extracting', 0);
  const opened = await openWithPdfjs(bytes);
  const reader = opened.document;
  try {
    const writer = await loadForWriting(bytes);
    const plans = await planPages(reader, writer, context, (index, ocr) =>
      progress(ocr ? 'ocr' : 'extracting', (40 * (index + 1)) / reader.numPages),
    );
    const blocks = plans.flatMap((plan) => plan.blocks);
    progress('translating', 40);
    const translations =
      blocks.length > 0
        ? await context.translate(
            blocks.map((entry) => entry.block.text),
            'text',
          )
        : [];
    if (translations.length !== blocks.length)
      throw new EngineError(
        'provider-error',
        'The translation service returned a different number of segments than it was sent.',
      );
    if (!cjkFontInstalled() && translations.some((text) => CJK.test(text))) {
      throw new EngineError(
        'unsupported-pair',
        'Chinese, Japanese and Korean text cannot be drawn into PDFs on this server: no CJK font (fonts-wqy-microhei or fonts-noto-cjk) is installed.',
      );
    }
    progress('rendering', 80);
    const fonts = new DocumentFonts(writer);
    const direction = RTL_LANGUAGES.has(context.to) ? 'rtl' : 'ltr';
    const pages = writer.getPages();
    let next = 0;
    for (const [index, plan] of plans.entries()) {
      const page = pages[index];
      const placed = plan.blocks.map((entry) => ({ ...entry, translation: translations[next++] ?? '' }));
      if (page && placed.length > 0)
        await drawTranslations(page, placed, fonts, direction, plan.box, plan.frame, plan.drawings);
      progress('rendering', 80 + (15 * (index + 1)) / plans.length);
    }
    // pdf-lib yields to the event loop every N objects; its default (50) made saving mostly waiting.
    const output = await writer.save({ useObjectStreams: true, objectsPerTick: 5000 });
    const bilingual = context.bilingual ? await sideBySide(bytes, output) : undefined;
    progress('rendering', 100);
    return bilingual ? { output, bilingual } : { output };
  } catch (error) {
    throw mapPdfError(error);
  } finally {
    await opened.close();
  }
}
