import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { startCaptureSweeper } from '../captures/sweeper.ts';
import type { Config } from '../config.ts';
import type { FilesDeps } from '../files/service.ts';
import type { Logger } from '../logger.ts';
import { TRANSLATE_QUEUE, type TranslateJobData } from '../translations/deps.ts';
import { createDatastore } from '../uploads/datastore.ts';
import { expireUploads } from '../uploads/finish.ts';
import { providersConfig } from './engine-protocol.ts';
import { EngineThread } from './engine-threads.ts';
import { runTranslationJob } from './translate-job.ts';

const UPLOAD_CLEANUP_QUEUE = 'upload-cleanup';

/**
 * The translate queue: a job whose worker dies stops sending heartbeats and is retried by the
 * queue's monitor; a job running too long expires and is retried. Creating it again is a no-op.
 */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  await boss.createQueue(TRANSLATE_QUEUE, {
    retryLimit: 3,
    retryDelay: 2,
    expireInSeconds: 30 * 60,
    heartbeatSeconds: 10,
  });
  await boss.createQueue(UPLOAD_CLEANUP_QUEUE, { retryLimit: 0, expireInSeconds: 300 });
}

/** Starts this process's translation worker (roles all and worker); returns how to stop it. */
export async function startWorker(
  boss: PgBoss,
  deps: FilesDeps,
  config: Pick<Config, 'googleTranslate' | 'azureTranslator' | 'dataDir' | 's3'>,
  log: Logger,
): Promise<() => Promise<void>> {
  await ensureQueues(boss);
  const engine = new EngineThread(providersConfig(config));
  const workerDeps = { ...deps, engine, log };
  await boss.work(
    TRANSLATE_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 1 },
    async ([job]: JobWithMetadata<TranslateJobData>[]) => {
      if (!job) return;
      await runTranslationJob(workerDeps, job.data, job.retryCount >= job.retryLimit);
    },
  );
  const uploads = { ...deps, datastore: createDatastore(config) };
  await boss.schedule(UPLOAD_CLEANUP_QUEUE, '*/5 * * * *');
  await boss.work(UPLOAD_CLEANUP_QUEUE, async () => {
    const expired = await expireUploads(uploads);
    if (expired > 0) log.info(`expired ${expired} upload session(s)`);
  });
  const stopSweeper = startCaptureSweeper(deps, log);
  return async () => {
    await stopSweeper();
    await boss.offWork(TRANSLATE_QUEUE).catch(() => undefined);
    await boss.offWork(UPLOAD_CLEANUP_QUEUE).catch(() => undefined);
    await engine.close();
  };
}
