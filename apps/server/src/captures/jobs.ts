import { defineJob, PERIODIC, SWEEP_OPTIONS } from '../jobs/define.ts';

/** Camera translations never saved to history, older than CAPTURE_KEEP_HOURS. */
export const UNSAVED_CAPTURES_JOB = defineJob({
  queue: 'unsaved-captures',
  payload: PERIODIC,
  options: SWEEP_OPTIONS,
  everySeconds: () => 15 * 60,
});
