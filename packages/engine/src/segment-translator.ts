// The SegmentTranslator that format modules call: it keeps protected spans out of the provider's
// reach (protect/), skips segments with nothing left to translate, sends each distinct segment once
// (trimmed; outer whitespace is put back), batches requests to the provider and reports
// 'translating' progress by characters done.
import { plainText } from './segments/tagged.ts';
import { protectSegment, type ProtectedSegment } from './protect/segment.ts';
import { namesPattern } from './protect/spans.ts';
import type { Progress, Provider, SegmentFormat, SegmentTranslator } from './types.ts';

export interface SegmentTranslatorOptions {
  provider: Provider;
  from: string;
  to: string;
  signal?: AbortSignal;
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
        signal: options.signal,
      });
      detected ??= result.detectedLanguage;
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
    const pattern = names ? namesPattern(names) : undefined;
    const parts = segments.map((segment) => /^(\s*)([\s\S]*?)(\s*)$/.exec(segment) ?? ['', '', segment, '']);
    const unique = new Map<string, number>();
    const cores: ProtectedSegment[] = [];
    const seen = new Map<string, ProtectedSegment>();
    for (const [, , core = ''] of parts) {
      let entry = seen.get(core);
      if (!entry) seen.set(core, (entry = protectSegment(core, format, pattern)));
      protectedSpans += entry.spans;
      if (identity || entry.nothingToTranslate || unique.has(core)) continue;
      unique.set(core, cores.length);
      cores.push(entry);
    }
    const translated = cores.length > 0 ? await sendAll(cores) : [];
    return parts.map(([whole = '', lead = '', core = '', trail = '']) => {
      const index = unique.get(core);
      return index === undefined ? whole : `${lead}${translated[index] ?? core}${trail}`;
    });
  };

  return { translate, detectedLanguage: () => detected, protectedSpans: () => protectedSpans };
}
