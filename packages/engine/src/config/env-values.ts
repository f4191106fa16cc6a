import { z } from 'zod';

// The value types of environment variables, shared by the providers' sections (providers/*.ts) and
// the server's config.

/** Empty means unset, as for every other variable. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const optionalUrl = (what: string) =>
  optionalText.refine((value) => value === undefined || URL.canParse(value), `must be a URL (${what})`);

/** A comma-separated list, blanks left out. */
export const commaList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A variable set wrong or half set: whoever reads the environment stops and says which. */
export class EnvError extends Error {}

/** Two variables that go together: both values, or undefined for neither; half is refused, not ignored. */
export function together(
  names: readonly [string, string],
  values: readonly [string | undefined, string | undefined],
): readonly [string, string] | undefined {
  const [a, b] = values;
  if (!a && !b) return undefined;
  if (!a || !b)
    throw new EnvError(`${a ? names[1] : names[0]} is required when ${a ? names[0] : names[1]} is set`);
  return [a, b];
}
