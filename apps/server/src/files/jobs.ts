import { defineJob, PERIODIC, SWEEP_OPTIONS } from '../jobs/define.ts';

/** Stored files no row refers to (left by a crash between writing and recording, or after deleting). */
export const ORPHAN_FILES_JOB = defineJob({
  queue: 'orphan-files',
  payload: PERIODIC,
  options: SWEEP_OPTIONS,
  everySeconds: (config) => Math.max(1, Math.round(config.maintenance.orphanAfterSeconds / 4)),
});
