import { z } from 'zod';
import { ACCOUNT_FUNCTIONS } from './account.ts';
import { DOCUMENT_FUNCTIONS } from './documents.ts';
import { GLOSSARY_FUNCTIONS } from './glossaries.ts';
import { IMAGE_FUNCTIONS } from './images.ts';
import { LANGUAGE_FUNCTIONS } from './provider-languages.ts';
import { PREMIUM_FUNCTIONS } from './premium.ts';
import { preferencesPatchSchema, preferencesSchema } from './preferences.ts';
import { SHARE_FUNCTIONS } from './sharing.ts';
import { withCleanText } from './text.ts';
import { quotaSchema, userDocumentSchema } from './user.ts';

interface FunctionContract {
  input: z.ZodType;
  output: z.ZodType;
}

/** Every function's input refuses NUL and lone surrogates in any string (see text.ts). */
function cleanInputs<T extends Record<string, FunctionContract>>(table: T): T {
  const entries = Object.entries(table).map(([name, fn]) => [
    name,
    { ...fn, input: withCleanText(fn.input) },
  ]);
  return Object.fromEntries(entries) as T;
}

/**
 * Every callable function: `POST /api/fn/<name>` with `{data}` → `{result}`.
 * The server implements a handler per name; the client is typed from the same table.
 */
export const FUNCTIONS = cleanInputs({
  getProfile: { input: z.object({}).strict(), output: userDocumentSchema },
  getQuota: { input: z.object({ userId: z.string().max(100).optional() }).strict(), output: quotaSchema },
  getPreferences: { input: z.object({}).strict(), output: preferencesSchema },
  updatePreferences: { input: preferencesPatchSchema, output: preferencesSchema },
  ...DOCUMENT_FUNCTIONS,
  ...IMAGE_FUNCTIONS,
  ...PREMIUM_FUNCTIONS,
  ...ACCOUNT_FUNCTIONS,
  ...SHARE_FUNCTIONS,
  ...GLOSSARY_FUNCTIONS,
  ...LANGUAGE_FUNCTIONS,
} as const satisfies Record<string, FunctionContract>);

export type FunctionName = keyof typeof FUNCTIONS;
export type FunctionInput<N extends FunctionName> = z.input<(typeof FUNCTIONS)[N]['input']>;
export type FunctionOutput<N extends FunctionName> = z.output<(typeof FUNCTIONS)[N]['output']>;
