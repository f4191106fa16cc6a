import {
  DEFAULT_PREFERENCES,
  matchUiLocale,
  preferencesSchema,
  type Preferences,
  type UiLocale,
} from '@tolk/contract';
import { STORAGE_KEYS, storage } from './storage';

/** The supported UI locale nearest the browser's languages (an `es` or `es-MX` browser: es-ES). */
export function browserUiLocale(): UiLocale {
  if (typeof navigator === 'undefined') return DEFAULT_PREFERENCES.locale;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return matchUiLocale(languages.filter(Boolean));
}

/**
 * The defaults on this device: those of SPEC.md §3, but in the browser's language until an
 * account's preferences say otherwise (signed out, the app follows the browser).
 */
export function deviceDefaults(): Preferences {
  return { ...DEFAULT_PREFERENCES, locale: browserUiLocale() };
}

/**
 * Reads preferences cached by an earlier run (SPEC.md §3 "also cached locally"), so the theme,
 * colour, font size and language apply at start-up before the server answers. Anything missing
 * or invalid falls back to the defaults field by field.
 */
export function parseCachedPreferences(raw: string | null, defaults = deviceDefaults()): Preferences {
  if (!raw) return defaults;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof value !== 'object' || value === null) return defaults;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, field] of Object.entries(preferencesSchema.shape)) {
    const candidate = (value as Record<string, unknown>)[key];
    if (field.safeParse(candidate).success) merged[key] = candidate;
  }
  return preferencesSchema.parse(merged);
}

export function readCachedPreferences(): Preferences {
  return parseCachedPreferences(storage.get(STORAGE_KEYS.preferences));
}

export function writeCachedPreferences(preferences: Preferences): void {
  storage.set(STORAGE_KEYS.preferences, JSON.stringify(preferences));
}
