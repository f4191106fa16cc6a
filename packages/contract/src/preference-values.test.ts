import { describe, expect, it } from 'vitest';
import { cleanPreferenceValue, DEFAULT_PREFERENCES, PREFERENCE_KEYS } from './preference-values.ts';
import { preferencesSchema, type Preferences } from './preferences.ts';

// Values of every kind, valid and not, for every field: the plain-data check must read each one
// exactly as preferencesSchema does.
const SAMPLES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -1,
  0.79,
  0.8,
  1,
  1.5,
  1.51,
  365,
  36_500,
  36_501,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'en',
  'es',
  'xx',
  'toString',
  'system',
  'dark',
  'neon',
  '#a855f7',
  '#A855F7',
  '#a855f',
  'a855f7',
  'en-US',
  'ar',
  'en-GB',
  'google',
  'local',
  'deepl',
  '2025-01-01T00:00:00.000Z',
  [],
  {},
  { translationComplete: true, quotaWarnings: false },
  { translationComplete: true, quotaWarnings: false, extra: 1 },
  { translationComplete: true },
  { originalsDays: null, translationsDays: 30 },
  { originalsDays: 0, translationsDays: null },
  { originalsDays: -1, translationsDays: null },
  { originalsDays: null, translationsDays: null, extra: 1 },
  { originalsDays: null },
];

describe('cleanPreferenceValue', () => {
  it('covers every field of the schema', () => {
    expect([...PREFERENCE_KEYS].sort()).toEqual(Object.keys(preferencesSchema.shape).sort());
  });

  it('accepts and cleans exactly what preferencesSchema accepts, field by field', () => {
    const values = [...SAMPLES, ...Object.values(DEFAULT_PREFERENCES)];
    for (const key of PREFERENCE_KEYS) {
      const field = preferencesSchema.shape[key as keyof Preferences];
      for (const value of values) {
        const parsed = field.safeParse(value);
        expect(cleanPreferenceValue(key, value), `${key} = ${JSON.stringify(value)}`).toEqual(
          parsed.success ? parsed.data : undefined,
        );
      }
    }
  });

  it('holds valid defaults', () => {
    expect(preferencesSchema.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });
});
