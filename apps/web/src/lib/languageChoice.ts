import type { LanguageCode, Preferences } from '@tolk/contract';

export type SourceChoice = LanguageCode | 'auto';

export interface LanguagePair {
  from: SourceChoice;
  to: LanguageCode;
}

/** Starting pair: auto-detect when the preference is on, otherwise the default source; default target. */
export function initialPair(preferences: Preferences): LanguagePair {
  return {
    from: preferences.autoDetectLanguage ? 'auto' : preferences.defaultSourceLang,
    to: preferences.defaultTargetLang,
  };
}

/** The language the document will be read as: the detected one under auto-detect. */
export function effectiveSource(pair: LanguagePair, detected: LanguageCode | null): LanguageCode | null {
  return pair.from === 'auto' ? detected : pair.from;
}

/**
 * Swapping under auto-detect puts the detected language (or, unknown, the default source) as the
 * target: "auto" can never be a target.
 */
export function swapPair(
  pair: LanguagePair,
  detected: LanguageCode | null,
  fallback: LanguageCode,
): LanguagePair {
  const from = effectiveSource(pair, detected) ?? fallback;
  return { from: pair.to, to: from };
}

/** True when the document is already in the target language: nothing to translate. */
export function isSameLanguage(pair: LanguagePair, detected: LanguageCode | null): boolean {
  return effectiveSource(pair, detected) === pair.to;
}

/** Narrows the analysis' detected language to one the app offers. */
export function knownLanguage(code: string | null, known: readonly string[]): LanguageCode | null {
  if (!code) return null;
  const base = code.toLowerCase().split(/[-_]/)[0] ?? '';
  return known.includes(base) ? (base as LanguageCode) : null;
}
