import { z } from 'zod';
import { DEFAULT_PRIMARY_COLOR } from './constants.ts';
import { languageCodeSchema } from './languages.ts';
import { UI_LOCALES } from './ui-locales.ts';

/** Providers a user can choose (SPEC.md §1) plus the offline engine of DESIGN.md. */
export const TRANSLATION_PROVIDERS = ['google', 'azure', 'local'] as const;
export const translationProviderSchema = z.enum(TRANSLATION_PROVIDERS);
export type TranslationProvider = z.infer<typeof translationProviderSchema>;

export const THEMES = ['system', 'light', 'dark'] as const;

export const FONT_SCALE = { min: 0.8, max: 1.5 } as const;

/** Longest storage time accepted, in days (about 100 years): past it, "keep until deleted" (null) is meant. */
export const MAX_STORAGE_DAYS = 36_500;

/** Days after a translation completes; null keeps it until the user deletes it (SPEC.md §5: non-negative). */
const storageDaysSchema = z
  .number({ error: 'Storage time must be a number of days or null' })
  .min(0, 'Storage time must not be negative')
  .max(MAX_STORAGE_DAYS, `Storage time must be at most ${MAX_STORAGE_DAYS} days`)
  .nullable();

/**
 * How long files are kept after their translation completes. originalsDays: the uploaded
 * original (0: deleted as soon as the translation is done); translationsDays: the whole document.
 */
export const storageTimeSchema = z
  .object({ originalsDays: storageDaysSchema, translationsDays: storageDaysSchema })
  .strict();
export type StorageTime = z.infer<typeof storageTimeSchema>;

export const preferencesSchema = z.object({
  defaultSourceLang: languageCodeSchema,
  defaultTargetLang: languageCodeSchema,
  autoDetectLanguage: z.boolean(),
  theme: z.enum(THEMES),
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'primaryColor must be a colour like #a855f7'),
  fontScale: z.number().min(FONT_SCALE.min).max(FONT_SCALE.max),
  locale: z.enum(UI_LOCALES),
  notifications: z.object({
    translationComplete: z.boolean(),
    quotaWarnings: z.boolean(),
  }),
  translationProvider: translationProviderSchema,
  storage: storageTimeSchema,
  updatedAt: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

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

/**
 * What updatePreferences accepts: any subset of fields, notifications also partially; storage
 * whole (both times are set together, so one never changes without the other being seen).
 */
export const preferencesPatchSchema = preferencesSchema
  .omit({ updatedAt: true, notifications: true })
  .extend({ notifications: preferencesSchema.shape.notifications.partial().strict() })
  .partial()
  .strict();
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
