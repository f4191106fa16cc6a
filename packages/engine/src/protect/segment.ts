// Protected spans for every format and provider: before a segment goes to a provider, each span
// that must not change becomes a standalone tag <x id="kN"/> (providers keep those, like the
// formats' own inline tags) and after translation the tag is replaced by the original text again.
// Plain-text segments travel as tagged segments while they carry such tags.

import {
  escapeText,
  plainText,
  serializeTagged,
  tokenizeTagged,
  type TaggedToken,
} from '../segments/tagged.ts';
import type { SegmentFormat } from '../types.ts';
import type { TermMatcher } from '../glossary/terms.ts';
import { findProtectedSpans } from './spans.ts';

export interface ProtectedSegment {
  /** What is sent: the segment with its protected spans as tags. */
  segment: string;
  format: SegmentFormat;
  /** How many spans were kept verbatim. */
  spans: number;
  /** How many glossary terms were put in as placeholders. */
  terms: number;
  /** True when nothing translatable is left once the spans are taken out. */
  nothingToTranslate: boolean;
  /** The provider's translation with the spans put back, in the segment's own format. */
  restore(translation: string): string;
}

const KEPT_TAG = /<x\s+id\s*=\s*["']?k(\d+)["']?\s*\/?>(?:<\/x>)?/gi;
const LETTER = /\p{L}/u;

/** Protected spans, then glossary terms outside them and within one run of text, in order. */
function spansOf(whole: string, source: TaggedToken[], names?: RegExp, terms?: TermMatcher) {
  const spans: { start: number; end: number; replacement?: string }[] = findProtectedSpans(whole, names);
  if (!terms) return spans;
  const runEnds: number[] = [];
  let offset = 0;
  for (const token of source) if (token.kind === 'text') runEnds.push((offset += token.text.length));
  const runOf = (at: number) => runEnds.findIndex((end) => at < end);
  for (const term of terms.find(whole)) {
    const clear = spans.every((span) => term.end <= span.start || term.start >= span.end);
    if (clear && runOf(term.start) === runOf(term.end - 1)) spans.push(term);
  }
  return spans.sort((a, b) => a.start - b.start);
}

export function protectSegment(
  segment: string,
  format: SegmentFormat,
  names?: RegExp,
  terms?: TermMatcher,
): ProtectedSegment {
  /** What each placeholder becomes again: the span itself, or a glossary term's target. */
  const kept: string[] = [];
  let verbatim = 0;
  /** Whether each span stood apart from its neighbours: engines tend to glue words onto tags. */
  const spaced: { before: boolean; after: boolean }[] = [];
  const tokens: TaggedToken[] = [];
  const source = format === 'text' ? [{ kind: 'text' as const, text: segment }] : tokenizeTagged(segment);
  // Spans are found in the text as read, across inline tags: a synopsis's {A|c|d} sets each letter
  // in bold between roman bars. A span that crosses tags is kept piece by piece, each in its tag.
  const whole = source.map((token) => (token.kind === 'text' ? token.text : '')).join('');
  const spans = spansOf(whole, source, names, terms);
  let offset = 0;
  for (const token of source) {
    if (token.kind !== 'text') {
      tokens.push(token);
      continue;
    }
    const end = offset + token.text.length;
    let last = offset;
    for (const span of spans) {
      const start = Math.max(span.start, offset);
      const stop = Math.min(span.end, end);
      if (stop <= start) continue;
      if (start > last) tokens.push({ kind: 'text', text: whole.slice(last, start) });
      kept.push(span.replacement ?? whole.slice(start, stop));
      if (span.replacement === undefined) verbatim++;
      spaced.push({ before: /\s/u.test(whole[start - 1] ?? ''), after: /\s/u.test(whole[stop] ?? '') });
      tokens.push({ kind: 'atom', id: `k${kept.length}` });
      last = stop;
    }
    if (last < end) tokens.push({ kind: 'text', text: whole.slice(last, end) });
    offset = end;
  }
  const sent = kept.length > 0 ? serializeTagged(tokens) : segment;
  const sentFormat: SegmentFormat = kept.length > 0 ? 'tagged' : format;
  return {
    segment: sent,
    format: sentFormat,
    spans: verbatim,
    terms: kept.length - verbatim,
    nothingToTranslate: !LETTER.test(plainText(sent, sentFormat).replace(KEPT_TAG, '')),
    restore(translation) {
      if (kept.length === 0) return translation;
      const used = new Set<number>();
      // Text segments came back escaped: put the spans back as text, then read it as plain text.
      const put = (index: number) => {
        used.add(index);
        const text = kept[index - 1] ?? '';
        return format === 'text'
          ? text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`)
          : escapeText(text);
      };
      let restored = translation.replace(
        KEPT_TAG,
        (whole: string, id: string, offset: number, all: string) => {
          const index = Number(id);
          if (used.has(index)) return '';
          const previous = all[offset - 1] ?? '';
          const next = all[offset + whole.length] ?? '';
          const gap = spaced[index - 1];
          // After a run's closing tag the engine glued the span onto the run's last word.
          const afterRun = /<\/g>$/u.test(all.slice(0, offset));
          const before =
            gap?.before && previous !== '' && (afterRun || !/[\s>([{"'“‘¿¡]/u.test(previous)) ? ' ' : '';
          // Two spans side by side ("GNU tar") keep the space between them: the first one adds it.
          const nextId = /^<x\s+id\s*=\s*["']?k(\d+)/iu.exec(all.slice(offset + whole.length))?.[1];
          const nextIsSpan = nextId !== undefined && Number(nextId) !== index && !used.has(Number(nextId));
          const after =
            gap?.after && next !== '' && (nextIsSpan || !/[\s<.,;:!?)\]}"'”’]/u.test(next)) ? ' ' : '';
          return before + put(index) + after;
        },
      );
      // A provider that dropped a tag must not lose an address: missing spans go at the end.
      const missing = kept.map((_, index) => index + 1).filter((index) => !used.has(index));
      if (missing.length > 0) restored += missing.map((index) => ' ' + put(index)).join('');
      return format === 'text' ? plainText(restored, 'tagged') : restored;
    },
  };
}
