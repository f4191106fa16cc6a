import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_LOCALES, type UiLocale } from '@tolk/contract';
import enUS from './locales/en-US.json';
import esES from './locales/es-ES.json';

export const UI_RESOURCES: Record<UiLocale, typeof enUS> = { 'en-US': enUS, 'es-ES': esES };

/** The translation start-up module: English and Spanish UI strings, starting in the cached locale. */
export async function initI18n(locale: UiLocale): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(UI_LOCALES.map((l) => [l, { translation: UI_RESOURCES[l] }])),
    lng: locale,
    fallbackLng: 'en-US',
    supportedLngs: [...UI_LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = locale;
}

export async function setUiLocale(locale: UiLocale): Promise<void> {
  if (!i18n.isInitialized || i18n.language === locale) return;
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
