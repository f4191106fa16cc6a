import { z } from 'zod';
import { languageCodeSchema } from './language-schema.ts';
import {
  FONT_SCALE,
  MAX_STORAGE_DAYS,
  PRIMARY_COLOR_PATTERN,
  THEMES,
  TRANSLATION_PROVIDERS,
} from './preference-values.ts';
import { UI_LOCALES } from './ui-locales.ts';

// The choices, limits and defaults themselves are plain data in preference-values.ts.

export const translationProviderSchema = z.enum(TRANSLATION_PROVIDERS);
export type TranslationProvider = z.infer<typeof translationProviderSchema>;

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
  primaryColor: z.string().regex(PRIMARY_COLOR_PATTERN, 'primaryColor must be a colour like #a855f7'),
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
