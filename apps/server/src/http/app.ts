import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { EVENT_STREAM_SESSION_CHECK_MS, FUNCTIONS } from '@tolk/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { accountFunctions } from '../account/functions.ts';
import { APP_LINK_PATHS, appLinksRoute } from '../app-links/route.ts';
import { captureFunctions } from '../captures/functions.ts';
import { authRoutes } from '../auth/routes.ts';
import type { Config } from '../config.ts';
import { fileFunctions } from '../files/functions.ts';
import { filesRoute } from '../files/route.ts';
import { previewsRoute } from '../previews/route.ts';
import { fileUrlKey } from '../files/signed-urls.ts';
import { uploadsRoute } from '../uploads/route.ts';
import { accountCallCounter } from '../rate-limits/account-calls.ts';
import { databaseRateLimitStore } from '../rate-limits/fastify-store.ts';
import { uploadLocker } from '../uploads/locker.ts';
import { createTusServer } from '../uploads/tus.ts';
import { engineReady } from '../engine-host/engine-warm-up.ts';
import { translationFunctions } from '../translations/functions.ts';
import { folderFunctions } from '../history/folder-functions.ts';
import { historyFunctions } from '../history/functions.ts';
import { premiumFunctions } from '../premium/functions.ts';
import { webhookRoutes } from '../premium/webhook-routes.ts';
import { glossaryFunctions } from '../glossaries/functions.ts';
import { shareFunctions } from '../sharing/functions.ts';
import { sharedRoutes } from '../sharing/route.ts';
import { userFunctions } from '../users/functions.ts';
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
import { composeServer, type AppDeps } from '../compose/app.ts';

export type { AppDeps };

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
  const {
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
  } = await composeServer(config, deps, owned);

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
