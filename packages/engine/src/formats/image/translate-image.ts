// Image translation: check the header, decode upright, OCR, translate each block, cover the old
// text from its surroundings, draw the translation, encode in the input's format. The bilingual
// output puts the original and the translation side by side.

import { EngineError, type FormatAnalysis, type FormatContext, type FormatOutput } from '../../types.ts';
import { drawTranslations } from './draw-text.ts';
import { readImageHeader, type ImageKind } from './guard.ts';
import { boundsOf, imageBlocks, type ImageBlock } from './image-blocks.ts';
import { readingOf } from './image-ocr.ts';
import { inpaintBox } from './inpaint.ts';
import { decodeImage, encodeImage, sideBySide } from './pixels.ts';
import { readUpright } from './upright.ts';

/** Analysis is header-only when the image has more pixels than this (OCR would take long). */
const ANALYZE_OCR_PIXELS = 12_000_000;

export async function analyzeImage(
  bytes: Uint8Array,
  kind: ImageKind,
  from = 'auto',
  fallback?: string,
): Promise<FormatAnalysis> {
  const header = await readImageHeader(bytes, kind);
  const base = { format: kind, pages: 0, needsOcr: true } as const;
  if (header.width * header.height > ANALYZE_OCR_PIXELS)
    return { ...base, characters: 0, words: 0, sample: '' };
  // The words are cached for translate(): the text is read once per job, and with 'auto' in the
  // language detected on it or the fallback (see image-ocr).
  const reading = await readingOf(bytes, await decodeImage(bytes), from, undefined, fallback);
  const sample = reading.words.map((word) => word.text).join(' ');
  return {
    ...base,
    characters: sample.length,
    words: reading.words.length,
    sample: sample.slice(0, 4000),
    ...(reading.language ? { language: reading.language } : {}),
  };
}

function luminance([r, g, b]: [number, number, number]): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

function blockData(block: ImageBlock, translation: string): NonNullable<FormatOutput['blocks']>[number] {
  const { left, top, width, height } = block.bounds;
  return {
    box: { x: left, y: top, width, height },
    ...(block.angle !== 0 ? { angle: (block.angle * 180) / Math.PI } : {}),
    text: block.text,
    translation,
  };
}

export async function translateImage(
  bytes: Uint8Array,
  kind: ImageKind,
  context: FormatContext,
): Promise<FormatOutput> {
  await readImageHeader(bytes, kind);
  context.onProgress({ stage: 'extracting', progress: 2 });
  const original = await decodeImage(bytes);
  context.onProgress({ stage: 'ocr', progress: 5 });
  const { words, languages } = await readingOf(bytes, original, context.from, context.signal);
  if (context.signal?.aborted) throw new EngineError('timeout', 'The translation was cancelled.');
  const blocks: ImageBlock[] = [];
  for (const found of imageBlocks(words, original)) {
    if (found.angle === 0) blocks.push(found);
    else {
      const dark = luminance(found.background) < 0.45;
      const upright = await readUpright(original, found, languages, dark, context.signal);
      blocks.push({ ...upright, bounds: boundsOf(upright) });
    }
  }
  const translations = await context.translate(
    blocks.map((block) => block.text),
    'text',
  );
  context.onProgress({ stage: 'rendering', progress: 90 });
  const cleaned = { ...original, pixels: new Uint8ClampedArray(original.pixels) };
  for (const block of blocks) {
    const pad = Math.max(2, Math.round(block.size * 0.15));
    const { left, top, width, height } = block.bounds;
    inpaintBox(
      cleaned,
      { left: left - pad, top: top - pad, width: width + 2 * pad, height: height + 2 * pad },
      Math.max(4, Math.round(block.size)),
      Math.max(2, Math.round(block.size * 0.1)),
    );
  }
  const translated = drawTranslations(cleaned, blocks, translations, context.to);
  // Encoded side by side: sharp works on its own threads.
  const [output, bilingual] = await Promise.all([
    encodeImage(translated, kind),
    context.bilingual ? encodeImage(sideBySide(original, translated), kind) : undefined,
  ]);
  return {
    output,
    ...(bilingual ? { bilingual } : {}),
    blocks: blocks.map((block, index) => blockData(block, translations[index] ?? block.text)),
  };
}
