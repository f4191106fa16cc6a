import {
  cleanPreferenceValue,
  DEFAULT_PREFERENCES,
  matchUiLocale,
  PREFERENCE_KEYS,
  type Preferences,
  type UiLocale,
} from '@tolk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './queryClient';
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
  // The contract's plain-data check (no zod at start-up), in agreement with preferencesSchema.
  const merged: Record<string, unknown> = { ...defaults };
  for (const key of PREFERENCE_KEYS) {
    const clean = cleanPreferenceValue(key, (value as Record<string, unknown>)[key]);
    if (clean !== undefined) merged[key] = clean;
  }
  return merged as Preferences;
}

export function readCachedPreferences(): Preferences {
  return parseCachedPreferences(storage.get(STORAGE_KEYS.preferences));
}

export function writeCachedPreferences(preferences: Preferences): void {
  storage.set(STORAGE_KEYS.preferences, JSON.stringify(preferences));
}

/** Puts fresh preferences in the query cache and in local storage (for the next start). */
export function storePreferences(client: QueryClient, preferences: Preferences): void {
  client.setQueryData(queryKeys.preferences, preferences);
  writeCachedPreferences(preferences);
}
