import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_EXPORT_EVENT,
  type AccountExportEvent,
  type Translation,
  type UserDocument,
} from '@tolk/contract';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredExports, EXPORT_KEEP_MS, runAccountExport } from '../src/account/export-job.ts';
import { billingEvents, entitlements, files } from '../src/db/schema.ts';
import type { BlobStore } from '../src/files/blob-store.ts';
import { fileUrlKey } from '../src/files/signed-urls.ts';
import { blobsOf, eventually, rowsOfUser, startAccountWorld } from './account-fixtures.ts';
import {
  authPost,
  BASE_URL,
  callFn,
  DATABASES,
  freshAddress,
  sessionCookie,
  signUp,
  uniqueEmail,
} from './harness.ts';
import { addDoc, addFolder, eventsOf, storageUsed, type HistoryWorld } from './history-fixtures.ts';
import { latestMagicLink } from './mail-outbox.ts';
import { openStream } from './sse-client.ts';
import { baseUrlOf, call, settled, uploadFile } from './translate-helpers.ts';
import { TusClient } from './tus-client.ts';
import { refusal } from './refusals.ts';

/** The shared store, whose delete fails once each time `failNextDelete` is armed (a crash half-way). */
function flakyDeletes(inner: BlobStore) {
  const control = { armed: false };
  const store: BlobStore = {
    kind: inner.kind,
    put: (...args) => inner.put(...args),
    read: (...args) => inner.read(...args),
    readAll: (key) => inner.readAll(key),
    copy: (from, to) => inner.copy(from, to),
    list: () => inner.list(),
    async delete(key) {
      if (control.armed) {
        control.armed = false;
        throw new Error('injected: the blob store is unreachable');
      }
      await inner.delete(key);
    },
  };
  return { store, control };
}

const GLOSSARY_TERMS = [{ source: 'file', target: 'archivo', caseSensitive: false }];

