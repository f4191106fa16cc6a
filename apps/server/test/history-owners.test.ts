import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSessions } from '../src/db/schema.ts';
import { folderFunctions } from '../src/history/folder-functions.ts';
import { historyFunctions } from '../src/history/functions.ts';
import { DATABASES } from './harness.ts';
import { refusal } from './refusals.ts';
import {
  addDoc,
  addFolder,
  call,
  newUser,
  snapshot,
  startHistoryWorld,
  type HistoryWorld,
  type TestUser,
} from './history-fixtures.ts';

interface Ids {
  folder: string;
  child: string;
  doc: string;
  session: string;
  /** The intruder's own folder and document, used to aim at the owner's objects. */
  theirFolder: string;
  theirDoc: string;
}

interface Case {
  fn: string;
  data: (ids: Ids) => unknown;
  /** What the intruder gets: 404, or a 200 that must not show the owner's objects. */
  intruder: 404 | ((result: unknown, ids: Ids) => void);
}

const excludes = (result: unknown, ids: Ids) => {
  const text = JSON.stringify(result);
  for (const id of [ids.folder, ids.child, ids.doc, ids.session]) expect(text).not.toContain(id);
};

/** Every function of the history and folders, aimed at objects of another user. */
const CASES: Case[] = [
  { fn: 'listTranslations', data: () => ({}), intruder: excludes },
  { fn: 'listTranslationsByFolder', data: (i) => ({ folderId: i.folder }), intruder: 404 },
  { fn: 'listTranslationsFiltered', data: (i) => ({ folderId: i.folder }), intruder: 404 },
  {
    fn: 'countDocumentsByFolder',
    data: (i) => ({ folderIds: [i.folder, i.child] }),
    intruder: (result) => expect(result).toEqual({ counts: {} }),
  },
  {
    fn: 'moveDocuments',
    data: (i) => ({ documentIds: [i.doc], folderId: null }),
    intruder: (result, i) =>
      expect(result).toEqual({ success: false, movedCount: 0, errors: [`Document ${i.doc} not found`] }),
  },
  { fn: 'moveDocuments', data: (i) => ({ documentIds: [i.theirDoc], folderId: i.folder }), intruder: 404 },
  { fn: 'renameDocument', data: (i) => ({ documentId: i.doc, fileName: 'mine.txt' }), intruder: 404 },
  { fn: 'duplicateDocument', data: (i) => ({ documentId: i.doc }), intruder: 404 },
  {
    fn: 'duplicateDocument',
    data: (i) => ({ documentId: i.theirDoc, destinationFolderId: i.folder }),
    intruder: 404,
  },
  { fn: 'duplicateDocuments', data: (i) => ({ documentIds: [i.doc] }), intruder: 404 },
  {
    fn: 'duplicateDocuments',
    data: (i) => ({ documentIds: [i.theirDoc], destinationFolderId: i.folder }),
    intruder: 404,
  },
  { fn: 'deleteTranslation', data: (i) => ({ translationId: i.doc }), intruder: 404 },
  { fn: 'deleteOriginalFiles', data: (i) => ({ translationId: i.doc }), intruder: 404 },
  { fn: 'listUploadSessions', data: () => ({}), intruder: excludes },
  { fn: 'createFolder', data: (i) => ({ name: 'inside', parentId: i.folder }), intruder: 404 },
  { fn: 'listFolders', data: () => ({}), intruder: excludes },
  { fn: 'listFolders', data: (i) => ({ parentId: i.folder }), intruder: 404 },
  { fn: 'updateFolder', data: (i) => ({ folderId: i.folder, name: 'taken' }), intruder: 404 },
  { fn: 'moveFolder', data: (i) => ({ folderId: i.child, parentId: null }), intruder: 404 },
  { fn: 'moveFolder', data: (i) => ({ folderId: i.theirFolder, parentId: i.folder }), intruder: 404 },
  { fn: 'deleteFolder', data: (i) => ({ folderId: i.folder }), intruder: 404 },
  { fn: 'recursiveDeleteFolder', data: (i) => ({ folderId: i.folder }), intruder: 404 },
  { fn: 'duplicateFolder', data: (i) => ({ folderId: i.folder }), intruder: 404 },
  {
    fn: 'duplicateFolder',
    data: (i) => ({ folderId: i.theirFolder, destinationParentId: i.folder }),
    intruder: 404,
  },
];

