import type { Translation } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSessions } from '../src/db/schema.ts';
import { DATABASES } from './harness.ts';
import {
  addDoc,
  addFolder,
  call,
  eventsOf,
  newUser,
  pagesUsed,
  setPagesUsed,
  startHistoryWorld,
  storedFile,
  storedText,
  storageUsed,
  type HistoryWorld,
} from './history-fixtures.ts';

describe.each(DATABASES)('history deletes and upload sessions on %s', (kind) => {
  let world: HistoryWorld;
  beforeAll(async () => {
    world = await startHistoryWorld(kind);
  });
  afterAll(() => world?.close());

  const fileRow = (id: string | null) => storedFile(world, id);
  const blob = (id: string | null) => storedText(world, id);

  it('deleteTranslation removes the row and its files and gives the storage back', async () => {
    const ann = await newUser(world);
    const keep = await addDoc(world, ann.userId, { fileSizes: [5, 5] });
    const doc = await addDoc(world, ann.userId, { fileSizes: [300, 700] });
    expect(await storageUsed(world, ann.userId)).toBe(1010);
    const original = await fileRow(doc.originalFileId);
    const { status, result } = await call(world, 'deleteTranslation', { translationId: doc.id }, ann);
    expect(status).toBe(200);
    expect(result).toEqual({ success: true });
    expect(await storageUsed(world, ann.userId)).toBe(10);
    expect(await fileRow(doc.originalFileId)).toBeUndefined();
    expect(await fileRow(doc.translatedFileId)).toBeUndefined();
    await expect(world.storage.readAll(original!.storageKey)).rejects.toThrow();
    expect(await blob(keep.originalFileId)).toBe('AAAAA');
    expect(eventsOf(world, ann.userId, 'translation')).toContainEqual({ id: doc.id, deleted: true });
    expect(eventsOf(world, ann.userId, 'quota').at(-1)).toMatchObject({ storageUsed: 10 });
    const again = await call(world, 'deleteTranslation', { translationId: doc.id }, ann);
    expect(again.status).toBe(404);
  });

  it('deleting an unfinished translation gives back the pages it holds, once', async () => {
    const ann = await newUser(world);
    const folder = await addFolder(world, ann.userId, 'Pending');
    const queued = await addDoc(world, ann.userId, { status: 'queued', chargedPages: 2 });
    await addDoc(world, ann.userId, { status: 'processing', chargedPages: 1, folderId: folder.id });
    await addDoc(world, ann.userId, { status: 'completed', folderId: folder.id });
    await setPagesUsed(world, ann.userId, 4);
    expect((await call(world, 'deleteTranslation', { translationId: queued.id }, ann)).status).toBe(200);
    expect(await pagesUsed(world, ann.userId)).toBe(2);
    expect(eventsOf(world, ann.userId, 'quota').at(-1)).toMatchObject({ pagesUsed: 2 });
    expect((await call(world, 'recursiveDeleteFolder', { folderId: folder.id }, ann)).status).toBe(200);
    expect(await pagesUsed(world, ann.userId)).toBe(1);
  });

  it('deleteOriginalFiles removes only the original and keeps the translation', async () => {
    const ann = await newUser(world);
    const doc = await addDoc(world, ann.userId, { fileSizes: [400, 600] });
    const { status, result } = await call<Translation>(
      world,
      'deleteOriginalFiles',
      { translationId: doc.id },
      ann,
    );
    expect(status).toBe(200);
    expect(result).toMatchObject({
      id: doc.id,
      originalFileId: null,
      translatedFileId: doc.translatedFileId,
    });
    expect(await fileRow(doc.originalFileId)).toBeUndefined();
    expect(await blob(doc.translatedFileId)).toBe('B'.repeat(600));
    expect(await storageUsed(world, ann.userId)).toBe(600);

    const busy = await addDoc(world, ann.userId, { status: 'queued', fileSizes: [1, 1] });
    const refused = await call(world, 'deleteOriginalFiles', { translationId: busy.id }, ann);
    expect(refused.status).toBe(409);
    expect(await fileRow(busy.originalFileId)).toBeDefined();
  });

  it('listUploadSessions lists the caller’s sessions, newest first', async () => {
    const ann = await newUser(world);
    const bob = await newUser(world);
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute));
    const session = (userId: string, sessionId: string, minute: number) => ({
      sessionId,
      userId,
      fileName: `${sessionId}.pdf`,
      fileSize: 100,
      createdAt: at(minute),
      expiresAt: at(minute + 30),
    });
    await world.deps.db
      .insert(uploadSessions)
      .values([session(ann.userId, `old-${ann.userId}`, 1), session(ann.userId, `new-${ann.userId}`, 5)]);
    await world.deps.db.insert(uploadSessions).values(session(bob.userId, `bob-${bob.userId}`, 9));
    const { status, result } = await call<{ sessions: { sessionId: string; status: string }[] }>(
      world,
      'listUploadSessions',
      {},
      ann,
    );
    expect(status).toBe(200);
    expect(result.sessions.map((s) => s.sessionId)).toEqual([`new-${ann.userId}`, `old-${ann.userId}`]);
    expect(result.sessions[0]).toMatchObject({ status: 'active', fileSize: 100, uploadedBytes: 0 });
  });
});
