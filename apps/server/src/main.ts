import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './http/app.ts';
import { startQueue } from './jobs/queue.ts';
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
  const queue = await startQueue(database, config.role, log);
  log.info(`Tolk worker started on ${database.kind}`);
  return async () => {
    await queue.stop();
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
  // In role "all" the API process also owns the queue's maintenance; job handlers join it later.
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
