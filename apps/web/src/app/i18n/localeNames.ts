import { UI_LOCALES, type UiLocale } from '@tolk/contract';

/** Each UI language named in itself, so anyone finds their own whatever the UI shows now. */
export const LOCALE_NAMES: Record<UiLocale, string> = {
  'en-US': 'English (United States)',
  'es-ES': 'Español (España)',
  'fr-FR': 'Français (France)',
  'de-DE': 'Deutsch (Deutschland)',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** The choices of a language select, in the contract's order. */
export const LOCALE_OPTIONS = UI_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));