describe.each(DATABASES)('owner matrix of history and folders on %s', (kind) => {
  let world: HistoryWorld;
  let owner: TestUser;
  let intruder: TestUser;
  let ids: Ids;
  beforeAll(async () => {
    world = await startHistoryWorld(kind);
    owner = await newUser(world);
    intruder = await newUser(world);
    const folder = await addFolder(world, owner.userId, 'Owner');
    const child = await addFolder(world, owner.userId, 'Owner child', folder.id);
    const doc = await addDoc(world, owner.userId, { folderId: folder.id, fileSizes: [50, 60] });
    const session = `session-${owner.userId}`;
    await world.deps.db.insert(uploadSessions).values({
      sessionId: session,
      userId: owner.userId,
      fileName: 'up.pdf',
      fileSize: 10,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const theirFolder = await addFolder(world, intruder.userId, 'Intruder');
    const theirDoc = await addDoc(world, intruder.userId, { fileSizes: [5, 5] });
    ids = {
      folder: folder.id,
      child: child.id,
      doc: doc.id,
      session,
      theirFolder: theirFolder.id,
      theirDoc: theirDoc.id,
    };
  });
  afterAll(() => world?.close());

  it('covers every function of the history and folder tables', () => {
    const tables = { ...historyFunctions(world.deps), ...folderFunctions(world.deps) };
    expect(new Set(CASES.map((c) => c.fn))).toEqual(new Set(Object.keys(tables)));
  });

  it.each(CASES.map((c, i) => [`${c.fn} #${i}`, c] as const))(
    '%s: another user gets not-found (or only their own data) and nothing changes',
    async (_label, c) => {
      const before = await snapshot(world, [owner.userId, intruder.userId]);
      const { status, result, error } = await call(world, c.fn, c.data(ids), intruder);
      if (c.intruder === 404) {
        expect({ status, code: error?.status }).toEqual({ status: 404, code: 'NOT_FOUND' });
      } else {
        expect(status).toBe(200);
        c.intruder(result, ids);
      }
      expect(await snapshot(world, [owner.userId, intruder.userId])).toEqual(before);
    },
  );

  it.each(CASES.map((c, i) => [`${c.fn} #${i}`, c] as const))(
    '%s: an anonymous caller gets unauthenticated and nothing changes',
    async (_label, c) => {
      const before = await snapshot(world, [owner.userId, intruder.userId]);
      const { status, error } = await call(world, c.fn, c.data(ids), null);
      expect({ status, error }).toEqual({
        status: 401,
        error: refusal('unauthenticated', 'AUTHENTICATION_REQUIRED'),
      });
      expect(await snapshot(world, [owner.userId, intruder.userId])).toEqual(before);
    },
  );

  it('the owner can still do what the others could not', async () => {
    const listed = await call<{ items: { id: string }[] }>(
      world,
      'listTranslationsByFolder',
      { folderId: ids.folder },
      owner,
    );
    expect(listed.result.items.map((t) => t.id)).toEqual([ids.doc]);
    const counts = await call(world, 'countDocumentsByFolder', { folderIds: [ids.folder, ids.child] }, owner);
    expect(counts.result).toEqual({ counts: { [ids.folder]: 1, [ids.child]: 0 } });
    const renamed = await call(world, 'renameDocument', { documentId: ids.doc, fileName: 'mine.txt' }, owner);
    expect(renamed.status).toBe(200);
  });
});
