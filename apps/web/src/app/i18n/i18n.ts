import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isUiLocale, UI_LOCALES, uiLocaleDirection, type UiLocale } from '@tolk/contract';

// One chunk per catalogue, fetched when its language is first used: start-up loads only the cached
// locale (and en-US, the fallback), not every language's strings (issue 13, fast first load).
const CATALOGUES = import.meta.glob<ResourceKey>('./locales/*.json', { import: 'default' });

const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = CATALOGUES[`./locales/${language}.json`];
    if (!load) return callback(new Error(`No UI strings for ${language}`), false);
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The translation start-up module: the UI strings of the cached locale, loaded before the app shows. */
export async function initI18n(locale: UiLocale): Promise<void> {
  i18n.off('languageChanged', markDocumentLocale);
  i18n.on('languageChanged', markDocumentLocale);
  await i18n
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: 'en-US',
      supportedLngs: [...UI_LOCALES],
      load: 'currentOnly',
      // Start loading at once rather than on a 0 ms timer, which never fires under fake timers.
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
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
