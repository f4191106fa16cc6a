// Deterministic segment translators for PDF tests: visibly different text, no provider needed.

import { serializeTagged, tokenizeTagged } from '../../src/segments/tagged.ts';
import type { SegmentFormat, SegmentTranslator } from '../../src/types.ts';

/** Applies a change to the words of a segment, leaving its tags alone (as providers do). */
function onText(segment: string, format: SegmentFormat, change: (text: string) => string): string {
  if (format === 'text') return change(segment);
  return serializeTagged(
    tokenizeTagged(segment).map((token) =>
      token.kind === 'text' ? { ...token, text: change(token.text) } : token,
    ),
  );
}

/** Reverses the letters of every word ("garden" → "nedrag"); keeps punctuation and length. */
export function reverseWords(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => Array.from(word).reverse().join(''));
}

export const reversingTranslator: SegmentTranslator = async (segments, format) =>
  segments.map((segment) => onText(segment, format, reverseWords));

/** Every segment becomes the same phrase in the given script (for right-to-left targets). */
export function fixedTranslator(phrase: string): SegmentTranslator {
  return async (segments) => segments.map(() => phrase);
}

/** Makes each segment about 60 % longer, as German often is, to exercise fitting. */
export const lengtheningTranslator: SegmentTranslator = async (segments, format) =>
  segments.map((segment) =>
    onText(segment, format, (text) =>
      text.replace(/\p{L}+/gu, (word) => `${reverseWords(word)}${word.length > 3 ? 'ung' : ''}`),
    ),
  );
