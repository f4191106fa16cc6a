import { defineJob, PERIODIC } from '../jobs/define.ts';

/**
 * Storage time (SPEC.md §5): deletes originals and documents whose owner's storage time ran out.
 * One run at a time (exclusive); a run cut short leaves each document done or untouched.
 */
export const STORAGE_TIME_JOB = defineJob({
  queue: 'storage-time',
  payload: PERIODIC,
  options: { retryLimit: 0, expireInSeconds: 15 * 60, policy: 'exclusive' },
  everySeconds: () => 2 * 60,
});
