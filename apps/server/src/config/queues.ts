import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { ConfigError } from './env-values.ts';

// How much engine work a process runs at once, and the caps on each piece of it (issue 32: one
// user's document may not hold up another's). config.ts parses these with the rest of the
// environment; jobs/ and the API's analysis pool read the result.

const count = (max: number) => z.coerce.number().int().min(1).max(max).optional();

export const queuesEnv = {
  /** Translations one worker process runs at once (each in its own engine thread); one is kept for small documents. */
  TOLK_TRANSLATION_SLOTS: z.coerce.number().int().min(2).max(64).optional(),
  /** Translations of one user running at once, across the cluster. */
  TOLK_TRANSLATIONS_PER_USER: z.coerce.number().int().min(1).max(64).default(1),
  /** Analyses one API process runs at once (each in its own engine thread). */
  TOLK_ANALYSIS_SLOTS: count(64),
  TOLK_ANALYSES_PER_USER: z.coerce.number().int().min(1).max(64).default(1),
  /** Memory one engine thread may use (JavaScript heap and buffers), in MB. */
  TOLK_ENGINE_MEMORY_MB: z.coerce.number().int().min(128).max(65536).default(2048),
  /** The engine threads' nice value (Linux): 0 runs them at the server's own priority. */
  TOLK_ENGINE_NICE: z.coerce.number().int().min(0).max(19).default(10),
  TOLK_TRANSLATION_TIME_LIMIT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(20 * 60),
  TOLK_ANALYSIS_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).default(300),
};

type QueuesEnv = z.infer<z.ZodObject<typeof queuesEnv>>;

export interface QueuesConfig {
  translations: { slots: number; perUser: number; timeLimitSeconds: number };
  analyses: { slots: number; perUser: number; timeLimitSeconds: number };
  /** Per engine thread: past it the thread is stopped and its job refused. */
  engineMemoryMb: number;
  /** Engine threads yield the CPU to the API and the database when both want it. */
  engineNice: number;
}

/**
 * A translation job expires after 30 minutes (translations/jobs.ts) and is then retried: the time limit
 * must end it first, so that it fails once with its reason instead of running again.
 */
export const MAX_TRANSLATION_TIME_LIMIT_SECONDS = 29 * 60;

export function queuesConfig(env: QueuesEnv, cpus = availableParallelism()): QueuesConfig {
  if (env.TOLK_TRANSLATION_TIME_LIMIT_SECONDS > MAX_TRANSLATION_TIME_LIMIT_SECONDS)
    throw new ConfigError(
      `Invalid environment: TOLK_TRANSLATION_TIME_LIMIT_SECONDS must be at most ${MAX_TRANSLATION_TIME_LIMIT_SECONDS} (a translation job expires after 30 minutes)`,
    );
  // At least two, so that one long document never has the machine to itself.
  const bySize = Math.max(2, cpus);
  return {
    translations: {
      slots: env.TOLK_TRANSLATION_SLOTS ?? bySize,
      perUser: env.TOLK_TRANSLATIONS_PER_USER,
      timeLimitSeconds: env.TOLK_TRANSLATION_TIME_LIMIT_SECONDS,
    },
    analyses: {
      slots: env.TOLK_ANALYSIS_SLOTS ?? Math.min(bySize, 4),
      perUser: env.TOLK_ANALYSES_PER_USER,
      timeLimitSeconds: env.TOLK_ANALYSIS_TIME_LIMIT_SECONDS,
    },
    engineMemoryMb: env.TOLK_ENGINE_MEMORY_MB,
    engineNice: env.TOLK_ENGINE_NICE,
  };
}
