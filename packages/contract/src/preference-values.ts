import { DEFAULT_PRIMARY_COLOR } from './constants.ts';
import { LANGUAGES } from './languages.ts';
import type { Preferences } from './preferences.ts';
import { isUiLocale } from './ui-locales.ts';

// Preferences as plain data: the choices, limits and defaults of SPEC.md §3, without the schema
// library, so code that needs only these (the web app reading its cached copy at start-up) does not
// load zod. preferencesSchema (preferences.ts) is built from the same values, and a test keeps
// cleanPreferenceValue in agreement with it.

/**
 * Providers a user can choose (SPEC.md §1), in the order a new user's default is picked from the
 * ones the server has (DESIGN.md): the offline engine last. Each with the name the UI shows where
 * its locale files give none: a brand is written the same in every language, so only the names
 * that are words (the model, the offline engine) are in the locale files.
 */
export const PROVIDER_NAMES_SHOWN = {
  google: 'Google Cloud Translation',
  azure: 'Microsoft Azure Translator',
  deepl: 'DeepL',
  llm: 'AI language model',
  local: 'Offline (Apertium)',
} as const;
type ProviderKey = keyof typeof PROVIDER_NAMES_SHOWN;
export const TRANSLATION_PROVIDERS = Object.keys(PROVIDER_NAMES_SHOWN) as [ProviderKey, ...ProviderKey[]];
export const DEFAULT_PROVIDER_ORDER = TRANSLATION_PROVIDERS;

export const THEMES = ['system', 'light', 'dark'] as const;

export const FONT_SCALE = { min: 0.8, max: 1.5 } as const;

/** Longest storage time accepted, in days (about 100 years): past it, "keep until deleted" (null) is meant. */
export const MAX_STORAGE_DAYS = 36_500;

/** A primary colour: `#` and six hex digits. */
export const PRIMARY_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Defaults of SPEC.md §3. translationProvider is resolved against the configured providers. */
export const DEFAULT_PREFERENCES: Preferences = {
  defaultSourceLang: 'en',
  defaultTargetLang: 'es',
  autoDetectLanguage: true,
  theme: 'system',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  fontScale: 1,
  locale: 'en-US',
  notifications: { translationComplete: true, quotaWarnings: true },
  translationProvider: 'google',
  storage: { originalsDays: null, translationsDays: null },
  updatedAt: null,
};

type Clean<T> = (value: unknown) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf =
  <T>(choices: readonly T[]): Clean<T> =>
  (value) =>
    choices.includes(value as T) ? (value as T) : undefined;
const boolean: Clean<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
const between =
  (min: number, max: number): Clean<number> =>
  (value) =>
    typeof value === 'number' && value >= min && value <= max ? value : undefined;
const language = oneOf(Object.keys(LANGUAGES) as Preferences['defaultSourceLang'][]);
const storageDays: Clean<number | null> = (value) =>
  value === null ? null : between(0, MAX_STORAGE_DAYS)(value);

const FIELDS: { [K in keyof Preferences]: Clean<Preferences[K]> } = {
  defaultSourceLang: language,
  defaultTargetLang: language,
  autoDetectLanguage: boolean,
  theme: oneOf(THEMES),
  primaryColor: (value) =>
    typeof value === 'string' && PRIMARY_COLOR_PATTERN.test(value) ? value : undefined,
  fontScale: between(FONT_SCALE.min, FONT_SCALE.max),
  locale: (value) => (isUiLocale(value) ? value : undefined),
  notifications: (value) => {
    if (!isRecord(value)) return undefined;
    const [translationComplete, quotaWarnings] = [
      boolean(value.translationComplete),
      boolean(value.quotaWarnings),
    ];
    return translationComplete === undefined || quotaWarnings === undefined
      ? undefined
      : { translationComplete, quotaWarnings };
  },
  translationProvider: oneOf(TRANSLATION_PROVIDERS),
  storage: (value) => {
    if (
      !isRecord(value) ||
      Object.keys(value).some((key) => key !== 'originalsDays' && key !== 'translationsDays')
    )
      return undefined;
    const [originalsDays, translationsDays] = [
      storageDays(value.originalsDays),
      storageDays(value.translationsDays),
    ];
    return originalsDays === undefined || translationsDays === undefined
      ? undefined
      : { originalsDays, translationsDays };
  },
  updatedAt: (value) => (value === null || typeof value === 'string' ? value : undefined),
};

/**
 * One preference as preferencesSchema would read it (unknown keys of an object dropped), or
 * undefined when the schema would refuse it.
 */
export function cleanPreferenceValue<K extends keyof Preferences>(
  key: K,
  value: unknown,
): Preferences[K] | undefined {
  return FIELDS[key](value);
}

export const PREFERENCE_KEYS = Object.keys(FIELDS) as (keyof Preferences)[];
