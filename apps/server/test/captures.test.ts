import { CAPTURE_KEEP_HOURS, type ImageBlocks, type Translation } from '@tolk/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepCaptures } from '../src/captures/sweeper.ts';
import { base64, captureHelpers } from './capture-helpers.ts';
import type { FakeGoogle } from './fake-google.ts';
import { DATABASES, filesDeps, signUp, type TestServer } from './harness.ts';
import { SIGN_LINES, smallSign, tinyImage } from './image-fixtures.ts';
import { baseUrlOf, call, settled, storedRows } from './translate-helpers.ts';
import { translationServer } from './translation-server.ts';
import { refusal } from './refusals.ts';

type Page = { items: Translation[] };

describe.each(DATABASES)('camera captures on %s', (kind) => {
  let server: TestServer;
  let google: FakeGoogle;
  beforeAll(async () => {
    ({ server, google } = await translationServer(kind));
  });

  const app = () => server.app;
  const { profile, rowsOf, filesOf } = storedRows(() => server);
  const { storedCapture, capture } = captureHelpers(() => server);
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
    expect(taken.body.error).toEqual(refusal('aborted', 'DOCUMENT_NAME_EXISTS'));
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
