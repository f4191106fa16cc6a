// PDF translation: strip the original text (code blocks stay), translate its blocks unit by unit
// with their inline styles, draw the translations in the same places with one size per style, and
// optionally build the side-by-side bilingual PDF. Returns what the layout had to compromise.

import type { PagePassages } from '@tolk/contract';
import { EngineError, type FormatContext, type FormatOutput } from '../../types.ts';
import { DocumentFonts } from '../../fonts/document-fonts.ts';
import { cjkFontInstalled } from '../../fonts/catalog.ts';
import { firstRtlLetter, isRtlLanguage } from '../../fonts/bidi.ts';
import type { PDFPage } from 'pdf-lib';
import { PageDrawer } from './draw.ts';
import type { PlacedTranslation, SizedBlock } from './placement.ts';
import { styleScales } from './style-scales.ts';
import { admitPdf, loadForWriting } from './guard.ts';
import { planPages } from './plan.ts';
import { mapPdfError, openWithPdfjs } from './pdfjs.ts';
import { sideBySide } from './bilingual.ts';
import { inSourceFonts, lackingSourceFonts, namesInCode, unitsOf, withInitial } from './units.ts';
import { blocksToKeep } from './keep.ts';
import { moveLinks } from './links.ts';
import { blocksPlan, layoutPlan, linesPlan, segmentsPlan } from './debug-plan.ts';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export async function translatePdf(bytes: Uint8Array, context: FormatContext): Promise<FormatOutput> {
  await admitPdf(bytes);
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
    context.debug?.('lines', linesPlan(plans));
    context.debug?.('blocks', blocksPlan(plans));
    const pageUnits = plans.map((plan) =>
      plan.blocks.map((entry) => (entry.block.kind === 'code' ? [] : unitsOf(entry.block, plan.drawings))),
    );
    const units = pageUnits.flat(2);
    progress('translating', 40);
    const names = namesInCode(plans.flatMap((plan) => plan.blocks.map((entry) => entry.block)));
    const translations =
      units.length > 0
        ? await context.translate(
            units.map((unit) => unit.segment),
            'tagged',
            names,
          )
        : [];
    context.debug?.(
      'segments',
      segmentsPlan(
        units.map((unit) => unit.segment),
        translations,
      ),
    );
    if (translations.length !== units.length)
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
    const direction = isRtlLanguage(context.to) ? 'rtl' : 'ltr';
    const rightToLeftLetter = direction === 'rtl' ? firstRtlLetter(translations.join('')) : undefined;
    const fonts = new DocumentFonts(writer, { rightToLeftLetter });
    const pages = writer.getPages();
    const shrunk: PagePassages[] = [];
    const clipped: PagePassages[] = [];
    let next = 0;
    const translated = plans.map((plan, index) =>
      plan.blocks.map((entry, blockIndex) => {
        const blockUnits = pageUnits[index]?.[blockIndex] ?? [];
        const texts = blockUnits.map(() => translations[next++] ?? '');
        return {
          // Code, numbers and names come back as they were: the original drawing stays, in its own font.
          unchanged: blockUnits.every((unit, k) => texts[k]?.trim() === unit.segment.trim()),
          // Code is drawn again verbatim when it cannot keep its drawing.
          units:
            entry.block.kind === 'code'
              ? unitsOf(entry.block).map((unit) => unit.decode(unit.segment))
              : blockUnits.map((unit, k) => unit.decode(texts[k] ?? '')),
        };
      }),
    );
    const sized: SizedBlock[][] = [];
    const drawers: PageDrawer[] = [];
    for (const [index, plan] of plans.entries()) {
      const lacking = lackingSourceFonts((translated[index] ?? []).map((block) => block.units));
      const placed = plan.blocks.map((entry, blockIndex) => {
        const { unchanged, units } = translated[index]?.[blockIndex] ?? { unchanged: true, units: [] };
        return { ...entry, unchanged, ...withInitial(entry.block, inSourceFonts(units, lacking), direction) };
      });
      const drawer = new PageDrawer(pages[index] as PDFPage, fonts, direction, plan.box, plan.frame);
      // What keeps its own drawing stays unless a longer paragraph above moves it down (or it shares
      // a show with text that is redrawn).
      const tops = placed.map((entry) => entry.block.y);
      const drawingTops = plan.drawings.map((drawing) => drawing.y0);
      const pageSized = await drawer.size(
        placed,
        placed.map((entry) => entry.block),
        plan.drawings,
        blocksToKeep(placed),
        plan.movableDrawings,
      );
      // Frames moved down with the text they hold.
      const shifted = new Map(
        plan.drawings.flatMap((drawing, k) => {
          const down = (drawingTops[k] ?? drawing.y0) - drawing.y0;
          return down > 0 ? [[drawing, down] as const] : [];
        }),
      );
      const kept = blocksToKeep(placed, new Set(placed.filter((entry, k) => entry.block.y !== tops[k])));
      const stays: ReadonlySet<PlacedTranslation> = kept;
      const redrawn = pageSized.filter((entry) => !stays.has(entry.item));
      // The rules of formulas drawn again go with them.
      const rules = redrawn
        .flatMap((entry) => entry.item.units.flat())
        .flatMap((piece) => piece.style.formula?.rules ?? [])
        .map((rule) => rule.painted);
      plan.commit([...kept], new Set(rules), shifted);
      drawers.push(drawer);
      sized.push(redrawn);
    }
    const scales = styleScales(sized);
    context.debug?.('layout', layoutPlan(sized, scales));
    for (const [index, drawer] of drawers.entries()) {
      const report = drawer.draw(sized[index] ?? [], scales);
      const plan = plans[index];
      if (plan) moveLinks(plan.links, drawer.linkBoxes, plan.frame);
      if (report.shrunk > 0) shrunk.push({ page: index + 1, passages: report.shrunk });
      if (report.clipped > 0) clipped.push({ page: index + 1, passages: report.clipped });
      progress('rendering', 80 + (15 * (index + 1)) / plans.length);
    }
    await fonts.finish();
    // pdf-lib yields to the event loop every N objects; its default (50) made saving mostly waiting.
    const output = await writer.save({ useObjectStreams: true, objectsPerTick: 5000 });
    const bilingual = context.bilingual ? await sideBySide(bytes, output) : undefined;
    progress('rendering', 100);
    const layout = {
      shrunk,
      clipped,
      ocrPages: plans.flatMap((plan, index) => (plan.ocr ? [index + 1] : [])),
    };
    return bilingual ? { output, bilingual, layout } : { output, layout };
  } catch (error) {
    throw mapPdfError(error);
  } finally {
    await opened.close();
  }
}
