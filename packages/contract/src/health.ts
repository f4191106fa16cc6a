import { z } from 'zod';
import { TRANSLATION_PROVIDERS } from './preference-values.ts';
import type { TranslationProvider } from './preferences.ts';

export const healthSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['pglite', 'postgres']),
  queue: z.boolean(),
  /** Which providers the server can use now, every one of TRANSLATION_PROVIDERS named. */
  engines: z.record(z.enum(TRANSLATION_PROVIDERS), z.boolean()),
  auth: z.object({ google: z.boolean(), apple: z.boolean() }),
  /** ready: false while the server's engine is still warming up after a start (it still answers). */
  engine: z.object({ ready: z.boolean() }),
});
export type Health = z.infer<typeof healthSchema>;

/** Engines of which only `usable` are there: a server's answer in tests and fixtures. */
export const enginesWith = (...usable: TranslationProvider[]): Health['engines'] =>
  Object.fromEntries(TRANSLATION_PROVIDERS.map((name) => [name, usable.includes(name)])) as Health['engines'];
