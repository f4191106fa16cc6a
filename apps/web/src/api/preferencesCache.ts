import { DEFAULT_PREFERENCES, preferencesSchema, type Preferences } from '@tolk/contract';
import { STORAGE_KEYS, storage } from './storage';

/**
 * Reads preferences cached by an earlier run (SPEC.md §3 "also cached locally"), so the theme,
 * colour, font size and language apply at start-up before the server answers. Anything missing
 * or invalid falls back to the defaults field by field.
 */
export function parseCachedPreferences(raw: string | null): Preferences {
  if (!raw) return DEFAULT_PREFERENCES;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_PREFERENCES;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_PREFERENCES;
  const merged: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
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
