import { enginesWith } from '@tolk/contract';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { LocalEventBus } from '../src/events/bus.ts';
import { createBlobStore } from '../src/files/blob-store.ts';
import type { FilesDeps } from '../src/files/service.ts';
import { buildApp, type AppDeps } from '../src/http/app.ts';
import { freePlanLimits } from '../src/quota/limits.ts';
import { testEnv } from './config.ts';
import { newestMailTo } from './mail-outbox.ts';

export const BASE_URL = 'http://tolk.test';

/** The databases the integration suites run against: PGlite always, PostgreSQL when configured. */
export const DATABASES: ('pglite' | 'postgres')[] = testEnv.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * The databases of suites whose subject is the engine, a converter or a process rather than SQL
 * (OCR, previews, fidelity, the engine pool's fairness, the fault suite's short mode): their
 * statements are the ones every other suite runs on both databases, so with PostgreSQL configured
 * they run on it alone, unless TOLK_TEST_ALL_DATABASES=1 (ADR 19: what CI's 30 minutes hold).
 */
export const ENGINE_SUITE_DATABASES: ('pglite' | 'postgres')[] =
  testEnv.TEST_DATABASE_URL && testEnv.TOLK_TEST_ALL_DATABASES !== '1' ? ['postgres'] : DATABASES;

/** A fresh database on the test PostgreSQL server, so runs never see each other's rows. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = testEnv.TEST_DATABASE_URL as string;
  const name = `${inject('serverTestRun').databasePrefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

interface SharedDatabase {
  database: Database;
  dataDir: string;
  databaseUrl: string | undefined;
  drop?: () => Promise<void>;
}

/**
 * One database per kind for each test worker: starting PGlite costs seconds, so the files a worker
 * runs (isolate: false) share it. Tests keep apart through unique e-mails, their own users and
 * fresh client addresses. The run's global teardown (global-setup.ts) removes the databases.
 */
const shared = new Map<string, Promise<SharedDatabase>>();

async function openShared(kind: 'pglite' | 'postgres'): Promise<SharedDatabase> {
  const dataDir = mkdtempSync(path.join(inject('serverTestRun').dir, 'worker-'));
  const pgDb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase({ databaseUrl: pgDb?.url, dataDir });
  return { database, dataDir, databaseUrl: pgDb?.url, ...(pgDb ? { drop: pgDb.drop } : {}) };
}

export function sharedDatabase(kind: 'pglite' | 'postgres'): Promise<SharedDatabase> {
  let entry = shared.get(kind);
  if (!entry) {
    entry = openShared(kind);
    shared.set(kind, entry);
  }
  return entry;
}

/** A test server's configuration: quiet, no web build, the runner's PATH, data under dataDir. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    BASE_URL,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    PATH: testEnv.PATH ?? '',
    // Tests poll and flood as no person does; the per-account limit is tested where a test sets it.
    TOLK_FUNCTION_CALLS_PER_MINUTE: '1000000',
    ...env,
  });
}

async function startOn(
  { database, dataDir, databaseUrl }: SharedDatabase,
  env: Record<string, string>,
  deps: Omit<AppDeps, 'database'>,
): Promise<{ app: FastifyInstance; config: Config }> {
  const config = testConfig(dataDir, { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
  const app = await buildApp(config, { ...deps, database });
  rememberDataDir(app, config.dataDir);
  return { app, config };
}

/**
 * An app on the shared database of `kind`, configured by `env` on top of the test defaults. Other
 * apps on that database (translation-server.ts's among them) may run the jobs it queues.
 */
export async function startTestServer(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database'> = {},
): Promise<TestServer> {
  const shared = await sharedDatabase(kind);
  const { app, config } = await startOn(shared, env, deps);
  return { app, config, database: shared.database, close: () => app.close() };
}

/**
 * An app on a database of its own, for tests whose assertions depend on the app that runs the
 * jobs (its translation service, its slots): no other app can take them. Closing it drops the
 * database.
 */
export async function startServerAlone(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database'> = {},
): Promise<TestServer> {
  const own = await openShared(kind);
  const { app, config } = await startOn(own, env, deps);
  return {
    app,
    config,
    database: own.database,
    async close() {
      await app.close();
      // A PGlite is left to the worker's exit, like the shared ones: closing one crashed Node more
      // often still (see vitest.config.ts; 3 runs of 8).
      if (own.database.kind === 'postgres') await own.database.close();
      await own.drop?.();
    },
  };
}

/** Where each test app writes its mail: signUp reads the confirmation link from there. */
const dataDirs = new WeakMap<FastifyInstance, string>();

/** For an app built without startTestServer, so that signUp can be used with it. */
export function rememberDataDir(app: FastifyInstance, dataDir: string): void {
  dataDirs.set(app, dataDir);
}

let addressCounter = 0;
/** A distinct client address, so per-IP auth rate limits of one test do not hit another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** The session cookie a better-auth response set, ready for a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export function authPost(
  app: FastifyInstance,
  url: string,
  payload: object,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${url}`,
    payload,
    headers: { origin: BASE_URL, ...(extra.headers ?? {}) },
    remoteAddress: extra.remoteAddress ?? freshAddress(),
  });
}

/**
 * A new account the way a person makes one: sign up, then open the confirmation link mailed.
 * `headers` go with the sign-up request (the app's UI language, the browser's Accept-Language).
 */
export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail('user'),
  password = 'correct horse',
  headers: Record<string, string> = {},
) {
  const response = await authPost(app, '/sign-up/email', { email, password, name: 'Test User' }, { headers });
  if (response.statusCode !== 200) throw new Error(`sign-up failed ${response.statusCode}: ${response.body}`);
  const dataDir = dataDirs.get(app);
  if (!dataDir) throw new Error('signUp needs an app from startTestServer, or rememberDataDir');
  const link = /https?:\/\/\S+/.exec(newestMailTo(dataDir, email)?.text ?? '')?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  const confirmed = await app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    remoteAddress: freshAddress(),
  });
  return {
    email,
    password,
    cookie: sessionCookie(confirmed),
    userId: response.json<{ user: { id: string } }>().user.id,
  };
}

/** Calls a function the way the callable client does. */
export function callFn(
  app: FastifyInstance,
  name: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: `/api/fn/${name}`, payload: { data }, headers });
}

/** The files service on a test server's database and storage, with its own event bus. */
export function filesDeps(server: TestServer): FilesDeps {
  return {
    db: server.database.db,
    bus: new LocalEventBus(),
    engines: enginesWith('local'),
    storage: createBlobStore(server.config),
    premiumLimits: server.config.premiumLimits,
  };
}

/**
 * Leaves the user room for `bytes` bytes of stored files in all, as if files kept elsewhere held
 * the rest of their free plan's storage; returns those other files' bytes, now part of storageUsed.
 */
export async function capStorage(db: Db, userId: string, bytes: number): Promise<number> {
  const [row] = await db.select({ provider: users.provider }).from(users).where(eq(users.userId, userId));
  const elsewhere = freePlanLimits(row!.provider).storageBytes - bytes;
  await db
    .update(users)
    .set({ storageUsed: sql`${users.storageUsed} + ${elsewhere}` })
    .where(eq(users.userId, userId));
  return elsewhere;
}