describe.each(DATABASES)('account on %s', (kind) => {
  let world: HistoryWorld;
  let flaky: ReturnType<typeof flakyDeletes> | undefined;
  beforeAll(async () => {
    world = await startAccountWorld(kind, (inner) => {
      flaky = flakyDeletes(inner);
      return flaky.store;
    });
  });
  afterAll(() => world?.close());

  const app = () => world.server.app;
  const fn = (cookie: string, name: string, data: unknown) => call<unknown>(app(), cookie, name, data);
  const tusDir = () => path.join(world.server.config.dataDir, 'uploads');

  /** A user with a bit of everything: a real translation, folders, a document in one, an upload under way, a share link and a purchase. */
  async function fullAccount() {
    const user = await signUp(app());
    const uploadId = await uploadFile(
      app(),
      user.cookie,
      new TextEncoder().encode('The house is big.\n'),
      'house.txt',
    );
    const started = await call<Translation>(app(), user.cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
    });
    expect((await settled(app(), user.cookie, started.body.result.id)).status).toBe('completed');
    const work = await addFolder(world, user.userId, 'Work');
    const clients = await addFolder(world, user.userId, 'Clients', work.id);
    await addDoc(world, user.userId, { fileName: 'report.txt', folderId: clients.id, fileSizes: [30, 40] });
    const { url: partial } = await new TusClient(baseUrlOf(app()), { cookie: user.cookie }).create(
      10,
      'half.txt',
    );
    const partialId = partial?.split('/').pop() ?? '';
    expect(existsSync(path.join(tusDir(), partialId))).toBe(true);
    const shared = await fn(user.cookie, 'createShareLink', { translationId: started.body.result.id });
    expect(shared.status).toBe(200);
    const glossary = { name: 'Work', langFrom: 'en', langTo: 'es', entries: GLOSSARY_TERMS };
    expect((await fn(user.cookie, 'createGlossary', glossary)).status).toBe(200);
    await world.deps.db
      .insert(entitlements)
      .values({ userId: user.userId, source: 'stripe', status: 'active', customerId: 'cus_x' });
    await world.deps.db
      .insert(billingEvents)
      .values({ id: `stripe:evt_${user.userId}`, type: 'checkout', userId: user.userId });
    return { ...user, partialId };
  }

  it('refuses a confirmation that is not the account e-mail, exactly, and deletes nothing', async () => {
    const user = await fullAccount();
    const before = await rowsOfUser(world.deps.db, user.userId);
    const blobs = await blobsOf(world.storage, user.userId);
    for (const confirm of [
      '',
      'someone@example.com',
      user.email.toUpperCase(),
      ` ${user.email}`,
      `${user.email}.`,
    ]) {
      const refused = await fn(user.cookie, 'deleteAccount', { confirm });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual(refusal('invalid-argument', 'CONFIRM_MISMATCH'));
    }
    expect(await rowsOfUser(world.deps.db, user.userId)).toEqual(before);
    expect(await blobsOf(world.storage, user.userId)).toEqual(blobs);
    expect(before).toMatchObject({
      user: 1,
      session: 1,
      translations: 2,
      folders: 2,
      shareLinks: 1,
      entitlements: 1,
    });
  });

  it('deletes every row and blob of the user, signs them out everywhere, and a new sign-up starts empty', async () => {
    const user = await fullAccount();
    const again = await authPost(app(), '/sign-in/email', { email: user.email, password: user.password });
    const otherDevice = await openStream(baseUrlOf(app()), { cookie: sessionCookie(again) });
    expect(await blobsOf(world.storage, user.userId)).not.toEqual([]);

    const deleted = await fn(user.cookie, 'deleteAccount', { confirm: user.email });
    expect(deleted).toMatchObject({ status: 200, body: { result: { success: true } } });

    expect(await rowsOfUser(world.deps.db, user.userId)).toEqual({
      user: 0,
      session: 0,
      account: 0,
      users: 0,
      translations: 0,
      files: 0,
      uploadSessions: 0,
      folders: 0,
      shareLinks: 0,
      glossaries: 0,
      entitlements: 0,
      billingEvents: 0,
    });
    expect(await blobsOf(world.storage, user.userId)).toEqual([]);
    expect(existsSync(path.join(tusDir(), user.partialId))).toBe(false);
    expect((await otherDevice.rest()).at(-1)).toEqual({ event: 'session-ended', data: {} });
    expect((await callFn(app(), 'getProfile', {}, { cookie: user.cookie })).statusCode).toBe(401);

    const fresh = await signUp(app(), user.email);
    expect(fresh.userId).not.toBe(user.userId);
    const history = await call<{ items: unknown[] }>(app(), fresh.cookie, 'listTranslations', {});
    expect(history.body.result.items).toEqual([]);
    const profile = await call<UserDocument>(app(), fresh.cookie, 'getProfile', {});
    expect(profile.body.result).toMatchObject({
      email: user.email,
      storageUsed: 0,
      pagesUsed: 0,
      premium: false,
    });
    expect((await call<unknown>(app(), fresh.cookie, 'listFolders', {})).body.result).toEqual({
      folders: [],
    });
  });

  it('stops at a failure half-way and finishes when asked again', async () => {
    const user = await fullAccount();
    flaky!.control.armed = true;
    const failed = await fn(user.cookie, 'deleteAccount', { confirm: user.email });
    expect(failed.status).toBe(500);
    expect(failed.body.error).toEqual(refusal('internal', 'DELETE_ACCOUNT_FAILED'));
    const halfway = await rowsOfUser(world.deps.db, user.userId);
    expect(halfway).toMatchObject({ translations: 0, user: 1, session: 1, folders: 2 });
    expect(halfway.files).toBeGreaterThan(0);

    const finished = await fn(user.cookie, 'deleteAccount', { confirm: user.email });
    expect(finished.status).toBe(200);
    expect(Object.values(await rowsOfUser(world.deps.db, user.userId))).toEqual(Array(12).fill(0));
    expect(await blobsOf(world.storage, user.userId)).toEqual([]);
  });

  it('exportAccount queues a ZIP of every file in History’s folders with a JSON of the account', async () => {
    const user = await fullAccount();
    const queued = await fn(user.cookie, 'exportAccount', {});
    expect(queued).toMatchObject({ status: 200, body: { result: { status: 'preparing' } } });
    // Some worker of the shared database runs it: the ZIP is stored as the user's export file.
    await eventually(async () => {
      const rows = await world.deps.db.select().from(files).where(eq(files.userId, user.userId));
      return rows.some((row) => row.kind === 'export') ? true : undefined;
    });

    // Run here too, to read the live event this server's bus carries; it replaces the first ZIP.
    const urlKey = fileUrlKey(world.server.config.authSecret);
    await runAccountExport({ ...world.deps, urlKey }, user.userId, true);
    const event = eventsOf(world, user.userId, ACCOUNT_EXPORT_EVENT).at(-1) as AccountExportEvent;
    expect(event).toMatchObject({
      status: 'ready',
      fileName: expect.stringMatching(/^tolk-export-\d{4}-\d\d-\d\d\.zip$/),
    });
    if (event.status !== 'ready') throw new Error('export failed');
    const exports = (await world.deps.db.select().from(files).where(eq(files.userId, user.userId))).filter(
      (row) => row.kind === 'export',
    );
    expect(exports).toHaveLength(1);

    // The signed link works without a session (a download manager, another app).
    const download = await app().inject({ method: 'GET', url: event.url, remoteAddress: freshAddress() });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.byteLength).toBe(event.size);
    const zip = await JSZip.loadAsync(download.rawPayload);
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    expect(names).toEqual(
      expect.arrayContaining([
        'tolk-account.json',
        'house.txt',
        'house (es).txt',
        'Work/Clients/report.txt',
        'Work/Clients/report (2).txt',
      ]),
    );
    // Every original, translated and bilingual file: nothing more (thumbnails are not the user's files).
    const docs = await call<{ items: Translation[] }>(app(), user.cookie, 'listTranslations', {});
    const fileCount = docs.body.result.items
      .flatMap((doc) => [doc.originalFileId, doc.translatedFileId, doc.bilingualFileId])
      .filter((id) => id !== null).length;
    expect(names).toHaveLength(fileCount + 1);
    expect(zip.files['Work/Clients/']?.dir).toBe(true);
    expect(await zip.file('house.txt')!.async('string')).toBe('The house is big.\n');
    expect(await zip.file('Work/Clients/report.txt')!.async('string')).toBe('A'.repeat(30));
    expect(await zip.file('Work/Clients/report (2).txt')!.async('string')).toBe('B'.repeat(40));
    const data = JSON.parse(await zip.file('tolk-account.json')!.async('string'));
    expect(data.profile).toMatchObject({ email: user.email, uid: user.userId });
    expect(data.preferences).toMatchObject({ defaultTargetLang: 'es', storage: { originalsDays: null } });
    expect(data.folders.map((folder: { path: string }) => folder.path).sort()).toEqual([
      'Work',
      'Work/Clients',
    ]);
    expect(data.glossaries).toEqual([
      expect.objectContaining({ name: 'Work', langFrom: 'en', entries: GLOSSARY_TERMS }),
    ]);
    expect(data.translations).toHaveLength(2);
    expect(data.translations).toContainEqual(
      expect.objectContaining({
        fileName: 'report.txt',
        exportedFiles: { original: 'Work/Clients/report.txt', translated: 'Work/Clients/report (2).txt' },
      }),
    );

    // It counts as stored while kept, and goes (storage back) once its link has expired.
    const withExport = await storageUsed(world, user.userId);
    const exportKept = async () =>
      (await world.deps.db.select().from(files).where(eq(files.userId, user.userId))).some(
        (row) => row.kind === 'export',
      );
    await deleteExpiredExports(world.deps, new Date(Date.now() + EXPORT_KEEP_MS - 60_000));
    expect(await exportKept()).toBe(true);
    await deleteExpiredExports(world.deps, new Date(Date.now() + EXPORT_KEEP_MS + 60_000));
    expect(await exportKept()).toBe(false);
    expect(await storageUsed(world, user.userId)).toBe(withExport - event.size);
  });

  it('setPassword gives a magic-link account its first password, once', async () => {
    const email = uniqueEmail('link');
    expect((await authPost(app(), '/sign-in/magic-link', { email })).statusCode).toBe(200);
    const token = latestMagicLink(world.server.config.dataDir, email).searchParams.get('token') ?? '';
    const verified = await app().inject({
      method: 'GET',
      url: `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`,
      remoteAddress: freshAddress(),
    });
    const cookie = sessionCookie(verified);
    expect((await fn(cookie, 'setPassword', { newPassword: 'short' })).status).toBe(400);
    expect((await fn(cookie, 'setPassword', { newPassword: 'a fresh password' })).status).toBe(200);
    const twice = await fn(cookie, 'setPassword', { newPassword: 'another password' });
    expect(twice.body.error).toEqual(refusal('aborted', 'PASSWORD_ALREADY_SET'));
    const signIn = await authPost(app(), '/sign-in/email', { email, password: 'a fresh password' });
    expect(signIn.statusCode).toBe(200);

    const withPassword = await signUp(app());
    const refused = await fn(withPassword.cookie, 'setPassword', { newPassword: 'a fresh password' });
    expect(refused.status).toBe(409);
  });

  it('a name changed through better-auth is the profile’s displayName, pushed live', async () => {
    const user = await signUp(app());
    const changed = await app().inject({
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { name: 'Grace Hopper' },
      headers: { cookie: user.cookie, origin: BASE_URL },
    });
    expect(changed.statusCode).toBe(200);
    const profile = await call<UserDocument>(app(), user.cookie, 'getProfile', {});
    expect(profile.body.result.displayName).toBe('Grace Hopper');
    expect(eventsOf(world, user.userId, 'profile').at(-1)).toMatchObject({ displayName: 'Grace Hopper' });
  });
});
