import type { Translation } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../src/files/local-blob-store.ts';
import { TRANSLATE_JOB } from '../src/translations/jobs.ts';
import { startQueue, type JobQueue } from '../src/jobs/queue.ts';
import { createLogger } from '../src/logger.ts';
import { blobsOf, eventually, rowsOfUser } from './account-fixtures.ts';
import { DATABASES, signUp, type TestServer } from './harness.ts';
import { call, settled, uploadFile } from './translate-helpers.ts';
import { translationServer } from './translation-server.ts';
import type { FakeGoogle } from './fake-google.ts';
import { JOBS } from '../src/compose/jobs.ts';

const TEXT = new TextEncoder().encode('The house is big.\n\nMy brother works in the city.\n');

describe.each(DATABASES)('deleting an account while its translation runs, on %s', (kind) => {
  let server: TestServer;
  let google: FakeGoogle;
  let queue: JobQueue;
  beforeAll(async () => {
    ({ server, google } = await translationServer(kind));
    // A queue of its own on the same database, to see the job as pg-boss has it.
    queue = await startQueue(server.database, 'api', createLogger({ logLevel: 'silent' }), JOBS);
  });
  afterAll(async () => {
    google.resume();
    await queue?.stop();
  });

  const translate = async (cookie: string) => {
    const uploadId = await uploadFile(server.app, cookie, TEXT, 'house.txt');
    const started = await call<Translation>(server.app, cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'google',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.result;
  };
  const jobsOf = (translation: Translation) =>
    queue.boss.findJobs(TRANSLATE_JOB.queue, { data: { translationId: translation.id } });

  it('cancels the job, and nothing the job still does leaves a file or row of the account', async () => {
    const user = await signUp(server.app);
    // The translation runs until Google answers: it is mid-way when the account goes.
    google.mode = 'pause';
    const asked = google.nextRequest();
    const running = await translate(user.cookie);
    await asked;
    expect((await jobsOf(running)).map((job) => job.state)).toEqual(['active']);

    const deleted = await call(server.app, user.cookie, 'deleteAccount', { confirm: user.email });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await jobsOf(running)).map((job) => job.state)).toEqual(['cancelled']);

    // Google answers now: the engine finishes the document and the job would write its outputs.
    google.resume();
    // Another user's translation through the same workers: by the time it is done, the job has
    // had its answer and far more than the moment it needs to reach its outputs.
    const other = await signUp(server.app);
    const after = await settled(server.app, other.cookie, (await translate(other.cookie)).id);
    expect(after.status).toBe('completed');
    await eventually(async () =>
      (await jobsOf(running)).every((job) => job.state === 'cancelled') ? true : undefined,
    );

    expect(Object.values(await rowsOfUser(server.database.db, user.userId))).toEqual(Array(12).fill(0));
    expect(await blobsOf(new LocalBlobStore(server.config.dataDir), user.userId)).toEqual([]);
  });
});
