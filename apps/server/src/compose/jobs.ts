import { ACCOUNT_EXPORT_JOB, EXPORT_CLEANUP_JOB } from '../account/jobs.ts';
import { UNSAVED_CAPTURES_JOB } from '../captures/jobs.ts';
import { ORPHAN_FILES_JOB } from '../files/jobs.ts';
import { LAPSED_PREMIUM_JOB } from '../premium/jobs.ts';
import { STORAGE_TIME_JOB } from '../retention/jobs.ts';
import { STUCK_TRANSLATIONS_JOB, TRANSLATE_JOB } from '../translations/jobs.ts';
import { UPLOAD_CLEANUP_JOB } from '../uploads/jobs.ts';

/**
 * Every background job and schedule of the server, in one place (each declared beside its
 * capability): the queues are made from this list, and the periodic ones scheduled.
 */
export const JOBS = [
  TRANSLATE_JOB,
  UPLOAD_CLEANUP_JOB,
  STORAGE_TIME_JOB,
  ACCOUNT_EXPORT_JOB,
  EXPORT_CLEANUP_JOB,
  STUCK_TRANSLATIONS_JOB,
  ORPHAN_FILES_JOB,
  UNSAVED_CAPTURES_JOB,
  LAPSED_PREMIUM_JOB,
] as const;
