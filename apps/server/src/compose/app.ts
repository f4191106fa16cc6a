import type { DestinationStream } from 'pino';
import { syncDisplayName } from '../account/service.ts';
import { betterAuthAccounts } from '../account/sign-in.ts';
import { createAuth, type Auth } from '../auth/auth.ts';
import { publishSessionEnded } from '../auth/session-end.ts';
import { createSessionCache } from '../auth/session-cache.ts';
import { currentSession } from '../auth/session.ts';
import type { RegisteredFunction } from '../callable.ts';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { providersConfig } from '../engine-host/engine-protocol.ts';
import { EnginePool } from '../engine-host/engine-pool.ts';
import { detectEngines, type EngineAvailability } from '../engines.ts';
import { LocalEventBus, type EventBus } from '../events/bus.ts';
import { PgEventBus } from '../events/pg-bus.ts';
import { createBlobStore, type BlobStore } from '../files/blob-store.ts';
import type { FilesDeps } from '../files/service.ts';
import { ensureQueues } from '../jobs/define.ts';
import { startQueue, type JobQueue } from '../jobs/queue.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { PremiumDeps } from '../premium/deps.ts';
import { createStripeClient } from '../premium/stripe/client.ts';
import type { QuotaDeps } from '../quota/service.ts';
import type { SharingDeps } from '../sharing/service.ts';
import type { TranslationsDeps } from '../translations/deps.ts';
import { cachedPairs } from '../translations/pairs.ts';
import { createDatastore } from '../uploads/datastore.ts';
import * as users from '../users/service.ts';
import { JOBS } from './jobs.ts';
import { startWorker } from './worker.ts';

export interface AppDeps {
  log?: Logger;
  /** Where the logger made from config writes (tests read it); stdout when absent. */
  logDestination?: DestinationStream;
  /** An open, migrated database; opened from config (and closed with the app) when absent. */
  database?: Database;
  /** The job queue; started on the database (and stopped with the app) when absent. */
  queue?: JobQueue;
  bus?: EventBus;
  mailer?: Mailer;
  engines?: EngineAvailability;
  /** Where file bytes live; from config (disk or S3) when absent. */
  storage?: BlobStore;
  /** Extra callables for tests only: main.ts never passes any. */
  extraFunctions?: Record<string, RegisteredFunction>;
  /** How often an open event stream re-checks its session; EVENT_STREAM_SESSION_CHECK_MS unless a test says otherwise. */
  sessionRecheckMs?: number;
}

/**
 * Everything the server is made of, from configuration (or from what a test passes in): the
 * database, queue, bus, engines and each capability's dependencies, the worker when the role runs
 * one, and better-auth. `owned` collects how to close what was opened here, newest first.
 */
export async function composeServer(config: Config, deps: AppDeps, owned: (() => Promise<void>)[]) {
  const log = deps.log ?? createLogger(config, deps.logDestination);
  const database = deps.database ?? (await openDatabase(config));
  if (!deps.database) owned.push(() => database.close());
  const queue = deps.queue ?? (await startQueue(database, config.role, log, JOBS));
  if (!deps.queue) owned.unshift(() => queue.stop());
  const bus =
    deps.bus ??
    (database.kind === 'postgres'
      ? await PgEventBus.start(database.connectionString, database.pool, log)
      : new LocalEventBus());
  if (!deps.bus) owned.unshift(() => bus.close());
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  const engines = deps.engines ?? detectEngines(config);
  const usersDeps: QuotaDeps = { db: database.db, bus, engines, premiumLimits: config.premiumLimits };
  const filesDeps: FilesDeps = { ...usersDeps, storage: deps.storage ?? createBlobStore(config) };
  const uploadsDeps = { ...filesDeps, datastore: createDatastore(config) };
  const premiumDeps: PremiumDeps = { ...usersDeps, config, stripe: createStripeClient(config.stripe), log };
  const sharingDeps: SharingDeps = { ...filesDeps, baseUrl: config.baseUrl };
  const { analyses } = config.queues;
  const analyzer = new EnginePool(providersConfig(config), {
    size: analyses.slots,
    perOwner: analyses.perUser,
    memoryMb: config.queues.engineMemoryMb,
    nice: config.queues.engineNice,
    timeLimitSeconds: analyses.timeLimitSeconds,
    analysisOnly: true,
  });
  owned.unshift(() => analyzer.close());
  await ensureQueues(queue.boss, JOBS);
  const translationsDeps: TranslationsDeps = {
    ...filesDeps,
    boss: queue.boss,
    analyzer,
    pairs: cachedPairs(config),
  };
  // Role "all" runs the translation worker in this process; "api" leaves jobs to worker processes.
  if (config.role === 'all') owned.unshift(await startWorker(queue.boss, filesDeps, config, log));

  // `auth` is made just below; the cache only looks sessions up once requests arrive.
  const sessions = createSessionCache((headers) => currentSession(auth, headers), bus, {
    ttlMs: config.sessionCacheSeconds * 1000,
  });
  owned.unshift(async () => sessions.close());
  const auth: Auth = createAuth({
    config,
    db: database.db,
    mailer,
    log,
    onUserCreated: async (userId, provider, locale) =>
      void (await users.createProfile(usersDeps, userId, provider, locale)),
    onSessionCreated: (userId) => users.touchLastActive(usersDeps, userId),
    onUserUpdated: (userId, name) => syncDisplayName(usersDeps, userId, name),
    onSessionEnded: (userId, sessionId) => {
      sessions.forget(sessionId);
      return publishSessionEnded(bus, userId, sessionId);
    },
  });

  const accountDeps = { ...uploadsDeps, signIn: betterAuthAccounts(auth), boss: queue.boss };

  return {
    log,
    database,
    queue,
    bus,
    engines,
    usersDeps,
    filesDeps,
    uploadsDeps,
    premiumDeps,
    sharingDeps,
    translationsDeps,
    accountDeps,
    auth,
    sessions,
  };
}

export type Composed = Awaited<ReturnType<typeof composeServer>>;
