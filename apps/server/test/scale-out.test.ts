// Two API instances on one PostgreSQL and one data folder, as behind a load balancer: what one
// process used to keep in memory (tus locks, rate limits, live events) must hold across both.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Translation } from '@tolk/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/http/app.ts';
import { UPLOAD_LOCK_SPACE } from '../src/uploads/locker.ts';
import { ENGLISH_PARAGRAPHS, makeDocx } from './documents.ts';
import {
  BASE_URL,
  createPostgresDatabase,
  freshAddress,
  rememberDataDir,
  signUp,
  testConfig,
} from './harness.ts';
import { openStream } from './sse-client.ts';
import { baseUrlOf, call, uploadFile } from './translate-helpers.ts';
import { TusClient } from './tus-client.ts';
import { testEnv } from './config.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!testEnv.TEST_DATABASE_URL)('two API instances on one PostgreSQL', () => {
  let apps: FastifyInstance[] = [];
  let drop: () => Promise<void>;
  let databaseUrl: string;
  let sql: pg.Client;
  let dataDir: string;
  const base = (index: number) => baseUrlOf(apps[index]!);

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    databaseUrl = database.url;
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    dataDir = mkdtempSync(path.join(tmpdir(), 'tolk-scale-out-'));
    // The first also runs the worker (role all); the second only answers requests (role api).
    for (const role of ['all', 'api']) {
      const config = testConfig(dataDir, { DATABASE_URL: database.url, TOLK_ROLE: role });
      const app = await buildApp(config);
      rememberDataDir(app, dataDir);
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    apps = [];
    await sql?.end();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a PATCH while another instance writes the upload (423), then an outdated one (409); the bytes are the writer’s', async () => {
    const user = await signUp(apps[0]!);
    const winner = await makeDocx(ENGLISH_PARAGRAPHS);
    const loser = await makeDocx([...ENGLISH_PARAGRAPHS].reverse());
    const created = await new TusClient(base(0), { cookie: user.cookie }).create(winner.length, 'race.docx');
    const uploadPath = new URL(created.url!).pathname;
    const patch = (index: number, bytes: Uint8Array, offset = 0) =>
      new TusClient(base(index), { cookie: user.cookie }).patch(`${base(index)}${uploadPath}`, offset, bytes);
    // A request writing on some instance holds the upload's lock on that instance's connection.
    const writer = new pg.Client({ connectionString: databaseUrl });
    await writer.connect();
    const lockArgs = [UPLOAD_LOCK_SPACE, uploadPath.split('/').pop()];
    await writer.query('SELECT pg_advisory_lock($1, hashtext($2))', lockArgs);
    const refused = await patch(1, loser);
    expect(refused.status).toBe(423);
    expect(((await refused.json()) as { error: { status: string } }).error.status).toBe('ABORTED');
    // The writer's connection ends (its request finished, or its process died): the lock is free.
    await writer.end();
    const half = Math.floor(winner.length / 2);
    expect((await patch(0, winner.subarray(0, half))).status).toBe(204);
    expect((await patch(1, loser)).status).toBe(409);
    expect((await patch(1, winner.subarray(half), half)).status).toBe(204);

    const uploadId = uploadPath.split('/').pop()!;
    const { rows } = await sql.query<{ file_id: string }>(
      'SELECT file_id FROM upload_sessions WHERE session_id = $1',
      [uploadId],
    );
    const fileId = rows[0]?.file_id;
    const download = await fetch(`${base(1)}/api/files/${fileId}`, { headers: { cookie: user.cookie } });
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(winner));
  });

  it('brings a translation finished by the worker behind one instance live to a stream on the other', async () => {
    const user = await signUp(apps[1]!);
    const stream = await openStream(base(1), { cookie: user.cookie });
    try {
      const uploadId = await uploadFile(
        apps[1]!,
        user.cookie,
        await makeDocx(ENGLISH_PARAGRAPHS),
        'live.docx',
      );
      const started = await call<Translation>(apps[1]!, user.cookie, 'translateDocument', {
        uploadId,
        langFrom: 'en',
        langTo: 'es',
        provider: 'local',
      });
      expect(started.status).toBe(200);
      for (;;) {
        const event = await stream.next();
        const translation = event.data as Partial<Translation>;
        if (event.event !== 'translation' || translation.id !== started.body.result.id) continue;
        if (translation.status === 'completed') break;
        expect(translation.status).not.toBe('failed');
      }
    } finally {
      stream.close();
    }
  });

  it('refuses a session signed out on one instance on the other, which had it in memory', async () => {
    const user = await signUp(apps[0]!);
    const profile = (index: number) => call(apps[index]!, user.cookie, 'getProfile', {});
    expect((await profile(1)).status).toBe(200);
    expect((await profile(1)).status).toBe(200);
    const signOut = await apps[0]!.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: BASE_URL, cookie: user.cookie },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    // At once where it was signed out; on the other instance once the announcement arrives.
    expect((await profile(0)).status).toBe(401);
    await expect.poll(async () => (await profile(1)).status, { timeout: 10_000, interval: 50 }).toBe(401);
  });

  it('counts one address’s function calls across both instances', async () => {
    const address = freshAddress();
    const getPlans = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/fn/getPlans', payload: { data: {} }, remoteAddress: address });
    // The ceiling is 600 a minute: 300 on each instance stay under it, one more on either goes over.
    for (let i = 0; i < 300; i++) {
      const answers = await Promise.all([getPlans(apps[0]!), getPlans(apps[1]!)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
    const over = await getPlans(apps[1]!);
    expect(over.statusCode).toBe(429);
  });
});
