// translateFile / analyzeFile: pick the format by content, detect the source language when asked,
// check the provider can do the pair, then let the format module drive the SegmentTranslator.
import { basename } from 'node:path';
import { detectLanguage } from './detect/index.ts';
import { selectFormat } from './formats/select.ts';
import { createSegmentTranslator } from './segment-translator.ts';
import { EMPTY_FIDELITY_REPORT } from '@tolk/contract';
import {
  EngineError,
  type DebugSink,
  type FidelityReport,
  type FormatAnalysis,
  type FormatId,
  type FormatModule,
  type Glossary,
  type PageRange,
  type Progress,
  type ProviderUsage,
  type Provider,
  type TranslatedBlock,
} from './types.ts';

export interface TranslateFileOptions {
  fileName?: string;
  from: string | 'auto';
  /** With 'auto': the language to assume when a photo's text cannot tell (the user's usual source). */
  fallbackFrom?: string;
  to: string;
  provider: Provider;
  /** Terms translated as given and words never translated (see Glossary). */
  glossary?: Glossary;
  bilingual?: boolean;
  /**
   * What an earlier analyzeFile of the same bytes found: with a known source language the file is
   * then not analysed again (the characters pace progress; the pages are reported back).
   */
  analysis?: Pick<FormatAnalysis, 'characters' | 'pages'>;
  /** Only these pages (formats with selectPages: PDF); the output holds them alone. */
  pageRange?: PageRange;
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
  debug?: DebugSink;
}

export interface TranslateFileResult {
  output: Uint8Array;
  bilingual?: Uint8Array;
  format: FormatId;
  /** The source language: detected when `from` was 'auto', otherwise `from`. */
  detectedLanguage?: string;
  pages: number;
  /** Images: the text blocks found and their translations. */
  blocks?: TranslatedBlock[];
  /** What the translation had to compromise to keep the layout, and the spans it kept verbatim. */
  fidelity: FidelityReport;
  /** What the provider reported using (tokens, billed characters), for the operator's logs. */
  usage: ProviderUsage;
}

export interface FileAnalysis extends FormatAnalysis {
  detectedLanguage?: string;
}

export async function analyzeFile(
  bytes: Uint8Array,
  /**
   * `from`: the source language when known (images are then read with it), else 'auto';
   * `fallbackFrom`: the language to assume when a photo's text cannot tell.
   */
  options: { fileName?: string; from?: string; fallbackFrom?: string } = {},
): Promise<FileAnalysis> {
  const analysis = await selectFormat(bytes, options.fileName).analyze(
    bytes,
    options.from,
    options.fallbackFrom,
  );
  const detectedLanguage = analysis.language ?? (await detectLanguage(analysis.sample));
  return detectedLanguage ? { ...analysis, detectedLanguage } : analysis;
}

/** Languages the provider can translate into `to` (and `to` itself: a file may already be in it). */
async function sourcesFor(provider: Provider, to: string): Promise<string[]> {
  const pairs = await provider.pairs();
  return [...new Set([to, ...pairs.filter((pair) => pair.to === to).map((pair) => pair.from)])];
}

async function checkPair(provider: Provider, from: string, to: string): Promise<void> {
  if (from === 'auto' || from === to) return;
  const pairs = await provider.pairs();
  if (!pairs.some((pair) => pair.from === from && pair.to === to))
    throw new EngineError(
      'unsupported-pair',
      `The ${provider.name} engine cannot translate from "${from}" to "${to}".`,
    );
}

/** The file cut down to the asked pages: a range is translated as a document of those pages alone. */
async function pagesOf(format: FormatModule, bytes: Uint8Array, range: PageRange): Promise<Uint8Array> {
  if (!format.selectPages)
    throw new EngineError(
      'unsupported-format',
      'Only a PDF can be translated in part: translate this document whole.',
    );
  return format.selectPages(bytes, range);
}

export async function translateFile(
  file: Uint8Array,
  options: TranslateFileOptions,
): Promise<TranslateFileResult> {
  const format = selectFormat(file, options.fileName);
  const bytes = options.pageRange ? await pagesOf(format, file, options.pageRange) : file;
  let last = 0;
  // Progress only moves forward, whatever order stages report in.
  const onProgress = (progress: Progress) => {
    if (progress.progress < last) return;
    last = progress.progress;
    options.onProgress?.(progress);
  };
  onProgress({ stage: 'extracting', progress: 0 });
  const analysis: Pick<FormatAnalysis, 'characters' | 'pages' | 'sample' | 'language'> =
    options.from !== 'auto' && options.analysis && !options.pageRange
      ? { ...options.analysis, sample: '' }
      : await format.analyze(bytes, options.from, options.fallbackFrom);
  const detected =
    options.from === 'auto'
      ? (analysis.language ??
        (await detectLanguage(analysis.sample, await sourcesFor(options.provider, options.to))))
      : undefined;
  const from = options.from === 'auto' ? (detected ?? 'auto') : options.from;
  await checkPair(options.provider, from, options.to);
  const handle = createSegmentTranslator({
    provider: options.provider,
    from,
    to: options.to,
    signal: options.signal,
    ...(options.glossary ? { glossary: options.glossary } : {}),
    ...(options.fileName ? { context: basename(options.fileName) } : {}),
    onProgress,
    totalCharacters: analysis.characters,
  });
  const result = await format.translate(bytes, {
    translate: handle.translate,
    from,
    to: options.to,
    bilingual: options.bilingual ?? false,
    onProgress,
    signal: options.signal,
    ...(options.debug ? { debug: options.debug } : {}),
  });
  onProgress({ stage: 'rendering', progress: 100 });
  const detectedLanguage = from === 'auto' ? handle.detectedLanguage() : from;
  return {
    output: result.output,
    ...(result.bilingual ? { bilingual: result.bilingual } : {}),
    format: result.format ?? format.id,
    ...(detectedLanguage ? { detectedLanguage } : {}),
    pages: analysis.pages,
    ...(result.blocks ? { blocks: result.blocks } : {}),
    fidelity: { ...EMPTY_FIDELITY_REPORT, ...result.layout, protectedSpans: handle.protectedSpans() },
    usage: handle.usage(),
  };
}
