import type { Folder, Translation } from '@tolk/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, folders, translations } from '../src/db/schema.ts';
import { capStorage, DATABASES } from './harness.ts';
import {
  addDoc,
  call,
  eventsOf,
  newUser,
  startHistoryWorld,
  storageBooks,
  storageUsed,
  type HistoryWorld,
  type TestUser,
} from './history-fixtures.ts';
import { refusal } from './refusals.ts';

describe.each(DATABASES)('folders on %s', (kind) => {
  let world: HistoryWorld;
  beforeAll(async () => {
    world = await startHistoryWorld(kind);
  });
  afterAll(() => world?.close());

  const create = async (
    user: TestUser,
    name: string,
    parentId: string | null = null,
    color: string | null = null,
  ) => {
    const { status, result, error } = await call<Folder>(
      world,
      'createFolder',
      { name, parentId, color },
      user,
    );
    if (status !== 200) throw new Error(`createFolder ${status}: ${error.message}`);
    return result;
  };
  const listNames = async (user: TestUser, data: object = {}) =>
    (await call<{ folders: Folder[] }>(world, 'listFolders', data, user)).result.folders.map((f) => f.name);

  it('keeps folder names unique beside each other, whatever the case; copies take a free name', async () => {
    const ann = await newUser(world);
    const bob = await newUser(world);
    const trips = await create(ann, 'Trips');
    const work = await create(ann, 'Work');
    const taken = refusal('aborted', 'FOLDER_NAME_EXISTS');
    for (const name of ['Trips', 'trips', ' TRIPS '])
      expect(await call(world, 'createFolder', { name, parentId: null, color: null }, ann)).toMatchObject({
        status: 409,
        error: taken,
      });
    // Elsewhere the name is free: under another folder, in another account, or once the other is deleted.
    const inner = await create(ann, 'Trips', work.id);
    await create(bob, 'Trips');
    expect(await call(world, 'updateFolder', { folderId: work.id, name: 'TRIPS' }, ann)).toMatchObject({
      status: 409,
      error: taken,
    });
    expect(await call(world, 'moveFolder', { folderId: inner.id, parentId: null }, ann)).toMatchObject({
      status: 409,
      error: taken,
    });
    expect((await call(world, 'updateFolder', { folderId: trips.id, name: 'trips' }, ann)).status).toBe(200);

    const copies = [];
    for (let i = 0; i < 2; i++)
      copies.push(
        (await call<{ folder: Folder }>(world, 'duplicateFolder', { folderId: trips.id }, ann)).result,
      );
    expect(copies.map((copy) => copy.folder.name)).toEqual(['trips (copy)', 'trips (copy 2)']);
    expect(await call(world, 'duplicateFolder', { folderId: trips.id, newName: 'Work' }, ann)).toMatchObject({
      status: 409,
      error: taken,
    });

    expect((await call(world, 'deleteFolder', { folderId: trips.id }, ann)).status).toBe(200);
    expect(
      (await call(world, 'createFolder', { name: 'Trips', parentId: null, color: null }, ann)).status,
    ).toBe(200);
  });

  it('creates folders and lists them by name, not deleted, all or by parent', async () => {
    const ann = await newUser(world);
    const work = await create(ann, 'work', null, '#ff0000');
    expect(work).toMatchObject({
      name: 'work',
      parentId: null,
      color: '#ff0000',
      deletedAt: null,
      userId: ann.userId,
    });
    await create(ann, 'bills');
    await create(ann, 'taxes', work.id);
    await create(ann, 'clients', work.id);
    expect(await listNames(ann)).toEqual(['bills', 'clients', 'taxes', 'work']);
    expect(await listNames(ann, { parentId: null })).toEqual(['bills', 'work']);
    expect(await listNames(ann, { parentId: work.id })).toEqual(['clients', 'taxes']);
    expect(eventsOf(world, ann.userId, 'folder')).toContainEqual(work);
  });

  it('refuses a parent that is someone else’s or deleted', async () => {
    const ann = await newUser(world);
    const bob = await newUser(world);
    const bobs = await create(bob, 'bob');
    const gone = await create(ann, 'gone');
    await call(world, 'deleteFolder', { folderId: gone.id }, ann);
    for (const parentId of [bobs.id, gone.id]) {
      const refused = await call(world, 'createFolder', { name: 'child', parentId }, ann);
      expect(refused.status).toBe(404);
      expect(refused.error).toEqual(refusal('not-found', 'PARENT_FOLDER_NOT_FOUND'));
    }
    expect(await listNames(ann)).toEqual([]);
  });

  it('updates name and colour', async () => {
    const ann = await newUser(world);
    const folder = await create(ann, 'old', null, '#000000');
    const renamed = await call<Folder>(world, 'updateFolder', { folderId: folder.id, name: 'new' }, ann);
    expect(renamed.result).toMatchObject({ name: 'new', color: '#000000' });
    const recoloured = await call<Folder>(world, 'updateFolder', { folderId: folder.id, color: null }, ann);
    expect(recoloured.result).toMatchObject({ name: 'new', color: null });
    const bad = await call(world, 'updateFolder', { folderId: folder.id, color: 'red' }, ann);
    expect(bad.status).toBe(400);
  });

  it('moves a folder, but never into itself or one of its descendants', async () => {
    const ann = await newUser(world);
    const a = await create(ann, 'a');
    const b = await create(ann, 'b', a.id);
    const c = await create(ann, 'c', b.id);
    const other = await create(ann, 'other');
    for (const parentId of [a.id, b.id, c.id]) {
      const refused = await call(world, 'moveFolder', { folderId: a.id, parentId }, ann);
      expect(refused.status).toBe(400);
      expect(refused.error).toEqual(refusal('invalid-argument', 'FOLDER_CYCLE'));
    }
    const moved = await call<Folder>(world, 'moveFolder', { folderId: b.id, parentId: other.id }, ann);
    expect(moved.result.parentId).toBe(other.id);
    expect(await listNames(ann, { parentId: other.id })).toEqual(['b']);
    const toRoot = await call<Folder>(world, 'moveFolder', { folderId: c.id, parentId: null }, ann);
    expect(toRoot.result.parentId).toBeNull();
  });

  it('soft delete hides the folder and its subfolders; their documents move to the root', async () => {
    const ann = await newUser(world);
    const top = await create(ann, 'top');
    const sub = await create(ann, 'sub', top.id);
    await create(ann, 'kept');
    const doc = await addDoc(world, ann.userId, { folderId: sub.id });
    const { status, result } = await call<Folder>(world, 'deleteFolder', { folderId: top.id }, ann);
    expect(status).toBe(200);
    expect(result.deletedAt).not.toBeNull();
    expect(await listNames(ann)).toEqual(['kept']);
    expect((await call(world, 'listFolders', { parentId: top.id }, ann)).status).toBe(404);
    const [row] = await world.deps.db.select().from(translations).where(eq(translations.id, doc.id));
    expect(row?.folderId).toBeNull();
    const folderEvents = eventsOf(world, ann.userId, 'folder') as Folder[];
    expect(folderEvents.find((f) => f.id === sub.id && f.deletedAt !== null)).toBeDefined();
    expect(eventsOf(world, ann.userId, 'translation')).toContainEqual(
      expect.objectContaining({ id: doc.id, folderId: null }),
    );
    expect((await call(world, 'deleteFolder', { folderId: top.id }, ann)).status).toBe(404);
  });

  it('recursiveDeleteFolder deletes the subtree, its documents and their files', async () => {
    const ann = await newUser(world);
    const top = await create(ann, 'top');
    const mid = await create(ann, 'mid', top.id);
    const low = await create(ann, 'low', mid.id);
    const outside = await addDoc(world, ann.userId, { fileSizes: [1, 2] });
    const docs = [
      await addDoc(world, ann.userId, { folderId: top.id, fileSizes: [100, 200] }),
      await addDoc(world, ann.userId, { folderId: low.id, fileSizes: [300, 400] }),
    ];
    expect(await storageUsed(world, ann.userId)).toBe(1003);
    const { status, result } = await call(world, 'recursiveDeleteFolder', { folderId: top.id }, ann);
    expect(status).toBe(200);
    expect(result).toEqual({ success: true, deletedFolders: 3, deletedDocuments: 2 });
    expect(await storageUsed(world, ann.userId)).toBe(3);
    const leftFolders = await world.deps.db.select().from(folders).where(eq(folders.userId, ann.userId));
    expect(leftFolders).toEqual([]);
    const leftDocs = await world.deps.db
      .select()
      .from(translations)
      .where(eq(translations.userId, ann.userId));
    expect(leftDocs.map((d) => d.id)).toEqual([outside.id]);
    const leftFiles = await world.deps.db.select().from(files).where(eq(files.userId, ann.userId));
    expect(leftFiles.map((f) => f.id).sort()).toEqual(
      [outside.originalFileId, outside.translatedFileId].sort(),
    );
    expect(eventsOf(world, ann.userId, 'folder')).toContainEqual({ id: low.id, deleted: true });
    expect(eventsOf(world, ann.userId, 'translation')).toContainEqual({ id: docs[1]!.id, deleted: true });
  });

  describe('duplicateFolder', () => {
    /** root/{a/{b/{c}}} with one document per folder (files on the root's). */
    async function tree(user: TestUser) {
      const root = await create(user, 'root', null, '#123456');
      const a = await create(user, 'a', root.id, '#abcdef');
      const b = await create(user, 'b', a.id);
      const c = await create(user, 'c', b.id);
      const docs = {
        root: await addDoc(world, user.userId, { folderId: root.id, fileName: 'r.txt', fileSizes: [10, 10] }),
        a: await addDoc(world, user.userId, { folderId: a.id, fileName: 'a.txt' }),
        b: await addDoc(world, user.userId, { folderId: b.id, fileName: 'b.txt' }),
        c: await addDoc(world, user.userId, { folderId: c.id, fileName: 'c.txt' }),
      };
      return { root, a, b, c, docs };
    }
    const subfolders = async (parentId: string) =>
      world.deps.db.select().from(folders).where(eq(folders.parentId, parentId));
    const docsIn = async (folderIds: string[]) =>
      (await world.deps.db.select().from(translations).where(inArray(translations.folderId, folderIds)))
        .map((d) => d.fileName)
        .sort();

    it('by default copies the whole hierarchy with its documents and files', async () => {
      const ann = await newUser(world);
      const t = await tree(ann);
      const { status, result } = await call<{ folder: Folder; folderCount: number; documentCount: number }>(
        world,
        'duplicateFolder',
        { folderId: t.root.id },
        ann,
      );
      expect(status).toBe(200);
      expect(result).toMatchObject({ folderCount: 4, documentCount: 4 });
      expect(result.folder).toMatchObject({ name: 'root (copy)', parentId: null, color: '#123456' });
      const [a2] = await subfolders(result.folder.id);
      expect(a2).toMatchObject({ name: 'a', color: '#abcdef' });
      const [b2] = await subfolders(a2!.id);
      const [c2] = await subfolders(b2!.id);
      expect(c2?.name).toBe('c');
      expect(await docsIn([result.folder.id])).toEqual(['r.txt']);
      expect(await docsIn([c2!.id])).toEqual(['c.txt']);
      expect(await storageUsed(world, ann.userId)).toBe(40);
      expect(eventsOf(world, ann.userId, 'folder')).toContainEqual(result.folder);
    });

    it('flattens every document into the new folder when preserveHierarchy is false', async () => {
      const ann = await newUser(world);
      const t = await tree(ann);
      const { result } = await call<{ folder: Folder; folderCount: number; documentCount: number }>(
        world,
        'duplicateFolder',
        { folderId: t.a.id, preserveHierarchy: false, newName: 'flat' },
        ann,
      );
      expect(result).toMatchObject({ folderCount: 1, documentCount: 3 });
      expect(result.folder).toMatchObject({ name: 'flat', parentId: t.root.id });
      expect(await subfolders(result.folder.id)).toEqual([]);
      expect(await docsIn([result.folder.id])).toEqual(['a.txt', 'b.txt', 'c.txt']);
    });

    it('stops at maxDepth, and honours includeSubfolders, includeDocuments and the destination', async () => {
      const ann = await newUser(world);
      const t = await tree(ann);
      const dest = await create(ann, 'dest');
      const cut = await call<{ folder: Folder; folderCount: number; documentCount: number }>(
        world,
        'duplicateFolder',
        { folderId: t.root.id, maxDepth: 1, destinationParentId: dest.id },
        ann,
      );
      expect(cut.result).toMatchObject({ folderCount: 2, documentCount: 2 });
      expect(cut.result.folder.parentId).toBe(dest.id);
      const [a2] = await subfolders(cut.result.folder.id);
      expect(await subfolders(a2!.id)).toEqual([]);
      expect(await docsIn([cut.result.folder.id, a2!.id])).toEqual(['a.txt', 'r.txt']);

      const alone = await call(
        world,
        'duplicateFolder',
        { folderId: t.root.id, includeSubfolders: false },
        ann,
      );
      expect(alone.result).toMatchObject({ folderCount: 1, documentCount: 1 });
      const empty = await call(
        world,
        'duplicateFolder',
        { folderId: t.root.id, includeDocuments: false },
        ann,
      );
      expect(empty.result).toMatchObject({ folderCount: 4, documentCount: 0 });
      const tooDeep = await call(world, 'duplicateFolder', { folderId: t.root.id, maxDepth: 11 }, ann);
      expect(tooDeep.status).toBe(400);
    });

    it('ten parallel copies with room for two: two succeed, eight are refused, nothing is left over', async () => {
      const ann = await newUser(world);
      const t = await tree(ann);
      await addDoc(world, ann.userId, { folderId: t.c.id, fileName: 'big.txt', fileSizes: [500, 480] });
      const elsewhere = await capStorage(world.deps.db, ann.userId, 3 * 1000);
      const calls = await Promise.all(
        Array.from({ length: 10 }, () => call(world, 'duplicateFolder', { folderId: t.root.id }, ann)),
      );
      expect(calls.filter((c) => c.status === 200)).toHaveLength(2);
      const refused = calls.filter((c) => c.status !== 200).map((c) => [c.status, c.error.status]);
      expect(refused).toEqual(Array(8).fill([429, 'RESOURCE_EXHAUSTED']));
      expect(await storageBooks(world, ann.userId)).toEqual({
        used: elsewhere + 3000,
        owned: 3000,
        orphanBlobs: [],
      });
      // Each copy took a name free beside the others.
      const copies = await world.deps.db.select().from(folders).where(eq(folders.userId, ann.userId));
      expect(
        copies
          .map((f) => f.name)
          .filter((name) => name.startsWith('root (copy'))
          .sort(),
      ).toEqual(['root (copy 2)', 'root (copy)']);
    });

    it('keeps maxDepth 10 by default: a chain 12 deep is copied 11 folders deep', async () => {
      const ann = await newUser(world);
      let parent = await create(ann, 'd0');
      const top = parent;
      for (let i = 1; i <= 12; i++) parent = await create(ann, `d${i}`, parent.id);
      const { result } = await call<{ folderCount: number }>(
        world,
        'duplicateFolder',
        { folderId: top.id },
        ann,
      );
      expect(result.folderCount).toBe(11);
    });
  });

  it('duplicateFolder refuses a folder with an unfinished translation and copies nothing', async () => {
    const ann = await newUser(world);
    const folder = await create(ann, 'busy');
    await addDoc(world, ann.userId, { folderId: folder.id, status: 'processing' });
    const before = await world.deps.db.select().from(folders).where(eq(folders.userId, ann.userId));
    const refused = await call<Translation>(world, 'duplicateFolder', { folderId: folder.id }, ann);
    expect(refused.status).toBe(409);
    expect(await world.deps.db.select().from(folders).where(eq(folders.userId, ann.userId))).toEqual(before);
  });
});
