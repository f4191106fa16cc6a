import { z } from 'zod';
import { defineJob, PERIODIC } from '../jobs/define.ts';

/**
 * A ZIP of one account (exportAccount). Sent with the user id as singletonKey: while one is queued
 * or running, asking again adds nothing.
 */
export const ACCOUNT_EXPORT_JOB = defineJob({
  queue: 'account-export',
  payload: z.object({ userId: z.string().min(1) }),
  options: { retryLimit: 2, retryDelay: 10, expireInSeconds: 30 * 60, policy: 'exclusive' },
});

/** Account exports whose download link has expired: their ZIPs and rows. */
export const EXPORT_CLEANUP_JOB = defineJob({
  queue: 'account-export-cleanup',
  payload: PERIODIC,
  options: { retryLimit: 0, expireInSeconds: 300 },
  everySeconds: () => 10 * 60,
});

export type AccountExportJobData = z.infer<typeof ACCOUNT_EXPORT_JOB.payload>;
