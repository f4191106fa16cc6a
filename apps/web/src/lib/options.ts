import {
  LANGUAGES,
  TRANSLATION_PROVIDERS,
  type Health,
  type LanguageCode,
  type TranslationProvider,
} from '@tolk/contract';

/**
 * Language names in the UI language, falling back to the contract's English names: every app
 * language, or those given (a provider's list).
 */
export function languageOptions(
  uiLocale: string,
  codes: readonly LanguageCode[] = Object.keys(LANGUAGES) as LanguageCode[],
): { value: LanguageCode; label: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([uiLocale], { type: 'language' });
  } catch {
    names = undefined;
  }
  return codes
    .map((code) => {
      const local = names?.of(code);
      const label =
        local && local !== code
          ? local.charAt(0).toLocaleUpperCase(uiLocale) + local.slice(1)
          : LANGUAGES[code];
      return { value: code, label };
    })
    .sort((a, b) => a.label.localeCompare(b.label, uiLocale));
}

export interface ProviderOption {
  value: TranslationProvider;
  disabled: boolean;
}

/**
 * The providers the server reports as configured; the current choice stays listed (disabled)
 * when the server no longer offers it, so the user sees why it must change.
 */
export function providerOptions(
  engines: Health['engines'] | undefined,
  current: TranslationProvider,
): ProviderOption[] {
  return TRANSLATION_PROVIDERS.filter((p) => engines?.[p] || p === current).map((p) => ({
    value: p,
    disabled: !engines?.[p],
  }));
}

/** Colour presets offered next to the free colour picker; the first is the default (#a855f7). */
export const COLOR_PRESETS = [
  '#a855f7',
  '#6366f1',
  '#0ea5e9',
  '#14b8a6',
  '#22c55e',
  '#f59e0b',
  '#ef4444',
  '#ec4899',
];
