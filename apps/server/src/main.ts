import { sandboxAvailable } from '@tolk/engine';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './http/app.ts';
import { detectEngines } from './engines.ts';
import { PgEventBus } from './events/pg-bus.ts';
import { createBlobStore } from './files/blob-store.ts';
import { warmEngineThreadsAtBoot } from './engine-host/engine-warm-up.ts';
import { JOBS } from './compose/jobs.ts';
import { startQueue } from './jobs/queue.ts';
import { startWorker as startTranslationWorker } from './compose/worker.ts';
import { createLogger, type Logger } from './logger.ts';

// Entry point: `node apps/server/src/main.ts`. TOLK_ROLE=all runs the API and the worker in
// one process; api and worker split them so each can be scaled on its own.

type Stop = () => Promise<void>;

async function startApi(config: Config, log: Logger): Promise<Stop> {
  const app = await buildApp(config, { log });
  await app.listen({ port: config.port, host: config.host });
  log.info(`Tolk is listening on ${config.baseUrl} (role ${config.role})`);
  return () => app.close();
}

async function startWorker(config: Config, log: Logger): Promise<Stop> {
  const database = await openDatabase(config);
  if (database.kind !== 'postgres') throw new Error('a worker process needs DATABASE_URL');
  const queue = await startQueue(database, config.role, log, JOBS);
  const bus = await PgEventBus.start(database.connectionString, database.pool, log);
  const deps = {
    db: database.db,
    bus,
    engines: detectEngines(config),
    premiumLimits: config.premiumLimits,
    storage: createBlobStore(config),
  };
  const stopJobs = await startTranslationWorker(queue.boss, deps, config, log);
  log.info(`Tolk worker started on ${database.kind}`);
  return async () => {
    await stopJobs();
    await queue.stop();
    await bus.close();
    await database.close();
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const log = createLogger(config);
  if (!sandboxAvailable())
    log.warn(
      'bubblewrap cannot create namespaces here: office previews are refused, and pdftoppm, Tesseract and Apertium run unconfined (docs/decisions/0015)',
    );
  // Engine threads created from here on warm up in the background (listen is not delayed), so the
  // first translation after a start is not the one that loads the engine and starts Apertium.
  if (config.warmUp)
    warmEngineThreadsAtBoot({ pairs: detectEngines(config).local ? config.warmPairs : [], log });
  // In role "all" the API process also runs the translation worker (see buildApp).
  const stop = config.role === 'worker' ? await startWorker(config, log) : await startApi(config, log);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
