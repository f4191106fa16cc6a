import {
  PROVIDER_NAMES_SHOWN,
  TRANSLATION_PROVIDERS,
  type Health,
  type TranslationProvider,
} from '@tolk/contract';
import type { TFunction } from '../app/i18n/translator';

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

/** A provider's name in the UI language: the locale's word for it, or its brand (the contract's). */
export const providerLabel = (t: TFunction, provider: TranslationProvider): string =>
  t(`settings.providers.${provider}`, { defaultValue: PROVIDER_NAMES_SHOWN[provider] });
