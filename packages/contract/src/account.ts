import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants.ts';

// The account itself (issue 12 "Account"): leaving Tolk with everything deleted, taking a copy of
// everything along, and a password for accounts that signed up without one.

/** better-auth's longest accepted password (its default maxPasswordLength). */
export const MAX_PASSWORD_LENGTH = 128;

export const accountExportEventSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ready'),
    /** A signed link to the ZIP, valid until expiresAt; anyone holding it can download it. */
    url: z.string(),
    expiresAt: z.string(),
    fileName: z.string(),
    size: z.number().int(),
  }),
  /** Why, as an error body says it: the English message and `details: {reason}`. */
  z.object({
    status: z.literal('failed'),
    message: z.string(),
    details: z.object({ reason: z.enum(['ACCOUNT_EXPORT_FAILED', 'ACCOUNT_EXPORT_TOO_LARGE']) }),
  }),
]);
export type AccountExportEvent = z.infer<typeof accountExportEventSchema>;

export const ACCOUNT_FUNCTIONS = {
  /**
   * Deletes the caller's account and everything in it. `confirm` must be the account's e-mail
   * address, exactly; anything else is refused with invalid-argument and nothing is deleted.
   * Safe to call again after a failure part-way: it carries on where it stopped.
   */
  deleteAccount: {
    input: z.object({ confirm: z.string().max(320) }).strict(),
    output: z.object({ success: z.literal(true) }),
  },
  /**
   * Starts a ZIP of every original and translated file (in folders as in History) with a JSON of
   * the profile, preferences and translation records. The link arrives as the account-export
   * live event; asking again while one is being made does not start another.
   */
  exportAccount: {
    input: z.object({}).strict(),
    output: z.object({ status: z.literal('preparing') }),
  },
  /** A first password for an account that signs in by e-mail link, Google or Apple. */
  setPassword: {
    input: z.object({ newPassword: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH) }).strict(),
    output: z.object({ success: z.literal(true) }),
  },
} as const;
