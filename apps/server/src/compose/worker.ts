import type { PgBoss } from 'pg-boss';
import { deleteExpiredExports, runAccountExport } from '../account/export-job.ts';
import { sweepCaptures } from '../captures/sweeper.ts';
import type { Config, ProviderSettings } from '../config.ts';
import { sweepOrphanBlobs } from '../files/orphans.ts';
import { fileUrlKey } from '../files/signed-urls.ts';
import type { FilesDeps } from '../files/service.ts';
import type { Logger } from '../logger.ts';
import { applyLapsedPremium } from '../premium/apply.ts';
import { usersWithLapsedPremium } from '../quota/repo.ts';
import { applyStorageTime, applyStorageTimeOnCompletion } from '../retention/service.ts';
import { sweepStuckTranslations } from '../translations/stuck.ts';
import { createDatastore } from '../uploads/datastore.ts';
import { expireUploads } from '../uploads/finish.ts';
import { providersConfig } from '../engine-host/engine-protocol.ts';
import { EnginePool } from '../engine-host/engine-pool.ts';
import { LARGE_LANE, SMALL_LANE } from '../jobs/fair-order.ts';
import { ACCOUNT_EXPORT_JOB, EXPORT_CLEANUP_JOB } from '../account/jobs.ts';
import { UNSAVED_CAPTURES_JOB } from '../captures/jobs.ts';
import { JOBS } from './jobs.ts';
import { ORPHAN_FILES_JOB } from '../files/jobs.ts';
import { workJob } from '../jobs/define.ts';
import { LAPSED_PREMIUM_JOB } from '../premium/jobs.ts';
import { STORAGE_TIME_JOB } from '../retention/jobs.ts';
import { STUCK_TRANSLATIONS_JOB, TRANSLATE_JOB, type TranslateJobData } from '../translations/jobs.ts';
import { UPLOAD_CLEANUP_JOB } from '../uploads/jobs.ts';
import { startSchedules } from '../jobs/schedules.ts';
import { runTranslationJob, type WorkerDeps } from '../translations/translate-job.ts';

type WorkerConfig = ProviderSettings &
  Pick<Config, 'dataDir' | 's3' | 'maintenance' | 'premiumLimits' | 'authSecret' | 'queues'>;

/** Starts this process's job handlers and the cluster's schedules (roles all and worker); returns how to stop them. */
export async function startWorker(
  boss: PgBoss,
  deps: FilesDeps,
  config: WorkerConfig,
  log: Logger,
): Promise<() => Promise<void>> {
  // One engine thread per translation slot: pg-boss hands this process at most `slots` jobs at
  // once, and at most `perUser` of one user's across the cluster (its groups, jobs/fair-order.ts,
  // counted in the database). Two processes fetching at the same instant on PostgreSQL may both
  // see a user under the cap; the pool's own per-user cap still holds within each process.
  const { slots, perUser, timeLimitSeconds } = config.queues.translations;
  const engine = new EnginePool(providersConfig(config), {
    size: slots,
    perOwner: perUser,
    memoryMb: config.queues.engineMemoryMb,
    nice: config.queues.engineNice,
    timeLimitSeconds,
  });
  const workerDeps: WorkerDeps = {
    ...deps,
    engine,
    log,
    afterCompletion: (row) => applyStorageTimeOnCompletion(deps, row),
  };
  const translate = (data: TranslateJobData, job: { retryCount: number; retryLimit: number }) =>
    runTranslationJob(workerDeps, data, job.retryCount >= job.retryLimit);
  // Two lanes on the one queue (fair-order.ts): small documents may use every slot, large ones one
  // fewer. A job fetched while every thread is busy waits for one in the pool, at most as long as
  // a small document takes, since large ones never hold every thread.
  await workJob(boss, TRANSLATE_JOB, translate, {
    localConcurrency: slots,
    groupConcurrency: perUser,
    ...SMALL_LANE,
  });
  await workJob(boss, TRANSLATE_JOB, translate, {
    localConcurrency: slots - 1,
    groupConcurrency: perUser,
    ...LARGE_LANE,
  });
  const uploads = { ...deps, datastore: createDatastore(config) };
  await workJob(boss, UPLOAD_CLEANUP_JOB, async () => {
    const expired = await expireUploads(uploads);
    if (expired > 0) log.info(`expired ${expired} upload session(s)`);
  });
  await workJob(boss, STORAGE_TIME_JOB, async () => {
    const run = await applyStorageTime(deps);
    if (run.originals + run.translations > 0)
      log.info(`storage time: deleted ${run.translations} document(s) and ${run.originals} original(s)`);
    if (run.failed > 0)
      log.warn(`storage time: ${run.failed} document(s) could not be done; next run retries`);
  });
  const exportDeps = { ...deps, urlKey: fileUrlKey(config.authSecret) };
  await workJob(boss, ACCOUNT_EXPORT_JOB, (data, job) =>
    runAccountExport(exportDeps, data.userId, job.retryCount >= job.retryLimit),
  );
  await workJob(boss, EXPORT_CLEANUP_JOB, async () => {
    const deleted = await deleteExpiredExports(deps);
    if (deleted > 0) log.info(`removed ${deleted} expired account export(s)`);
  });
  const { maintenance } = config;
  await workJob(boss, STUCK_TRANSLATIONS_JOB, async () => {
    const { requeued, failed } = await sweepStuckTranslations(
      { ...deps, boss },
      maintenance.stuckAfterSeconds * 1000,
    );
    if (requeued + failed > 0) log.warn(`stuck translations: ${requeued} re-sent, ${failed} failed`);
  });
  await workJob(boss, ORPHAN_FILES_JOB, async () => {
    const deleted = await sweepOrphanBlobs(deps, maintenance.orphanAfterSeconds * 1000);
    if (deleted > 0) log.info(`removed ${deleted} stored file(s) no row refers to`);
  });
  await workJob(boss, UNSAVED_CAPTURES_JOB, async () => {
    const deleted = await sweepCaptures(deps);
    if (deleted > 0) log.info(`removed ${deleted} unsaved camera translation(s)`);
  });
  await workJob(boss, LAPSED_PREMIUM_JOB, async () => {
    const lapsed = await applyLapsedPremium(deps, await usersWithLapsedPremium(deps.db));
    if (lapsed > 0) log.info(`put ${lapsed} user(s) whose premium ran out back on the free plan`);
  });
  const stopSchedules = await startSchedules(boss, JOBS, config, log);
  return async () => {
    stopSchedules();
    for (const definition of JOBS) await boss.offWork(definition.queue).catch(() => undefined);
    await engine.close();
  };
}
