import { defineJob, PERIODIC } from '../jobs/define.ts';

/** Expired tus upload sessions: their partial bytes and rows. */
export const UPLOAD_CLEANUP_JOB = defineJob({
  queue: 'upload-cleanup',
  payload: PERIODIC,
  options: { retryLimit: 0, expireInSeconds: 300 },
  everySeconds: () => 5 * 60,
});
