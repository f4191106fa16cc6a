// Deterministic segment translators for PDF tests: visibly different text, no provider needed.

import type { SegmentTranslator } from '../../src/types.ts';

/** Reverses the letters of every word ("garden" → "nedrag"); keeps punctuation and length. */
export function reverseWords(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => Array.from(word).reverse().join(''));
}

export const reversingTranslator: SegmentTranslator = async (segments) => segments.map(reverseWords);

/** Every segment becomes the same phrase in the given script (for right-to-left targets). */
export function fixedTranslator(phrase: string): SegmentTranslator {
  return async (segments) => segments.map(() => phrase);
}

/** Makes each segment about 60 % longer, as German often is, to exercise fitting. */
export const lengtheningTranslator: SegmentTranslator = async (segments) =>
  segments.map((segment) =>
    segment.replace(/\p{L}+/gu, (word) => `${reverseWords(word)}${word.length > 3 ? 'ung' : ''}`),
  );
