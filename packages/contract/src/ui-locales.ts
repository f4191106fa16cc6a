/**
 * The UI locales the web app ships translations for: the one list the preference's schema, the
 * server's choice for a new account and the app's catalogues and language picker all follow.
 */
export const UI_LOCALES = ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'pt-BR', 'ar'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

export const DEFAULT_UI_LOCALE: UiLocale = 'en-US';

/** Locales whose script runs right to left: the whole app is laid out mirrored. */
export const RTL_UI_LOCALES: readonly UiLocale[] = ['ar'];

export function uiLocaleDirection(locale: UiLocale): 'ltr' | 'rtl' {
  return RTL_UI_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/**
 * The header the web app sends with sign-up and sign-in requests: the locale its UI is showing,
 * which becomes a new account's `locale` preference.
 */
export const UI_LOCALE_HEADER = 'x-tolk-locale';

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The supported locale that best fits a list of language tags in order of preference (like
 * navigator.languages): the first tag that names a supported locale exactly, or failing that
 * shares its language ('es-MX' → es-ES, 'pt' → pt-BR, 'ar-EG' → ar); none → en-US.
 */
export function matchUiLocale(tags: readonly string[]): UiLocale {
  for (const tag of tags) {
    const wanted = tag.trim().toLowerCase();
    if (!wanted || wanted === '*') continue;
    const exact = UI_LOCALES.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const sameLanguage = UI_LOCALES.find((locale) => primary(locale) === primary(wanted));
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_UI_LOCALE;
}

/** The tags of an Accept-Language header, most wanted first ('es-ES,es;q=0.9,en;q=0.8'). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
