import { z } from 'zod';
import { languageCodeSchema } from './language-schema.ts';
import { translationProviderSchema } from './preferences.ts';

/** A language a provider translates from or into, with how it is written. */
export const providerLanguageSchema = z.object({
  code: languageCodeSchema,
  name: z.string(),
  script: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  source: z.boolean(),
  target: z.boolean(),
});

export const providerLanguagesSchema = z.object({
  provider: translationProviderSchema,
  languages: z.array(providerLanguageSchema),
  /**
   * The pairs, when not every source goes into every other target (the offline engine's installed
   * pairs, some through a pivot language); absent when every pair of the languages is offered.
   */
  pairs: z
    .array(z.object({ from: languageCodeSchema, to: languageCodeSchema, pivot: z.string().optional() }))
    .optional(),
});
export type ProviderLanguages = z.infer<typeof providerLanguagesSchema>;

export const LANGUAGE_FUNCTIONS = {
  /** The languages and pairs each configured provider offers now, asked of the providers. */
  getLanguages: {
    input: z.object({}).strict(),
    output: z.object({ providers: z.array(providerLanguagesSchema) }),
  },
};
