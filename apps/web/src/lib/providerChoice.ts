import { TRANSLATION_PROVIDERS, type Health, type TranslationProvider } from '@tolk/contract';

/** Providers the server reports as configured, in a stable order. */
export function availableProviders(engines: Health['engines'] | undefined): TranslationProvider[] {
  return TRANSLATION_PROVIDERS.filter((provider) => engines?.[provider]);
}

/** The preferred provider when the server has it, otherwise the first it has (undefined: not known yet). */
export function chooseProvider(
  preferred: TranslationProvider,
  available: readonly TranslationProvider[],
): TranslationProvider | undefined {
  return available.includes(preferred) ? preferred : available[0];
}
