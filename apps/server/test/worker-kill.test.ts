import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Translation } from '@tolk/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, translations, users } from '../src/db/schema.ts';
import { ENGLISH_PARAGRAPHS, makeDocx } from './documents.ts';
import { FakeGoogle } from './fake-google.ts';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/http/app.ts';
import { testEnv as runnerEnv } from './config.ts';
import {
  createPostgresDatabase,
  DATABASES,
  rememberDataDir,
  signUp,
  testConfig,
  type TestServer,
} from './harness.ts';
import { call, settled, uploadFile } from './translate-helpers.ts';
import { INTERRUPTED } from '../src/translations/stuck.ts';
import { QUEUE_SCHEMA } from '../src/jobs/queue.ts';
import { TRANSLATE_JOB } from '../src/translations/jobs.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

// Separate worker processes need a shared PostgreSQL server: PGlite is single-process.
describe.skipIf(!DATABASES.includes('postgres'))('a translation worker killed mid-job', () => {
  let server: TestServer;
  let google: FakeGoogle;
  let dropDatabase: () => Promise<void>;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    google = await FakeGoogle.start();
    // A database of its own: no in-process worker of another suite may take the job.
    const fresh = await createPostgresDatabase();
    dropDatabase = fresh.drop;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tolk-worker-kill-'));
    const config = testConfig(dataDir, {
      DATABASE_URL: fresh.url,
      TOLK_ROLE: 'api',
      GOOGLE_TRANSLATE_API_KEY: 'test-key',
      GOOGLE_TRANSLATE_ENDPOINT: google.url,
    });
    const database = await openDatabase(config);
    const app = await buildApp(config, { database });
    rememberDataDir(app, dataDir);
    server = { app, config, database, close: () => app.close() };
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await server?.close();
    await server?.database.close();
    await dropDatabase?.();
    if (server) rmSync(server.config.dataDir, { recursive: true, force: true });
    await google?.close();
  });

  function startWorker(): ChildProcess {
    const worker = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: {
        PATH: runnerEnv.PATH ?? '',
        TOLK_ROLE: 'worker',
        DATABASE_URL: server.config.databaseUrl!,
        DATA_DIR: server.config.dataDir,
        BETTER_AUTH_SECRET: server.config.authSecret,
        GOOGLE_TRANSLATE_API_KEY: 'test-key',
        GOOGLE_TRANSLATE_ENDPOINT: google.url,
        LOG_LEVEL: 'silent',
        TOLK_SWEEP_SECONDS: '1',
        TOLK_STUCK_AFTER_SECONDS: '2',
        TOLK_WARM_UP: 'off',
      },
    });
    workers.push(worker);
    return worker;
  }
  const exited = (worker: ChildProcess) => new Promise((resolve) => worker.once('exit', resolve));

  it('completes the job once after a restart and charges the pages once', async () => {
    const user = await signUp(server.app);
    const uploadId = await uploadFile(
      server.app,
      user.cookie,
      await makeDocx(ENGLISH_PARAGRAPHS),
      'kill.docx',
    );
    google.mode = 'hold';
    const reached = google.nextRequest();
    const started = await call<Translation>(server.app, user.cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'google',
    });
    expect(started.status).toBe(200);
    const id = started.body.result.id;

    const first = startWorker();
    await reached; // the worker is mid-job: its provider request is being held
    const [midJob] = await server.database.db.select().from(translations).where(eq(translations.id, id));
    expect(midJob?.status).toBe('processing');
    first.kill('SIGKILL');
    await exited(first);

    google.mode = 'answer';
    const second = startWorker();
    const done = await settled(server.app, user.cookie, id);
    expect(done.status).toBe('completed');
    expect(done.translatedFileId).not.toBeNull();
    const [profile] = await server.database.db.select().from(users).where(eq(users.userId, user.userId));
    expect(profile?.pagesUsed).toBe(1);
    const outputs = await server.database.db
      .select()
      .from(files)
      .where(and(eq(files.userId, user.userId), like(files.storageKey, `%/translations/${id}/%`)));
    expect(outputs.filter((file) => file.kind === 'translated')).toHaveLength(1);
    second.kill('SIGTERM');
    await exited(second);
  }, 600_000);

  it('fails a translation whose worker was killed on its last try, and gives its pages back once', async () => {
    const user = await signUp(server.app);
    const uploadId = await uploadFile(
      server.app,
      user.cookie,
      await makeDocx(ENGLISH_PARAGRAPHS),
      'killed-last.docx',
    );
    google.mode = 'hold';
    const started = await call<Translation>(server.app, user.cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'google',
    });
    const id = started.body.result.id;
    // The first test kills a first try; this one starts at the queue's last retry, as if the
    // earlier tries had been killed the same way (each kill costs a worker's boot and a lapsed
    // heartbeat, about 15 s, four times over).
    await server.database.db.execute(
      sql`update ${sql.identifier(QUEUE_SCHEMA)}.job set retry_count = retry_limit
          where name = ${TRANSLATE_JOB.queue} and data->>'translationId' = ${id}`,
    );
    const reached = google.nextRequest();
    const worker = startWorker();
    await reached;
    worker.kill('SIGKILL');
    await exited(worker);
    const sweeper = startWorker();
    const done = await settled(server.app, user.cookie, id);
    expect(done.status).toBe('failed');
    expect(done.error).toBe(INTERRUPTED.message);
    expect(done.errorDetails).toEqual({ reason: 'TRANSLATION_INTERRUPTED' });
    const [profile] = await server.database.db.select().from(users).where(eq(users.userId, user.userId));
    expect(profile?.pagesUsed).toBe(0);
    sweeper.kill('SIGTERM');
    await exited(sweeper);
  }, 600_000);
});
