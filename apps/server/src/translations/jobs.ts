import { z } from 'zod';
import { defineJob, PERIODIC, SWEEP_OPTIONS } from '../jobs/define.ts';

/**
 * One translation attempt. A job whose worker dies stops sending heartbeats and is handed out again
 * within about 20 s (heartbeat plus supervision); a job running too long expires and is retried.
 * When the retries are spent, the stuck-translation sweep fails the translation and refunds it.
 */
export const TRANSLATE_JOB = defineJob({
  queue: 'translate',
  payload: z.object({ translationId: z.string().min(1), attempt: z.number().int().min(0) }),
  options: { retryLimit: 3, retryDelay: 2, expireInSeconds: 30 * 60, heartbeatSeconds: 10, notify: true },
});

/** Translations whose job is gone or spent: re-sent when never started, else failed and refunded. */
export const STUCK_TRANSLATIONS_JOB = defineJob({
  queue: 'stuck-translations',
  payload: PERIODIC,
  options: SWEEP_OPTIONS,
  everySeconds: (config) => config.maintenance.sweepSeconds,
});

export type TranslateJobData = z.infer<typeof TRANSLATE_JOB.payload>;
