import { defineJob, PERIODIC, SWEEP_OPTIONS } from '../jobs/define.ts';

/** Premium that ran out with no event saying so (a store that never sent EXPIRATION): back to free. */
export const LAPSED_PREMIUM_JOB = defineJob({
  queue: 'lapsed-premium',
  payload: PERIODIC,
  options: SWEEP_OPTIONS,
  everySeconds: (config) => config.maintenance.sweepSeconds,
});
