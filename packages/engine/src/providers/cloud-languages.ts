// The app's language codes and the codes a cloud provider lists and expects for them. Each provider
// reports its languages at run time (Google `languages`, Azure `/languages`, DeepL `/languages`);
// the app offers those it has a name and a script for.
import { isLanguageCode } from '@tolk/contract';
import type { LanguagePair } from '../types.ts';

/** A provider's codes where they differ from the app's: app code → provider code. */
export type ProviderCodes = Readonly<Record<string, string>>;

export function allPairs(languages: readonly string[]): LanguagePair[] {
  return languages.flatMap((from) => languages.filter((to) => to !== from).map((to) => ({ from, to })));
}

/** "zh-Hans" -> "zh", "pt-PT" -> "pt": the engine speaks ISO 639-1. */
export function baseLanguage(code: string | undefined): string | undefined {
  return code ? code.split('-')[0]?.toLowerCase() : undefined;
}

/** The app code for a provider's code ("iw" → "he", "zh-CN" → "zh"), or undefined when the app has none. */
export function appLanguage(providerCode: string | undefined, codes: ProviderCodes): string | undefined {
  if (!providerCode) return undefined;
  const exact = Object.keys(codes).find((app) => codes[app] === providerCode);
  const code = exact ?? baseLanguage(providerCode);
  return code && isLanguageCode(code) ? code : undefined;
}

/** The app languages among a provider's list, each once, in the provider's order. */
export function appLanguages(providerCodes: Iterable<string>, codes: ProviderCodes): string[] {
  const found = new Set<string>();
  for (const providerCode of providerCodes) {
    const code = appLanguage(providerCode, codes);
    if (code) found.add(code);
  }
  return [...found];
}

/** Asks once and keeps the answer; a failed ask is asked again next time. */
export function askedOnce<T>(ask: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () =>
    (answer ??= ask().catch((error: unknown) => {
      answer = undefined;
      throw error;
    }));
}
