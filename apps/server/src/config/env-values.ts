import { z } from 'zod';

// The value types of the environment, shared by config.ts and the config/ pieces it assembles.

/** A variable set wrong or half set; startup stops and says which. */
export class ConfigError extends Error {}

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
