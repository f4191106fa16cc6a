// Test translators that behave like providers on tagged segments, without a provider.
import type { FormatContext, Progress, SegmentTranslator } from '../../src/types.ts';

const PIECES = /(<[^>]*>|&[#a-zA-Z0-9]+;)/;

/** Uppercases the text outside tags and entities and marks the segment, keeping every tag. */
export const shoutTranslator: SegmentTranslator = async (segments) =>
  segments.map(
    (segment) =>
      `${segment
        .split(PIECES)
        .map((piece, index) => (index % 2 === 1 ? piece : piece.toUpperCase()))
        .join('')} ⟦es⟧`,
  );

/** Moves the first tagged run (`<g>…</g>`) to the end of the segment, like a language with another word order. */
export const reorderTranslator: SegmentTranslator = async (segments) =>
  segments.map((segment) => {
    const match = /<g id="\d+">[^<]*<\/g>/.exec(segment);
    if (!match)
      return `${segment.toUpperCase()}`
        .replace(/&AMP;/g, '&amp;')
        .replace(/&LT;/g, '&lt;')
        .replace(/&GT;/g, '&gt;');
    return `${segment.slice(0, match.index)}${segment.slice(match.index + match[0].length)} ${match[0]}`;
  });

/** A provider that loses every tag, as some do: text must survive, atoms must come back. */
export const tagDroppingTranslator: SegmentTranslator = async (segments) =>
  segments.map((segment) =>
    segment
      .replace(/<[^>]*>/g, '')
      .toUpperCase()
      .replace(/&AMP;/g, '&amp;')
      .replace(/&LT;/g, '&lt;')
      .replace(/&GT;/g, '&gt;'),
  );

export interface RecordingContext extends FormatContext {
  calls: string[][];
  progress: Progress[];
}

export function contextWith(translate: SegmentTranslator, bilingual = false): RecordingContext {
  const calls: string[][] = [];
  const progress: Progress[] = [];
  return {
    from: 'en',
    to: 'es',
    bilingual,
    calls,
    progress,
    onProgress: (value) => progress.push(value),
    translate: async (segments, format) => {
      calls.push(segments);
      return translate(segments, format);
    },
  };
}
