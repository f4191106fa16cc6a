import type { FidelityReport, ImageBlocks, TranslationProvider } from '@tolk/contract';
import type { Glossary, ProviderUsage, ProvidersConfig, Stage } from '@tolk/engine';
import type { ProviderSettings } from '../config.ts';
import type { StoredAnalysis } from '../db/schema.ts';

// Messages between the server and its engine thread (structured clone; byte buffers transferred).

export interface AnalyzeRequest {
  id: number;
  kind: 'analyze';
  bytes: Uint8Array;
  fileName: string;
  /** The language a photo is taken to be in when its text cannot tell (the user's usual source). */
  fallbackFrom?: string;
}

export interface TranslateRequest {
  id: number;
  kind: 'translate';
  bytes: Uint8Array;
  fileName: string;
  from: string;
  /** With 'auto': the language a photo is taken to be in when its text cannot tell. */
  fallbackFrom?: string;
  to: string;
  provider: TranslationProvider;
  /** The user's terms and never-translate words, when there are any. */
  glossary?: Glossary;
  bilingual: boolean;
  /** Also render a small PNG preview of the first page or the image. */
  thumbnail: boolean;
  /** The upload's stored analysis, so the engine need not analyse the file again. */
  analysis?: { characters: number; pages: number };
  /** Only these pages of a PDF (1-based, inclusive); the outputs hold them alone. */
  pageRange?: { from: number; to: number };
}

export interface CancelRequest {
  id: number;
  kind: 'cancel';
}

/** Live camera text: short texts translated at once (no file, no quota unit). */
export interface TextRequest {
  id: number;
  kind: 'text';
  texts: string[];
  /** A language code, or 'auto' to detect it. */
  from: string;
  to: string;
  provider: TranslationProvider;
  glossary?: Glossary;
}

/**
 * Loads the engine's code and starts its work ahead of the first job (DESIGN.md: the first
 * translation after a start costs what a warm one does): a small PDF analysed, and unless
 * analysisOnly, translated with a thumbnail and the local pipelines of `pairs` started.
 */
export interface WarmRequest {
  id: number;
  kind: 'warm';
  analysisOnly: boolean;
  /** Language pairs whose local (Apertium) pipelines start now; empty when local is not installed. */
  pairs: { from: string; to: string }[];
}

export type EngineRequest = AnalyzeRequest | TranslateRequest | TextRequest | WarmRequest | CancelRequest;

/** The engine's analysis, as an upload session keeps it. */
export type AnalysisResult = StoredAnalysis;

export interface TranslationResult {
  format: string;
  output: Uint8Array;
  bilingual: Uint8Array | null;
  thumbnail: Uint8Array | null;
  detectedLanguage: string | null;
  pages: number;
  /** Images: the recognised blocks with their translations and the translated image's size. */
  blocks: ImageBlocks | null;
  /** What the engine had to compromise: passages shrunk or cut, pages read by OCR, spans kept verbatim. */
  fidelity: FidelityReport;
  /** What the provider reported using (a model's tokens, DeepL's billed characters), for the log. */
  usage: ProviderUsage;
}

export interface TextResult {
  translations: string[];
  /** The detected source language when the request said 'auto' (null otherwise or when unknown). */
  detectedLanguage: string | null;
}

export interface WarmResult {
  /** How long the warm-up took inside the thread. */
  ms: number;
}

export interface EngineFailure {
  /** EngineError's code, or undefined for an unexpected failure. */
  code: string | undefined;
  /** EngineError's budget when the code is 'over-budget': which budget the file exceeds. */
  budget?: string | undefined;
  message: string;
}

export type EngineReply =
  | { id: number; kind: 'progress'; stage: Stage; progress: number }
  | { id: number; kind: 'analysis'; result: AnalysisResult }
  | { id: number; kind: 'translation'; result: TranslationResult }
  | { id: number; kind: 'text'; result: TextResult }
  | { id: number; kind: 'warmed'; result: WarmResult }
  | { id: number; kind: 'error'; error: EngineFailure };

/**
 * The engine's provider configuration from the server's (keys stay in the server's config): each
 * cloud request tried twice more before the job's own retries.
 */
export function providersConfig(config: ProviderSettings): ProvidersConfig {
  const { local, fake, ...cloud } = config.providers;
  const retried = Object.fromEntries(
    Object.entries(cloud).map(([name, options]) => [name, { ...options, retries: 2 }]),
  );
  return { ...retried, ...(local ? { local } : {}), ...(fake ? { fake } : {}) };
}
