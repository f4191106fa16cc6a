import { isUiLocale, uiLocaleDirection, type UiLocale } from '@tolk/contract';
import { i18n } from './translator';

/** The translation start-up module: the UI strings of the cached locale, loaded before the app shows. */
export async function initI18n(locale: UiLocale): Promise<void> {
  i18n.off('languageChanged', markDocumentLocale);
  i18n.on('languageChanged', markDocumentLocale);
  await i18n.changeLanguage(locale);
  markDocumentLocale(locale);
}

/** Switches the UI language, loading its strings first. */
export async function setUiLocale(locale: UiLocale): Promise<void> {
  if (!i18n.isInitialized || i18n.language === locale) return;
  await i18n.changeLanguage(locale);
}

/**
 * `lang` and `dir` on <html>, as the strings change: screen readers and hyphenation follow the
 * language, and the whole layout mirrors for a right-to-left one (Mantine's DirectionProvider
 * follows the attribute).
 */
function markDocumentLocale(locale: string): void {
  if (!isUiLocale(locale)) return;
  document.documentElement.lang = locale;
  document.documentElement.dir = uiLocaleDirection(locale);
}
