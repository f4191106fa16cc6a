import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { EVENT_STREAM_SESSION_CHECK_MS, FUNCTIONS } from '@tolk/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { accountFunctions } from '../account/functions.ts';
import { APP_LINK_PATHS, appLinksRoute } from '../app-links/route.ts';
import { syncDisplayName } from '../account/service.ts';
import { betterAuthAccounts } from '../account/sign-in.ts';
import { createAuth, type Auth } from '../auth/auth.ts';
import { captureFunctions } from '../captures/functions.ts';
import { authRoutes } from '../auth/routes.ts';
import { publishSessionEnded } from '../auth/session-end.ts';
import { createSessionCache } from '../auth/session-cache.ts';
import { currentSession } from '../auth/session.ts';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { detectEngines, type EngineAvailability } from '../engines.ts';
import { LocalEventBus, type EventBus } from '../events/bus.ts';
import { createBlobStore, type BlobStore } from '../files/blob-store.ts';
import { fileFunctions } from '../files/functions.ts';
import { filesRoute } from '../files/route.ts';
import { previewsRoute } from '../previews/route.ts';
import { fileUrlKey } from '../files/signed-urls.ts';
import type { FilesDeps } from '../files/service.ts';
import { createDatastore } from '../uploads/datastore.ts';
import { uploadsRoute } from '../uploads/route.ts';
import { accountCallCounter } from '../rate-limits/account-calls.ts';
import { databaseRateLimitStore } from '../rate-limits/fastify-store.ts';
import { uploadLocker } from '../uploads/locker.ts';
import { createTusServer } from '../uploads/tus.ts';
import { PgEventBus } from '../events/pg-bus.ts';
import { providersConfig } from '../engine-host/engine-protocol.ts';
import { EnginePool } from '../engine-host/engine-pool.ts';
import { engineReady } from '../engine-host/engine-warm-up.ts';
import { startQueue, type JobQueue } from '../jobs/queue.ts';
import { JOBS } from '../compose/jobs.ts';
import { ensureQueues } from '../jobs/define.ts';
import { startWorker } from '../compose/worker.ts';
import type { TranslationsDeps } from '../translations/deps.ts';
import { translationFunctions } from '../translations/functions.ts';
import { cachedPairs } from '../translations/pairs.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { folderFunctions } from '../history/folder-functions.ts';
import { historyFunctions } from '../history/functions.ts';
import type { PremiumDeps } from '../premium/deps.ts';
import { premiumFunctions } from '../premium/functions.ts';
import { createStripeClient } from '../premium/stripe/client.ts';
import { webhookRoutes } from '../premium/webhook-routes.ts';
import { glossaryFunctions } from '../glossaries/functions.ts';
import { shareFunctions } from '../sharing/functions.ts';
import { sharedRoutes } from '../sharing/route.ts';
import type { SharingDeps } from '../sharing/service.ts';
import { userFunctions } from '../users/functions.ts';
import type { QuotaDeps } from '../quota/service.ts';
import * as users from '../users/service.ts';
import type { HandlerTable, RegisteredFunction } from '../callable.ts';
import { cleanUrls } from './clean-url.ts';
import { cors, corsOriginsOf } from '../origins/cors.ts';
import { eventsRoute } from './events-route.ts';
import { functionsRoute } from './functions-route.ts';
import { healthRoute } from './health-route.ts';
import { originCheck } from '../origins/origin-check.ts';
import { securityHeaders } from './security.ts';
import { createSseRegistry } from './sse.ts';
import { staticRoute } from './static-route.ts';

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

/** Trusts the first `count` proxies in front of the server (X-Forwarded-For hops). */
const hops = (count: number) => (_address: string, hop: number) => hop < count;

