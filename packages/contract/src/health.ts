import { z } from 'zod';

export const healthSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['pglite', 'postgres']),
  queue: z.boolean(),
  engines: z.object({
    local: z.boolean(),
    google: z.boolean(),
    azure: z.boolean(),
    deepl: z.boolean(),
    llm: z.boolean(),
  }),
  auth: z.object({ google: z.boolean(), apple: z.boolean() }),
  /** ready: false while the server's engine is still warming up after a start (it still answers). */
  engine: z.object({ ready: z.boolean() }),
});
export type Health = z.infer<typeof healthSchema>;
