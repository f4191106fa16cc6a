import { z } from 'zod';
import { preferencesSchema } from './preferences.ts';

export const SIGN_IN_PROVIDERS = ['email', 'password', 'google', 'apple'] as const;

export const quotaSchema = z.object({
  userId: z.string(),
  pagesUsed: z.number().int(),
  freePageLimit: z.number().int(),
  monthStart: z.string(),
  storageUsed: z.number().int(),
  storageQuota: z.number().int(),
  imageTranslationsUsed: z.number().int(),
  imageTranslationsQuota: z.number().int(),
  uploadCount: z.number().int(),
  premium: z.boolean(),
});
export type Quota = z.infer<typeof quotaSchema>;

/** The user document of SPEC.md §3. */
export const userDocumentSchema = quotaSchema.extend({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  provider: z.enum(SIGN_IN_PROVIDERS),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActiveAt: z.string(),
  preferences: preferencesSchema,
});
export type UserDocument = z.infer<typeof userDocumentSchema>;
