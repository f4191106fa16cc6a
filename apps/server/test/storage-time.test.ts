import type { Preferences, Translation } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, translations } from '../src/db/schema.ts';
import { startQueue } from '../src/jobs/queue.ts';
import { STORAGE_TIME_JOB } from '../src/retention/jobs.ts';
import { cronFor } from '../src/jobs/schedules.ts';
import { createLogger } from '../src/logger.ts';
import { applyStorageTime } from '../src/retention/service.ts';
import { eventually, startAccountWorld } from './account-fixtures.ts';
import { callFn, DATABASES } from './harness.ts';
import {
  addDoc,
  eventsOf,
  newUser,
  storageUsed,
  storedFile,
  type HistoryWorld,
  type TestUser,
} from './history-fixtures.ts';
import { call, settled, uploadFile } from './translate-helpers.ts';
import { JOBS } from '../src/compose/jobs.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASES)('storage time on %s', (kind) => {
  let world: HistoryWorld;
  beforeAll(async () => {
    world = await startAccountWorld(kind);
  });
  afterAll(() => world?.close());

  const app = () => world.server.app;
  const setStorage = (user: TestUser, storage: unknown) =>
    callFn(app(), 'updatePreferences', { storage }, { cookie: user.cookie });
  const storageOf = async (user: TestUser) =>
    (await callFn(app(), 'getPreferences', {}, { cookie: user.cookie })).json<{ result: Preferences }>()
      .result.storage;
  const row = async (id: string) =>
    (await world.deps.db.select().from(translations).where(eq(translations.id, id)))[0];
  /** When the translation completed: its translated file is recorded in the completing transaction. */
  const completedDaysAgo = (translatedFileId: string | null, days: number) =>
    world.deps.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - days * DAY) })
      .where(eq(files.id, translatedFileId ?? ''));
  /** Where each of the document's files is stored, read before anything is deleted. */
  const keysOf = async (doc: { originalFileId: string | null; translatedFileId: string | null }) => ({
    original: (await storedFile(world, doc.originalFileId))?.storageKey ?? '',
    translated: (await storedFile(world, doc.translatedFileId))?.storageKey ?? '',
  });
  const blobExists = (key: string) =>
    world.storage.readAll(key).then(
      () => true,
      () => false,
    );

  it('starts as "keep until deleted" and saves days, fractions of days and null', async () => {
    const ann = await newUser(world);
    expect(await storageOf(ann)).toEqual({ originalsDays: null, translationsDays: null });
    expect((await setStorage(ann, { originalsDays: 0, translationsDays: 30 })).statusCode).toBe(200);
    expect(await storageOf(ann)).toEqual({ originalsDays: 0, translationsDays: 30 });
    expect((await setStorage(ann, { originalsDays: 0.5, translationsDays: null })).statusCode).toBe(200);
    expect(await storageOf(ann)).toEqual({ originalsDays: 0.5, translationsDays: null });
  });

  it.each([
    ['a negative number of days', '{"originalsDays":-1,"translationsDays":null}', 'must not be negative'],
    ['a negative fraction', '{"originalsDays":null,"translationsDays":-0.5}', 'must not be negative'],
    [
      'a number too large to be a date (1e999 is Infinity)',
      '{"originalsDays":1e999,"translationsDays":7}',
      'originalsDays',
    ],
    ['more days than MAX_STORAGE_DAYS', '{"originalsDays":1e6,"translationsDays":7}', 'at most'],
    ['a string of digits', '{"originalsDays":"7","translationsDays":7}', 'must be a number of days or null'],
    ['a boolean', '{"originalsDays":true,"translationsDays":7}', 'must be a number of days or null'],
    ['an object', '{"originalsDays":{},"translationsDays":7}', 'must be a number of days or null'],
    ['one of the two times missing', '{"originalsDays":7}', 'translationsDays'],
    ['an unknown field', '{"originalsDays":7,"translationsDays":7,"thumbnailsDays":1}', 'thumbnailsDays'],
    ['not an object', '"forever"', 'storage'],
  ])('refuses %s with invalid-argument and saves nothing', async (_label, storage, mentions) => {
    const ann = await newUser(world);
    await setStorage(ann, { originalsDays: 7, translationsDays: 30 });
    const response = await app().inject({
      method: 'POST',
      url: '/api/fn/updatePreferences',
      payload: `{"data":{"theme":"dark","storage":${storage}}}`,
      headers: { cookie: ann.cookie, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.status).toBe('INVALID_ARGUMENT');
    expect(response.json().error.message).toContain(mentions);
    const after = (await callFn(app(), 'getPreferences', {}, { cookie: ann.cookie })).json<{
      result: Preferences;
    }>().result;
    expect(after.storage).toEqual({ originalsDays: 7, translationsDays: 30 });
    expect(after.theme).toBe('system');
  });

  it('with the clock moved on, deletes exactly the due originals and documents and gives the storage back', async () => {
    const ann = await newUser(world);
    const bob = await newUser(world);
    await setStorage(ann, { originalsDays: 7, translationsDays: 30 });
    const fresh = await addDoc(world, ann.userId, { fileSizes: [100, 200] });
    const older = await addDoc(world, ann.userId, { fileSizes: [300, 400] });
    await completedDaysAgo(older.translatedFileId, 20);
    const queued = await addDoc(world, ann.userId, { status: 'queued', fileSizes: [10, 20] });
    const failed = await addDoc(world, ann.userId, { status: 'failed', fileSizes: [30, 40] });
    const camera = await addDoc(world, ann.userId, { fileSizes: [50, 60] });
    await world.deps.db
      .update(translations)
      .set({ inHistory: false, origin: 'camera' })
      .where(eq(translations.id, camera.id));
    const keptByBob = await addDoc(world, bob.userId, { fileSizes: [70, 80] });
    await completedDaysAgo(keptByBob.translatedFileId, 400);
    const keys = { fresh: await keysOf(fresh), older: await keysOf(older) };
    expect(await storageUsed(world, ann.userId)).toBe(1210);
    const at = (days: number) => new Date(Date.now() + days * DAY);

    // Day 3: the older document completed 23 days ago, past the originals' 7 days.
    await applyStorageTime(world.deps, at(3));
    expect((await row(older.id))?.originalFileId).toBeNull();
    expect(await blobExists(keys.older.original)).toBe(false);
    expect(await blobExists(keys.fresh.original)).toBe(true);
    expect((await row(fresh.id))?.originalFileId).toBe(fresh.originalFileId);
    expect(await storageUsed(world, ann.userId)).toBe(910);
    expect(eventsOf(world, ann.userId, 'translation')).toContainEqual(
      expect.objectContaining({ id: older.id, originalFileId: null }),
    );
    expect(eventsOf(world, ann.userId, 'quota').at(-1)).toMatchObject({ storageUsed: 910 });

    // Day 8: the fresh one's original; the older one is not yet 30 days old.
    await applyStorageTime(world.deps, at(8));
    expect((await row(fresh.id))?.originalFileId).toBeNull();
    expect(await blobExists(keys.fresh.original)).toBe(false);
    expect(await row(older.id)).toBeDefined();
    expect(await storageUsed(world, ann.userId)).toBe(810);

    // Day 11: the older document is 31 days old and goes whole, with its translated file.
    await applyStorageTime(world.deps, at(11));
    expect(await row(older.id)).toBeUndefined();
    expect(await blobExists(keys.older.translated)).toBe(false);
    expect(await blobExists(keys.fresh.translated)).toBe(true);
    expect(eventsOf(world, ann.userId, 'translation')).toContainEqual({ id: older.id, deleted: true });
    expect(await storageUsed(world, ann.userId)).toBe(410);

    // Day 31: the fresh one too. What never completed, the camera's unsaved photo and Bob's stay.
    await applyStorageTime(world.deps, at(31));
    expect(await row(fresh.id)).toBeUndefined();
    expect(await blobExists(keys.fresh.translated)).toBe(false);
    expect(await storageUsed(world, ann.userId)).toBe(210);
    for (const kept of [queued, failed, camera]) {
      expect((await row(kept.id))?.originalFileId).toBe(kept.originalFileId);
      expect(await blobExists((await keysOf(kept)).original)).toBe(true);
    }
    expect((await row(keptByBob.id))?.originalFileId).toBe(keptByBob.originalFileId);
    expect(await storageUsed(world, bob.userId)).toBe(150);
  });

  it('originalsDays 0 deletes the original as soon as the translation completes', async () => {
    const ann = await newUser(world);
    await setStorage(ann, { originalsDays: 0, translationsDays: null });
    const uploadId = await uploadFile(
      app(),
      ann.cookie,
      new TextEncoder().encode('The house is big.\n'),
      'house.txt',
    );
    const started = await call<Translation>(app(), ann.cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
    });
    expect(started.status).toBe(200);
    const originalKey = (await storedFile(world, started.body.result.originalFileId))?.storageKey ?? '';
    expect((await settled(app(), ann.cookie, started.body.result.id)).status).toBe('completed');
    // Far sooner than the next scheduled run (every 2 minutes): the job did it on completing.
    const done = await eventually(async () => {
      const current = await row(started.body.result.id);
      return current?.originalFileId === null ? current : undefined;
    }, 20_000);
    expect(done.translatedFileId).not.toBeNull();
    // The stored file goes once the row's change is committed, just after it.
    await expect.poll(() => blobExists(originalKey), { timeout: 20_000 }).toBe(false);
    const kept = await world.deps.db.select().from(files).where(eq(files.userId, ann.userId));
    expect(await storageUsed(world, ann.userId)).toBe(kept.reduce((sum, file) => sum + file.size, 0));
  });

  it('is a pg-boss schedule whose job applies every user’s storage time', async () => {
    const queue = await startQueue(world.server.database, 'api', createLogger({ logLevel: 'silent' }), JOBS);
    try {
      const [schedule] = await queue.boss.getSchedules(STORAGE_TIME_JOB.queue);
      expect(schedule?.cron).toBe(cronFor(STORAGE_TIME_JOB.everySeconds!(world.server.config)));
      const ann = await newUser(world);
      await setStorage(ann, { originalsDays: 7, translationsDays: null });
      const doc = await addDoc(world, ann.userId, { fileSizes: [500, 600] });
      await completedDaysAgo(doc.translatedFileId, 10);
      const { original } = await keysOf(doc);
      // One run at a time (exclusive): a send while another runs is dropped, so send until one runs it.
      await eventually(async () => {
        if ((await row(doc.id))?.originalFileId === null) return true;
        await queue.boss.send(STORAGE_TIME_JOB.queue, {});
        await new Promise((resolve) => setTimeout(resolve, 500));
        return undefined;
      });
      await expect.poll(() => blobExists(original), { timeout: 20_000 }).toBe(false);
      expect(await storageUsed(world, ann.userId)).toBe(600);
    } finally {
      await queue.stop();
    }
  });
});
