// What the workers repair after a crash, each crash window made on purpose: a translation queued
// whose job was never sent, stored files no row refers to; and the fault suite's invariant checker
// shown to notice each kind of damage.

import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Translation } from '@tolk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { files, translations, users } from '../src/db/schema.ts';
import { LocalBlobStore } from '../src/files/local-blob-store.ts';
import { sweepOrphanBlobs } from '../src/files/orphans.ts';
import { detectEngines } from '../src/engines.ts';
import { LocalEventBus } from '../src/events/bus.ts';
import { buildApp } from '../src/http/app.ts';
import { startQueue } from '../src/jobs/queue.ts';
import { TRANSLATE_JOB } from '../src/translations/jobs.ts';
import { createLogger } from '../src/logger.ts';
import { sweepStuckTranslations } from '../src/translations/stuck.ts';
import { ENGLISH_PARAGRAPHS, makeDocx } from './documents.ts';
import { FakeGoogle } from './fake-google.ts';
import { checkInvariants } from './faults/invariants.ts';
import { rememberDataDir, signUp, testConfig, type TestServer } from './harness.ts';
import { call, settled, uploadFile } from './translate-helpers.ts';
import { JOBS } from '../src/compose/jobs.ts';

describe('repairs after a crash', () => {
  let server: TestServer;
  let google: FakeGoogle;
  let storage: LocalBlobStore;
  beforeAll(async () => {
    google = await FakeGoogle.start();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tolk-repairs-'));
    const config = testConfig(dataDir, {
      GOOGLE_TRANSLATE_API_KEY: 'test-key',
      GOOGLE_TRANSLATE_ENDPOINT: google.url,
      TOLK_SWEEP_SECONDS: '1',
      TOLK_STUCK_AFTER_SECONDS: '1',
    });
    const database = await openDatabase(config);
    server = { app: await buildApp(config, { database }), config, database, close: async () => undefined };
    rememberDataDir(server.app, dataDir);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    storage = new LocalBlobStore(dataDir);
  });
  afterAll(async () => {
    await server?.app.close();
    await server?.database.close();
    if (server) rmSync(server.config.dataDir, { recursive: true, force: true });
    await google?.close();
  });

  async function translatedDocument() {
    const user = await signUp(server.app);
    const uploadId = await uploadFile(server.app, user.cookie, await makeDocx(ENGLISH_PARAGRAPHS), 'a.docx');
    const asked = await call<Translation>(server.app, user.cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'google',
    });
    return { user, done: await settled(server.app, user.cookie, asked.body.result.id) };
  }

  /** The state a kill between the insert and the send leaves: a queued row (a copy of `id`'s) and no job. */
  async function queuedWithoutJob(id: string) {
    const [row] = await server.database.db.select().from(translations).where(eq(translations.id, id));
    const [orphaned] = await server.database.db
      .insert(translations)
      .values({
        ...row!,
        id: undefined,
        status: 'queued',
        translatedFileId: null,
        bilingualFileId: null,
        thumbnailFileId: null,
        fidelity: null,
        updatedAt: new Date(Date.now() - 10_000),
      })
      .returning();
    return orphaned!;
  }

  it('sends the job of a translation queued when the server died before sending it', async () => {
    const { user, done } = await translatedDocument();
    const orphaned = await queuedWithoutJob(done.id);
    const repaired = await settled(server.app, user.cookie, orphaned.id);
    expect(repaired.status).toBe('completed');
    expect(repaired.translatedFileId).not.toBeNull();
  });

  it('sends that job once when several sweepers find the row at the same moment', async () => {
    const { user, done } = await translatedDocument();
    const orphaned = await queuedWithoutJob(done.id);
    const queue = await startQueue(server.database, 'api', createLogger({ logLevel: 'silent' }), JOBS);
    try {
      const deps = {
        db: server.database.db,
        bus: new LocalEventBus(),
        storage,
        engines: detectEngines(server.config),
        premiumLimits: server.config.premiumLimits,
        boss: queue.boss,
      };
      const sweeps = await Promise.all([1, 2, 3].map(() => sweepStuckTranslations(deps, 5_000)));
      expect(sweeps.reduce((sum, sweep) => sum + sweep.requeued, 0)).toBeLessThanOrEqual(1);
      expect((await settled(server.app, user.cookie, orphaned.id)).status).toBe('completed');
      const jobs = await queue.boss.findJobs(TRANSLATE_JOB.queue, {
        data: { translationId: orphaned.id, attempt: orphaned.attempt },
      });
      expect(jobs).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  });

  it('removes stored files no row refers to once they are older than the grace period', async () => {
    const { done } = await translatedDocument();
    const [original] = await server.database.db
      .select()
      .from(files)
      .where(eq(files.id, done.originalFileId!));
    const hourAgo = new Date(Date.now() - 3600_000);
    await storage.put('lost/old.bin', new Uint8Array([1]));
    await storage.put('lost/young.bin', new Uint8Array([2]));
    for (const key of ['lost/old.bin', original!.storageKey])
      utimesSync(path.join(storage.root, key), hourAgo, hourAgo);
    const deleted = await sweepOrphanBlobs({ db: server.database.db, storage }, 60_000);
    expect(deleted).toBe(1);
    const left = new Set<string>();
    for await (const blob of storage.list()) left.add(blob.key);
    expect(left.has('lost/old.bin')).toBe(false);
    expect(left.has('lost/young.bin')).toBe(true);
    expect(left.has(original!.storageKey)).toBe(true);
    await storage.delete('lost/young.bin');
  });

  it('has the invariant checker notice stuck rows, missing and orphan files and wrong counters', async () => {
    const { user, done } = await translatedDocument();
    const db = server.database.db;
    const ledger = { completed: new Map(), isOriginalName: (name: string) => name === 'a.docx' };
    const check = () => checkInvariants(db, storage, [user.userId], ledger);
    // Other tests' users share the store: only this user's damage is looked at below.
    const before = await check();
    expect(before.stuck).toEqual([]);
    expect(before.quotaMismatches).toEqual([]);

    const [original] = await db.select().from(files).where(eq(files.id, done.originalFileId!));
    await storage.delete(original!.storageKey);
    await storage.put('lost/orphan.bin', new Uint8Array([3]));
    await db
      .update(users)
      .set({ storageUsed: sql`${users.storageUsed} + 1` })
      .where(eq(users.userId, user.userId));
    await db.update(translations).set({ status: 'processing' }).where(eq(translations.id, done.id));
    const after = await check();
    expect(after.stuck).toEqual([`${done.id} processing`]);
    expect(after.missingBlobs).toContain(original!.storageKey);
    expect(after.orphanBlobs).toContain('lost/orphan.bin');
    // One byte too many, and a row processing without holding its page.
    expect(after.quotaMismatches.map((line) => line.split(' ')[1])).toEqual(['pagesUsed', 'storageUsed']);
    await db.update(translations).set({ status: 'completed' }).where(eq(translations.id, done.id));
  });
});
