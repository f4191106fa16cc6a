// The SegmentTranslator that format modules call: it keeps protected spans out of the provider's
// reach (protect/), skips segments with nothing left to translate, sends each distinct segment once
// (trimmed; outer whitespace is put back), batches requests to the provider and reports
// 'translating' progress by characters done.
import { termMatcher } from './glossary/terms.ts';
import { plainText } from './segments/tagged.ts';
import { protectSegment, type ProtectedSegment } from './protect/segment.ts';
import { namesPattern } from './protect/spans.ts';
import type {
  Glossary,
  Progress,
  Provider,
  ProviderUsage,
  SegmentFormat,
  SegmentTranslator,
} from './types.ts';

export interface SegmentTranslatorOptions {
  provider: Provider;
  from: string;
  to: string;
  signal?: AbortSignal;
  /** Terms translated as given, words never translated. */
  glossary?: Glossary;
  /** The document's name, for providers that use context. */
  context?: string;
  onProgress: (progress: Progress) => void;
  /** Characters the whole file is expected to send, for progress. */
  totalCharacters: number;
  /** Segments / characters per provider request (providers split further to their own limits). */
  batchSegments?: number;
  batchCharacters?: number;
}

export interface TranslatorHandle {
  translate: SegmentTranslator;
  /** The language the provider detected, when it did. */
  detectedLanguage(): string | undefined;
  /** Spans kept verbatim so far, counted once per segment they occur in. */
  protectedSpans(): number;
  /** What the provider reported using, summed over its requests. */
  usage(): ProviderUsage;
}

function addUsage(total: ProviderUsage, more: ProviderUsage | undefined): void {
  for (const [key, value] of Object.entries(more ?? {}) as [keyof ProviderUsage, number][])
    total[key] = (total[key] ?? 0) + value;
}

/** 'translating' moves the overall progress from 10 to 90. */
const START = 10;
const SPAN = 80;

export function createSegmentTranslator(options: SegmentTranslatorOptions): TranslatorHandle {
  const batchSegments = options.batchSegments ?? 200;
  const batchCharacters = options.batchCharacters ?? 20_000;
  let done = 0;
  let detected: string | undefined;
  let protectedSpans = 0;
  const identity = options.from === options.to;
  const usage: ProviderUsage = {};
  const keep = options.glossary?.keep ?? [];
  const terms = options.glossary?.terms ?? [];
  // Providers with glossaries of their own get the terms (the pair must be known); the others get
  // each term as a placeholder that comes back as its target.
  const nativeTerms = options.provider.nativeGlossary && options.from !== 'auto' && terms.length > 0;
  const placeholders = nativeTerms || identity ? undefined : termMatcher(terms);

  async function send(cores: string[], format: SegmentFormat): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < cores.length;) {
      let chars = 0;
      let end = i;
      while (
        end < cores.length &&
        end - i < batchSegments &&
        (end === i || chars + (cores[end]?.length ?? 0) <= batchCharacters)
      )
        chars += cores[end++]?.length ?? 0;
      const batch = cores.slice(i, end);
      const result = await options.provider.translate({
        segments: batch,
        from: options.from,
        to: options.to,
        format,
        ...(nativeTerms ? { glossary: terms } : {}),
        ...(options.context ? { context: options.context } : {}),
        signal: options.signal,
      });
      detected ??= result.detectedLanguage;
      addUsage(usage, result.usage);
      out.push(...batch.map((segment, k) => result.translations[k] ?? segment));
      done += batch.reduce((sum, segment) => sum + plainText(segment, format).length, 0);
      const share = options.totalCharacters > 0 ? Math.min(1, done / options.totalCharacters) : 1;
      options.onProgress({ stage: 'translating', progress: Math.round(START + SPAN * share) });
      i = end;
    }
    return out;
  }

  /** Sends protected segments grouped by the format they travel in; returns translations in order. */
  async function sendAll(protectedCores: ProtectedSegment[]): Promise<string[]> {
    const translated: string[] = new Array<string>(protectedCores.length);
    for (const format of ['text', 'tagged'] as const) {
      const indexes = protectedCores.flatMap((core, index) => (core.format === format ? [index] : []));
      if (indexes.length === 0) continue;
      const results = await send(
        indexes.map((index) => protectedCores[index]?.segment ?? ''),
        format,
      );
      indexes.forEach(
        (index, k) => (translated[index] = protectedCores[index]?.restore(results[k] ?? '') ?? ''),
      );
    }
    return translated;
  }

  const translate: SegmentTranslator = async (segments, format, names) => {
    const pattern = names || keep.length > 0 ? namesPattern([...(names ?? []), ...keep]) : undefined;
    const parts = segments.map((segment) => /^(\s*)([\s\S]*?)(\s*)$/.exec(segment) ?? ['', '', segment, '']);
    const unique = new Map<string, number>();
    const cores: ProtectedSegment[] = [];
    const seen = new Map<string, ProtectedSegment>();
    for (const [, , core = ''] of parts) {
      let entry = seen.get(core);
      if (!entry) seen.set(core, (entry = protectSegment(core, format, pattern, placeholders)));
      protectedSpans += entry.spans;
      if (identity || unique.has(core) || (entry.nothingToTranslate && entry.terms === 0)) continue;
      unique.set(core, cores.length);
      cores.push(entry);
    }
    // A segment that is only glossary terms (and kept spans) needs no provider: its terms are put in.
    const sent = cores.filter((core) => !core.nothingToTranslate);
    const results = sent.length > 0 ? await sendAll(sent) : [];
    const byCore = new Map(sent.map((core, k) => [core, results[k] ?? '']));
    const translated = cores.map((core) => byCore.get(core) ?? core.restore(core.segment));
    return parts.map(([whole = '', lead = '', core = '', trail = '']) => {
      const index = unique.get(core);
      return index === undefined ? whole : `${lead}${translated[index] ?? core}${trail}`;
    });
  };

  return {
    translate,
    detectedLanguage: () => detected,
    protectedSpans: () => protectedSpans,
    usage: () => usage,
  };
}
