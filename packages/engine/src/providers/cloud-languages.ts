// Languages the app offers that the cloud providers translate between (any pair of them).
import type { LanguagePair } from '../types.ts';

export const CLOUD_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ca',
  'gl',
  'ro',
  'oc',
  'eu',
  'eo',
  'nl',
  'pl',
  'ru',
  'uk',
  'sv',
  'da',
  'nb',
  'tr',
  'el',
  'ar',
  'he',
  'fa',
  'ur',
  'hi',
  'bn',
  'th',
  'zh',
  'ja',
  'ko',
] as const;

export function allPairs(languages: readonly string[]): LanguagePair[] {
  return languages.flatMap((from) => languages.filter((to) => to !== from).map((to) => ({ from, to })));
}

/** "zh-Hans" -> "zh", "pt-PT" -> "pt": the engine speaks ISO 639-1. */
export function baseLanguage(code: string | undefined): string | undefined {
  return code ? code.split('-')[0]?.toLowerCase() : undefined;
}
