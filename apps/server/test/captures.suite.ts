import {
  CAPTURE_KEEP_HOURS,
  CAPTURE_MAX_BYTES,
  MESSAGES,
  type ImageBlocks,
  type Translation,
} from '@tolk/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepCaptures } from '../src/captures/sweeper.ts';
import { translations, users } from '../src/db/schema.ts';
import { storeFile } from '../src/files/service.ts';
import type { FakeGoogle } from './fake-google.ts';
import { DATABASES, filesDeps, signUp, type TestServer } from './harness.ts';
import {
  decompressionBomb,
  NONE_LEFT,
  SIGN_LINES,
  smallSign,
  SVG_AS_PNG,
  tinyImage,
  truncatedJpeg,
} from './image-fixtures.ts';
import { baseUrlOf, call, settled, storedRows } from './translate-helpers.ts';
import { translationServer } from './translation-server.ts';

type Page = { items: Translation[] };
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const SOME_BLOCKS: ImageBlocks = {
  width: 280,
  height: 70,
  blocks: [
    { box: { x: 12, y: 20, width: 220, height: 36 }, text: 'Fresh apples', translation: 'Manzanas frescas' },
  ],
};

describe.each(DATABASES)('camera captures on %s', (kind) => {
  let server: TestServer;
  let google: FakeGoogle;
  beforeAll(async () => {
    ({ server, google } = await translationServer(kind));
  });

  const app = () => server.app;
  const db = () => server.database.db;
  const { profile, rowsOf, filesOf } = storedRows(() => server);
  /** A camera translation with an original and a translated file, stored directly (no OCR run). */
  const storedCapture = async (userId: string, fields: Partial<typeof translations.$inferInsert>) => {
    const photo = await tinyImage();
    const stored = [];
    for (const kind of ['original', 'translated'] as const)
      stored.push(
        await storeFile(filesDeps(server), {
          userId,
          kind,
          fileName: 'Camera photo.png',
          contentType: 'image/png',
          bytes: photo,
        }),
      );
    const [row] = await db()
      .insert(translations)
      .values({
        userId,
        fileName: 'Camera photo.png',
        fileNameLower: 'camera photo.png',
        langFrom: 'en',
        langTo: 'es',
        languages: ['en', 'es'],
        status: 'completed',
        format: 'png',
        isImage: true,
        origin: 'camera',
        inHistory: false,
        originalFileId: stored[0]!.id,
        translatedFileId: stored[1]!.id,
        ...fields,
      })
      .returning();
    return { id: row!.id, fileIds: stored.map((file) => file.id), bytes: 2 * photo.length };
  };
  const capture = (cookie: string, image: Uint8Array, extra: object = {}) =>
    call<Translation>(app(), cookie, 'translateCapture', {
      image: base64(image),
      langFrom: 'en',
      langTo: 'es',
      provider: 'google',
      ...extra,
    });
  const download = async (cookie: string, fileId: string | null) => {
    const response = await fetch(`${baseUrlOf(app())}/api/files/${fileId}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };
  /** The ids each history view shows: the live list, the root page, a search, and the folder's page and count. */
  const historyViews = async (cookie: string, folderId: string) => {
    const ids = (page: Page) => page.items.map((item) => item.id);
    const live = await call<Page>(app(), cookie, 'listTranslations', {});
    const root = await call<Page>(app(), cookie, 'listTranslationsByFolder', { folderId: null });
    const inFolder = await call<Page>(app(), cookie, 'listTranslationsByFolder', { folderId });
    const search = await call<Page>(app(), cookie, 'listTranslationsFiltered', { search: 'garden' });
    const completed = await call<Page>(app(), cookie, 'listTranslationsFiltered', { status: 'completed' });
    const counts = await call<{ counts: Record<string, number> }>(app(), cookie, 'countDocumentsByFolder', {
      folderIds: [folderId],
    });
    return {
      live: ids(live.body.result),
      root: ids(root.body.result),
      folder: ids(inFolder.body.result),
      search: ids(search.body.result),
      completed: ids(completed.body.result),
      count: counts.body.result.counts[folderId],
    };
  };

  it('translates a JPEG photo: a camera translation out of history, its files and blocks readable', async () => {
    google.mode = 'answer';
    const user = await signUp(app());
    const photo = await smallSign();
    const started = await capture(user.cookie, photo);
    expect(started.status).toBe(200);
    expect(started.body.result).toMatchObject({
      status: 'queued',
      origin: 'camera',
      inHistory: false,
      isImage: true,
      format: 'jpeg',
      fileName: 'Camera photo.jpg',
      folderId: null,
    });
    expect((await profile(user.userId)).imageTranslationsUsed).toBe(1);
    const done = await settled(app(), user.cookie, started.body.result.id);
    expect(done).toMatchObject({ status: 'completed', origin: 'camera', inHistory: false });
    expect(Buffer.from(await download(user.cookie, done.originalFileId))).toEqual(Buffer.from(photo));
    const translated = await sharp(await download(user.cookie, done.translatedFileId)).metadata();
    expect(translated).toMatchObject({ format: 'jpeg', width: 560, height: 170 });
    expect((await sharp(await download(user.cookie, done.bilingualFileId)).metadata()).width).toBe(1120);

    const blocks = await call<ImageBlocks>(app(), user.cookie, 'getImageBlocks', { translationId: done.id });
    expect(blocks.status).toBe(200);
    expect(blocks.body.result).toMatchObject({ width: 560, height: 170 });
    const read = blocks.body.result.blocks.map((block) => block.text).join(' ');
    for (const word of SIGN_LINES.join(' ').split(' ')) expect(read).toContain(word);
    for (const block of blocks.body.result.blocks) {
      // The fake Cloud Translation answers "[target] text": the blocks carry the provider's answer.
      expect(block.translation).toBe(`[es] ${block.text}`);
      expect(block.box.x + block.box.width).toBeLessThanOrEqual(560);
      expect(block.box.y + block.box.height).toBeLessThanOrEqual(170);
    }
    // Used once, charged once.
    expect((await profile(user.userId)).imageTranslationsUsed).toBe(1);
  });

  it('keeps a capture out of every history view until saveCapture puts it in a folder; a taken name is refused', async () => {
    google.mode = 'answer';
    const user = await signUp(app());
    const folder = await call<{ id: string }>(app(), user.cookie, 'createFolder', { name: 'Trips' });
    const folderId = folder.body.result.id;
    const first = await capture(user.cookie, await tinyImage(), { fileName: 'Garden gate.png' });
    const second = await capture(user.cookie, await tinyImage());
    const [one, two] = [first.body.result.id, second.body.result.id];
    await settled(app(), user.cookie, one);
    await settled(app(), user.cookie, two);
    expect(await historyViews(user.cookie, folderId)).toEqual({
      live: [],
      root: [],
      folder: [],
      search: [],
      completed: [],
      count: 0,
    });
    // Moving or copying it is not possible either: it is not a document of the history yet.
    const moved = await call<{ movedCount: number }>(app(), user.cookie, 'moveDocuments', {
      documentIds: [one],
      folderId,
    });
    expect(moved.body.result.movedCount).toBe(0);
    const copy = await call(app(), user.cookie, 'duplicateDocument', { documentId: one });
    expect(copy.status).toBe(404);

    const saved = await call<Translation>(app(), user.cookie, 'saveCapture', {
      translationId: one,
      folderId,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      id: one,
      inHistory: true,
      folderId,
      fileName: 'Garden gate.png',
    });
    expect(await historyViews(user.cookie, folderId)).toEqual({
      live: [one],
      root: [],
      folder: [one],
      search: [one],
      completed: [one],
      count: 1,
    });
    // Saving twice changes nothing.
    const again = await call<Translation>(app(), user.cookie, 'saveCapture', {
      translationId: one,
      folderId,
    });
    expect(again.body.result).toMatchObject({
      id: one,
      inHistory: true,
      folderId,
      fileName: 'Garden gate.png',
    });

    const taken = await call(app(), user.cookie, 'saveCapture', {
      translationId: two,
      folderId: null,
      fileName: 'Garden gate.png',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ status: 'aborted', message: MESSAGES.documentNameExists });
    expect((await rowsOf(user.userId)).find((row) => row.id === two)).toMatchObject({ inHistory: false });

    const renamed = await call<Translation>(app(), user.cookie, 'saveCapture', {
      translationId: two,
      fileName: 'Garden path.png',
    });
    expect(renamed.body.result).toMatchObject({
      inHistory: true,
      folderId: null,
      fileName: 'Garden path.png',
    });
    const views = await historyViews(user.cookie, folderId);
    expect(views.live).toEqual([two, one]);
    expect(views.root).toEqual([two]);
    expect(views.search.sort()).toEqual([one, two].sort());
  });

  it('streams the progress of a capture and ends with the completed translation', async () => {
    google.mode = 'answer';
    const user = await signUp(app());
    const response = await fetch(`${baseUrlOf(app())}/api/fn/translateCapture`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        data: { image: base64(await tinyImage()), langFrom: 'en', langTo: 'es', provider: 'google' },
      }),
    });
    const events = (await response.text())
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice(6)) as { message?: Translation; result?: Translation });
    const statuses = events.flatMap((event) => (event.message ? [event.message.status] : []));
    expect(statuses[0]).toBe('queued');
    expect(statuses).toContain('processing');
    expect(events.at(-1)?.result).toMatchObject({ status: 'completed', origin: 'camera', inHistory: false });
  });

  it('refuses hostile photos with invalid-argument, storing and charging nothing', async () => {
    const user = await signUp(app());
    const before = { profile: await profile(user.userId), files: await filesOf(user.userId) };
    const hostile = {
      'an SVG': SVG_AS_PNG,
      'a truncated JPEG': await truncatedJpeg(),
      'a decompression-bomb PNG': decompressionBomb(),
      'text bytes': new TextEncoder().encode('just some words'),
    };
    for (const [what, bytes] of Object.entries(hostile)) {
      const answer = await capture(user.cookie, bytes, { fileName: 'photo.png' });
      expect(answer.status, what).toBe(400);
      expect(answer.body.error.status, what).toBe('invalid-argument');
      expect(answer.body.error.message, what).toMatch(/PNG, JPEG or WebP|damaged|too large/);
    }
    const after = await profile(user.userId);
    expect(await rowsOf(user.userId)).toEqual([]);
    expect(await filesOf(user.userId)).toEqual(before.files);
    expect(after.storageUsed).toBe(before.profile.storageUsed);
    expect(after.imageTranslationsUsed).toBe(before.profile.imageTranslationsUsed);
  });

  it('answers an oversized photo or body with a clear invalid-argument', async () => {
    const user = await signUp(app());
    // Just over CAPTURE_MAX_BYTES: within the route's body limit, refused by the contract.
    const overPhoto = 'A'.repeat(Math.ceil(CAPTURE_MAX_BYTES / 3) * 4 + 4);
    const tooBig = await call(app(), user.cookie, 'translateCapture', {
      image: overPhoto,
      langFrom: 'en',
      langTo: 'es',
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.message).toContain('The photo is larger than 8 MB');
    // Over the route's body limit: refused before the body is read.
    const huge = await call(app(), user.cookie, 'translateCapture', {
      image: `${overPhoto}${'A'.repeat(200_000)}`,
      langFrom: 'en',
      langTo: 'es',
    });
    expect(huge.status).toBe(400);
    expect(huge.body.error).toEqual({ status: 'invalid-argument', message: 'The photo is larger than 8 MB' });
    // Other functions keep the 1 MB limit.
    const other = await call(app(), user.cookie, 'createFolder', { name: 'x'.repeat(2 * 1024 * 1024) });
    expect(other.status).toBe(400);
    expect(other.body.error).toEqual({
      status: 'invalid-argument',
      message: 'The request is larger than 1 MB',
    });
    expect(await rowsOf(user.userId)).toEqual([]);
    expect(await filesOf(user.userId)).toEqual([]);
  });

  it('refuses a capture when no image translation is left, with the message translateDocument gives', async () => {
    const user = await signUp(app());
    await db().update(users).set({ imageTranslationsUsed: 10 }).where(eq(users.userId, user.userId));
    const answer = await capture(user.cookie, await tinyImage());
    expect(answer.status).toBe(429);
    expect(answer.body.error).toEqual({ status: 'resource-exhausted', message: NONE_LEFT });
    expect(await rowsOf(user.userId)).toEqual([]);
    expect(await filesOf(user.userId)).toEqual([]);
    expect((await profile(user.userId)).storageUsed).toBe(0);
  });

  it("keeps one user's capture from another: not-found for blocks and save, nothing changed", async () => {
    const owner = await signUp(app());
    const other = await signUp(app());
    const { id } = await storedCapture(owner.userId, { status: 'completed', blocks: SOME_BLOCKS });
    const otherFolder = (await call<{ id: string }>(app(), other.cookie, 'createFolder', { name: 'Mine' }))
      .body.result.id;
    const before = await rowsOf(owner.userId);
    expect((await call(app(), owner.cookie, 'getImageBlocks', { translationId: id })).body.result).toEqual(
      SOME_BLOCKS,
    );

    const blocks = await call(app(), other.cookie, 'getImageBlocks', { translationId: id });
    expect(blocks.status).toBe(404);
    const save = await call(app(), other.cookie, 'saveCapture', { translationId: id, folderId: otherFolder });
    expect(save.status).toBe(404);
    // The owner cannot put it into someone else's folder either.
    const foreignFolder = await call(app(), owner.cookie, 'saveCapture', {
      translationId: id,
      folderId: otherFolder,
    });
    expect(foreignFolder.status).toBe(404);
    expect(foreignFolder.body.error.message).toBe('Folder not found');
    const unknown = await call(app(), owner.cookie, 'getImageBlocks', { translationId: 'no-such-id' });
    expect(unknown.status).toBe(404);
    expect(await rowsOf(owner.userId)).toEqual(before);
    expect(await rowsOf(other.userId)).toEqual([]);
  });

  it('explains why a translation has no blocks: not an image, or not completed', async () => {
    const user = await signUp(app());
    const [doc, queued] = await db()
      .insert(translations)
      .values(
        [
          { format: 'docx', isImage: false, status: 'completed' },
          { format: 'png', isImage: true, status: 'queued' },
        ].map((fields) => ({
          ...fields,
          userId: user.userId,
          fileName: 'x',
          fileNameLower: 'x',
          langFrom: 'en',
          langTo: 'es',
          languages: ['en', 'es'],
        })),
      )
      .returning();
    const notImage = await call(app(), user.cookie, 'getImageBlocks', { translationId: doc!.id });
    expect(notImage.body.error).toEqual({
      status: 'invalid-argument',
      message: 'This translation is not of an image, so it has no text blocks.',
    });
    const notReady = await call(app(), user.cookie, 'getImageBlocks', { translationId: queued!.id });
    expect(notReady.status).toBe(409);
    expect(notReady.body.error.message).toMatch(/still being translated/);
  });

  it('sweeps unsaved captures older than CAPTURE_KEEP_HOURS with their files, keeping saved and new ones', async () => {
    const user = await signUp(app());
    const dayAgo = new Date(Date.now() - (CAPTURE_KEEP_HOURS + 1) * 60 * 60 * 1000);
    const old = await storedCapture(user.userId, { createdAt: dayAgo });
    const saved = await storedCapture(user.userId, { createdAt: dayAgo, inHistory: true });
    const recent = await storedCapture(user.userId, {});
    const before = await profile(user.userId);
    expect(before.storageUsed).toBe(3 * old.bytes);

    // Two workers sweeping at once delete it once and give its storage back once.
    await Promise.all([sweepCaptures(filesDeps(server)), sweepCaptures(filesDeps(server))]);

    expect((await rowsOf(user.userId)).map((row) => row.id).sort()).toEqual([saved.id, recent.id].sort());
    const left = new Set((await filesOf(user.userId)).map((file) => file.id));
    for (const fileId of old.fileIds) expect(left.has(fileId)).toBe(false);
    for (const fileId of [...saved.fileIds, ...recent.fileIds]) expect(left.has(fileId)).toBe(true);
    const gone = await fetch(`${baseUrlOf(app())}/api/files/${old.fileIds[0]}`, {
      headers: { cookie: user.cookie },
    });
    expect(gone.status).toBe(404);
    const after = await profile(user.userId);
    expect(after.storageUsed).toBe(2 * old.bytes);
    expect(after.imageTranslationsUsed).toBe(before.imageTranslationsUsed);
    expect((await call(app(), user.cookie, 'getTranslation', { translationId: old.id })).status).toBe(404);
    expect((await call(app(), user.cookie, 'getTranslation', { translationId: recent.id })).status).toBe(200);
  });

  it('lets the owner download and delete an unsaved capture like any translation', async () => {
    const user = await signUp(app());
    const capture = await storedCapture(user.userId, {});
    const url = await call<{ url: string }>(app(), user.cookie, 'getDownloadUrl', {
      fileId: capture.fileIds[1],
    });
    expect(url.status).toBe(200);
    expect((await fetch(new URL(url.body.result.url, baseUrlOf(app())))).status).toBe(200);
    const deleted = await call(app(), user.cookie, 'deleteTranslation', { translationId: capture.id });
    expect(deleted.status).toBe(200);
    expect(await rowsOf(user.userId)).toEqual([]);
    expect(await filesOf(user.userId)).toEqual([]);
    expect((await profile(user.userId)).storageUsed).toBe(0);
  });
});
