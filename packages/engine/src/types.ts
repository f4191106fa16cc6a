// Core types of the translation engine. Providers translate segments; format modules turn a file
// into segments and back. Everything else (CLI, worker, benchmarks) composes these.

import type { FidelityReport, TranslationProvider } from '@tolk/contract';

export type { FidelityReport };

/** The providers a user can choose (the contract's list), and the fake one tests and demos use. */
export type ProviderName = TranslationProvider | 'fake';

/** ISO 639-1 code, or 'auto' on the source side. */
export type Lang = string;

/**
 * Segment text formats:
 * - 'text': plain text.
 * - 'tagged': text with inline tags that providers must keep and that may move with the words:
 *   paired `<g id="N">…</g>` (a run of formatting, a link) and standalone `<x id="N"/>` (a field,
 *   a tab, a line break). Format modules encode run formatting into these and decode it back.
 */
export type SegmentFormat = 'text' | 'tagged';

/** A glossary term for one language pair: wherever `source` occurs, the translation says `target`. */
export interface GlossaryTerm {
  source: string;
  target: string;
  /** When false, "File" and "FILE" match the entry "file" too. */
  caseSensitive: boolean;
}

/**
 * A glossary as the engine applies it: terms for the translation's pair, and words never translated
 * in any language (product names, commands), which are kept like the document's own code names.
 */
export interface Glossary {
  terms: readonly GlossaryTerm[];
  keep: readonly string[];
}

export interface TranslateRequest {
  segments: string[];
  from: Lang | 'auto';
  to: Lang;
  format: SegmentFormat;
  /** Only for providers with `nativeGlossary`; the others get the terms as protected placeholders. */
  glossary?: readonly GlossaryTerm[];
  /** What the text is (a document's file name or title), for providers that use context. */
  context?: string;
  signal?: AbortSignal;
}

export interface TranslateResult {
  translations: string[];
  /** The language the provider detected when `from` was 'auto'. */
  detectedLanguage?: Lang;
  /** What the provider billed for the request, when it says (a model's tokens, DeepL's characters). */
  usage?: ProviderUsage;
}

export interface ProviderUsage {
  inputTokens?: number;
  outputTokens?: number;
  billedCharacters?: number;
  /** Segments left in the source language because no reply kept their tags (llm). */
  rejectedSegments?: number;
  /** Segments taken although a glossary term's target was missing from every reply (llm). */
  glossaryMisses?: number;
}

export interface LanguagePair {
  from: Lang;
  to: Lang;
  /** Set when the pair is done in two steps through this language (local: Spanish). */
  pivot?: Lang;
}

export interface Provider {
  readonly name: ProviderName;
  /** Applies `TranslateRequest.glossary` itself (DeepL's glossaries, a model's instructions). */
  readonly nativeGlossary?: boolean;
  /** Whether the provider can be used now (binary installed, key configured). */
  available(): Promise<boolean>;
  pairs(): Promise<LanguagePair[]>;
  translate(request: TranslateRequest): Promise<TranslateResult>;
  /** Gets ready for these pairs ahead of the first request (local: starts their pipelines). */
  warm?(pairs: readonly { from: Lang; to: Lang }[]): Promise<void>;
  close?(): Promise<void>;
}

export type Stage = 'extracting' | 'ocr' | 'translating' | 'rendering';

export interface Progress {
  stage: Stage;
  /** 0–100 over the whole job. */
  progress: number;
}

/**
 * What a format module calls to translate its segments; protected spans, batching, detection and
 * progress live behind it. `names` are the words the document itself sets in code style: they are
 * kept verbatim wherever they occur in its running text too.
 */
export type SegmentTranslator = (
  segments: string[],
  format: SegmentFormat,
  names?: Iterable<string>,
) => Promise<string[]>;

