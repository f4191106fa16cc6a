import { LANGUAGES, type LanguageCode } from '@tolk/contract';

/** A language's name in the UI language ("Spanish", "español"), or the contract's English name. */
export function languageName(code: string, uiLocale: string): string {
  try {
    const local = new Intl.DisplayNames([uiLocale], { type: 'language' }).of(code);
    if (local && local !== code) return local.charAt(0).toLocaleUpperCase(uiLocale) + local.slice(1);
  } catch {
    // An unknown code or an engine without DisplayNames: fall through.
  }
  return LANGUAGES[code as LanguageCode] ?? code;
}