/** Callable functions by name, each with the zod input schema of its contract entry. */
function registerFunctions(
  tables: HandlerTable[],
  extra: Record<string, RegisteredFunction> = {},
): Map<string, RegisteredFunction> {
  const functions = new Map<string, RegisteredFunction>(Object.entries(extra));
  for (const table of tables) {
    for (const [name, handler] of Object.entries(table) as [keyof typeof FUNCTIONS, RegisteredFunction][]) {
      if (functions.has(name)) throw new Error(`callable function ${name} is registered twice`);
      functions.set(name, { input: FUNCTIONS[name].input, auth: handler.auth, handle: handler.handle });
    }
  }
  return functions;
}

/** The API and web server. Tests drive it with app.inject or listen on port 0. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const owned: (() => Promise<void>)[] = [];
  try {
    return await assemble(config, deps, owned);
  } catch (error) {
    // Whatever was opened before the failure is closed again, newest first.
    for (const close of owned) await close().catch(() => undefined);
    throw error;
  }
}

async function assemble(
  config: Config,
  deps: AppDeps,
  owned: (() => Promise<void>)[],
): Promise<FastifyInstance> {
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

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    forceCloseConnections: 'idle',
  });
  const sse = createSseRegistry();
  const urlKey = fileUrlKey(config.authSecret);
  const currentUser = async (request: FastifyRequest) => (await sessions.get(request.headers))?.user ?? null;

  await securityHeaders(app, { https: config.baseUrl.startsWith('https:') });
  const corsOrigins = corsOriginsOf(config);
  cors(app, corsOrigins);
  cleanUrls(app);
  // The origins better-auth trusts too (the native shells, Apple's form post), so sign-in from them works.
  const authOrigins = Array.isArray(auth.options.trustedOrigins) ? auth.options.trustedOrigins : [];
  originCheck(app, { baseUrl: config.baseUrl, trustedOrigins: [...config.trustedOrigins, ...authOrigins] });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(healthRoute, {
    db: database.kind,
    engines,
    auth: { google: config.google !== undefined, apple: config.apple !== undefined },
    queueHealthy: () => queue.healthy(),
    engineReady,
  });
  await app.register(authRoutes, { auth, baseUrl: config.baseUrl });
  await app.register(functionsRoute, {
    // Each capability adds its table of handlers here.
    functions: registerFunctions(
      [
        userFunctions(usersDeps),
        historyFunctions(filesDeps),
        folderFunctions(filesDeps),
        translationFunctions(translationsDeps),
        captureFunctions(translationsDeps),
        fileFunctions(filesDeps, urlKey),
        premiumFunctions(premiumDeps),
        accountFunctions(accountDeps),
        shareFunctions(sharingDeps),
        glossaryFunctions({ db: database.db }),
      ],
      deps.extraFunctions,
    ),
    sessionUser: currentUser,
    countAccountCall: accountCallCounter(database.db, config.functionCallsPerMinute),
    sse,
  });
  await app.register(webhookRoutes, { deps: premiumDeps });
  await app.register(filesRoute, { deps: filesDeps, urlKey, sessionUser: currentUser });
  await app.register(previewsRoute, {
    deps: { ...filesDeps, log, searchPath: config.searchPath },
    urlKey,
    sessionUser: currentUser,
  });
  await app.register(sharedRoutes, {
    deps: sharingDeps,
    previews: { ...filesDeps, log, searchPath: config.searchPath },
  });
  const tus = createTusServer(uploadsDeps, {
    corsOrigins,
    locker: uploadLocker(database),
    log,
  });
  await app.register(uploadsRoute, { tus, deps: uploadsDeps, sessionUser: currentUser });
  await app.register(eventsRoute, {
    bus,
    sse,
    watch: { db: database.db, bus, recheckMs: deps.sessionRecheckMs ?? EVENT_STREAM_SESSION_CHECK_MS },
    currentSession: (request) => sessions.get(request.headers),
  });
  await app.register(appLinksRoute, { apps: config.nativeApps });
  await app.register(staticRoute, { webDist: config.webDist, reserved: APP_LINK_PATHS });

  app.addHook('preClose', async () => sse.endAll());
  app.addHook('onClose', async () => {
    for (const close of owned) await close();
  });
  return app;
}