export type FormatId =
  | 'txt'
  | 'md'
  | 'html'
  | 'srt'
  | 'vtt'
  | 'docx'
  | 'pptx'
  | 'xlsx'
  | 'odt'
  | 'odp'
  | 'ods'
  | 'epub'
  | 'pdf'
  | 'png'
  | 'jpeg'
  | 'webp'
  | 'heic';

export interface FormatAnalysis {
  format: FormatId;
  /** Quota pages: PDF pages; other documents 1 per 1,800 characters, at least 1; images 0. */
  pages: number;
  characters: number;
  words: number;
  /** Up to a few thousand characters of the text, for language detection. */
  sample: string;
  needsOcr: boolean;
  /**
   * The source language, when the format tells it itself: images read with 'auto' (the recognised
   * text's language when it is clear, otherwise the caller's fallback).
   */
  language?: string;
}

export interface FormatContext {
  translate: SegmentTranslator;
  from: Lang | 'auto';
  to: Lang;
  bilingual: boolean;
  onProgress: (progress: Progress) => void;
  signal?: AbortSignal;
  /** Receives the engine's plan after each stage (`tolk translate --debug-dir`); formats call it when they have stages. */
  debug?: DebugSink;
}

/** A stage's plan, as plain data: `stage` names it (lines, blocks, segments, layout). */
export type DebugSink = (stage: string, plan: unknown) => void;

/** A recognised text block of an image: its axis-aligned box in pixels, tilt in degrees (clockwise). */
export interface TranslatedBlock {
  box: { x: number; y: number; width: number; height: number };
  angle?: number;
  text: string;
  translation: string;
}

export interface FormatOutput {
  output: Uint8Array;
  /** The output's format when it is not the input's (HEIC is translated into a JPEG). */
  format?: FormatId;
  bilingual?: Uint8Array;
  /** Images: the text blocks found and their translations. */
  blocks?: TranslatedBlock[];
  /** Layout compromises (PDF): passages shrunk or cut, pages read by OCR. */
  layout?: Omit<FidelityReport, 'protectedSpans'>;
}

/** Pages of a document, 1-based and inclusive. */
export interface PageRange {
  from: number;
  to: number;
}

export interface FormatModule {
  id: FormatId;
  extensions: readonly string[];
  mimeType: string;
  /** True when the bytes are this format (magic bytes / structure), whatever the file is called. */
  sniff(bytes: Uint8Array): boolean;
  /**
   * `from` is the source language when the caller knows it (OCR formats read with it), else 'auto';
   * `fallback`, the language to assume when 'auto' cannot tell (the user's usual source language).
   */
  analyze(bytes: Uint8Array, from?: string, fallback?: string): Promise<FormatAnalysis>;
  translate(bytes: Uint8Array, context: FormatContext): Promise<FormatOutput>;
  /** The document with only these pages, for formats whose pages can be cut apart (PDF). */
  selectPages?(bytes: Uint8Array, range: PageRange): Promise<Uint8Array>;
}

export type EngineErrorCode =
  | 'unsupported-format'
  | 'format-mismatch'
  | 'corrupt-file'
  | 'encrypted-file'
  | 'too-large'
  | 'unsupported-pair'
  | 'provider-unavailable'
  | 'provider-error'
  | 'quota-exceeded'
  | 'timeout'
  /** The file needs more than a decoder's budget (safety/budgets.ts): `budget` says which. */
  | 'over-budget';

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  /** For 'over-budget': the budget the file exceeds. */
  readonly budget: string | undefined;
  constructor(code: EngineErrorCode, message: string, options?: { cause?: unknown; budget?: string }) {
    super(message, options);
    this.name = 'EngineError';
    this.code = code;
    this.budget = options?.budget;
  }
}

/** DESIGN.md page rule for text documents. */
export const CHARACTERS_PER_PAGE = 1800;
export function pagesForCharacters(characters: number): number {
  return Math.max(1, Math.ceil(characters / CHARACTERS_PER_PAGE));
}
