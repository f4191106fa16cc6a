import {
  isLanguageCode,
  LANGUAGE_CODES,
  languageDirection,
  languageScript,
  LANGUAGES,
  TRANSLATION_PROVIDERS,
  type FunctionOutput,
  type LanguageCode,
  type ProviderLanguages,
  type TranslationProvider,
} from '@tolk/contract';
import type { LanguagePair } from '@tolk/engine';
import type { TranslationsDeps } from './deps.ts';

/** The languages each configured provider offers now; one that cannot be asked offers none. */
export async function listProviderLanguages(
  deps: Pick<TranslationsDeps, 'engines' | 'pairs'>,
): Promise<FunctionOutput<'getLanguages'>> {
  const configured = TRANSLATION_PROVIDERS.filter((provider) => deps.engines[provider]);
  const providers = await Promise.all(
    configured.map(async (provider) => describePairs(provider, await deps.pairs(provider).catch(() => []))),
  );
  return { providers };
}

export function describePairs(
  provider: TranslationProvider,
  all: readonly LanguagePair[],
): ProviderLanguages {
  const pairs = all.filter(
    (pair): pair is LanguagePair & { from: LanguageCode; to: LanguageCode } =>
      isLanguageCode(pair.from) && isLanguageCode(pair.to),
  );
  const sources = new Set(pairs.map((pair) => pair.from));
  const targets = new Set(pairs.map((pair) => pair.to));
  const languages = LANGUAGE_CODES.filter((code) => sources.has(code) || targets.has(code)).map((code) => ({
    code,
    name: LANGUAGES[code],
    script: languageScript(code) ?? 'Latn',
    direction: languageDirection(code),
    source: sources.has(code),
    target: targets.has(code),
  }));
  const everyPair =
    pairs.every((pair) => !pair.pivot) &&
    pairs.length ===
      [...sources].reduce((count, from) => count + targets.size - (targets.has(from) ? 1 : 0), 0);
  return {
    provider,
    languages,
    ...(everyPair
      ? {}
      : { pairs: pairs.map(({ from, to, pivot }) => ({ from, to, ...(pivot ? { pivot } : {}) })) }),
  };
}
