import type { Translation } from '@tolk/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, translations } from '../src/db/schema.ts';
import { moveDocuments } from '../src/history/move.ts';
import { capStorage, DATABASES } from './harness.ts';
import {
  addDoc,
  addFolder,
  call,
  eventsOf,
  newUser,
  startHistoryWorld,
  storageBooks,
  storedText,
  storageUsed,
  type HistoryWorld,
} from './history-fixtures.ts';
import { refusal } from './refusals.ts';

describe.each(DATABASES)('history documents on %s', (kind) => {
  let world: HistoryWorld;
  beforeAll(async () => {
    world = await startHistoryWorld(kind);
  });
  afterAll(() => world?.close());

  const blob = (id: string | null) => storedText(world, id);

  it('moveDocuments moves 850 documents in batches and reports the ids that are not the caller’s', async () => {
    const ann = await newUser(world);
    const bob = await newUser(world);
    const target = await addFolder(world, ann.userId, 'Archive');
    const rows = Array.from({ length: 850 }, (_, i) => ({
      userId: ann.userId,
      fileName: `m${i}.txt`,
      fileNameLower: `m${i}.txt`,
      langFrom: 'en',
      langTo: 'es',
      languages: ['en', 'es'],
      status: 'completed',
    }));
    const ids = (await world.deps.db.insert(translations).values(rows).returning()).map((r) => r.id);
    const bobs = await addDoc(world, bob.userId);
    const before = eventsOf(world, ann.userId, 'translation').length;
    const { status, result } = await call<{ success: boolean; movedCount: number; errors: string[] }>(
      world,
      'moveDocuments',
      { documentIds: [...ids, bobs.id, 'missing-id'], folderId: target.id },
      ann,
    );
    expect(status).toBe(200);
    expect(result.movedCount).toBe(850);
    expect(result.success).toBe(false);
    expect(result.errors).toEqual([`Document ${bobs.id} not found`, 'Document missing-id not found']);
    const moved = await world.deps.db.select().from(translations).where(eq(translations.folderId, target.id));
    expect(moved).toHaveLength(850);
    const [bobsNow] = await world.deps.db.select().from(translations).where(eq(translations.id, bobs.id));
    expect(bobsNow?.folderId).toBeNull();
    expect(eventsOf(world, ann.userId, 'translation').length - before).toBe(850);

    const back = await call<{ success: boolean; movedCount: number }>(
      world,
      'moveDocuments',
      { documentIds: ids.slice(0, 3), folderId: null },
      ann,
    );
    expect(back.result).toEqual({ success: true, movedCount: 3, errors: [] });
  });

  it('moveDocuments: a batch of 400 that fails is reported and the other batches still move', async () => {
    const ann = await newUser(world);
    const target = await addFolder(world, ann.userId, 'Half');
    const rows = Array.from({ length: 850 }, (_, i) => ({
      userId: ann.userId,
      fileName: `h${i}.txt`,
      fileNameLower: `h${i}.txt`,
      langFrom: 'en',
      langTo: 'es',
      languages: ['en', 'es'],
      status: 'completed',
    }));
    const ids = (await world.deps.db.insert(translations).values(rows).returning()).map((r) => r.id);
    // The database drops the second batch's transaction, as a lost connection would.
    let transactions = 0;
    const db = new Proxy(world.deps.db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return async (work: Parameters<typeof target.transaction>[0]) => {
          transactions += 1;
          if (transactions === 2) throw new Error('connection reset by peer: SELECT secret');
          return target.transaction(work);
        };
      },
    });
    const result = await moveDocuments({ ...world.deps, db }, ann.userId, {
      documentIds: ids,
      folderId: target.id,
    });
    expect(transactions).toBe(3);
    expect(result).toEqual({
      success: false,
      movedCount: 450,
      errors: [
        'Failed to move documents: 400 documents could not be moved (the database did not accept the change)',
      ],
    });
    const moved = await world.deps.db.select().from(translations).where(eq(translations.folderId, target.id));
    expect(new Set(moved.map((r) => r.id))).toEqual(new Set([...ids.slice(0, 400), ...ids.slice(800)]));
  });

  it('moveDocuments refuses another user’s or a deleted destination folder and moves nothing', async () => {
    const ann = await newUser(world);
    const bob = await newUser(world);
    const doc = await addDoc(world, ann.userId);
    const bobs = await addFolder(world, bob.userId, 'Bob');
    const gone = await addFolder(world, ann.userId, 'Gone');
    expect((await call(world, 'deleteFolder', { folderId: gone.id }, ann)).status).toBe(200);
    for (const folderId of [bobs.id, gone.id]) {
      const refused = await call(world, 'moveDocuments', { documentIds: [doc.id], folderId }, ann);
      expect(refused.status).toBe(404);
      expect(refused.error).toEqual(refusal('not-found', 'PARENT_FOLDER_NOT_FOUND'));
    }
    const [now] = await world.deps.db.select().from(translations).where(eq(translations.id, doc.id));
    expect(now?.folderId).toBeNull();
  });

  it('renameDocument refuses a name another document has, exactly', async () => {
    const ann = await newUser(world);
    const bob = await newUser(world);
    const first = await addDoc(world, ann.userId, { fileName: 'Contract.pdf' });
    const second = await addDoc(world, ann.userId, { fileName: 'draft.pdf' });
    await addDoc(world, bob.userId, { fileName: 'Taken by Bob.pdf' });
    const clash = await call(
      world,
      'renameDocument',
      { documentId: second.id, fileName: 'Contract.pdf' },
      ann,
    );
    expect(clash.status).toBe(409);
    expect(clash.error).toEqual(refusal('aborted', 'DOCUMENT_NAME_EXISTS'));

    const other = await call<Translation>(
      world,
      'renameDocument',
      { documentId: second.id, fileName: 'CONTRACT.pdf' },
      ann,
    );
    expect(other.status).toBe(200);
    expect(other.result).toMatchObject({ fileName: 'CONTRACT.pdf', fileNameLower: 'contract.pdf' });
    const same = await call(world, 'renameDocument', { documentId: first.id, fileName: 'Contract.pdf' }, ann);
    expect(same.status).toBe(200);
    const bobsName = await call(
      world,
      'renameDocument',
      { documentId: first.id, fileName: 'Taken by Bob.pdf' },
      ann,
    );
    expect(bobsName.status).toBe(200);
    expect(eventsOf(world, ann.userId, 'translation')).toContainEqual(
      expect.objectContaining({ id: second.id, fileName: 'CONTRACT.pdf' }),
    );
  });

  it('renames the files with the document, so downloads and the export use the new name', async () => {
    const ann = await newUser(world);
    const doc = await addDoc(world, ann.userId, { fileName: 'notes.txt', fileSizes: [10, 20] });
    const renamed = await call(world, 'renameDocument', { documentId: doc.id, fileName: 'Minutes' }, ann);
    expect(renamed.status).toBe(200);
    const names = await world.deps.db
      .select({ kind: files.kind, fileName: files.fileName })
      .from(files)
      .where(eq(files.userId, ann.userId));
    expect(names.map(({ kind, fileName }) => [kind, fileName]).sort()).toEqual([
      ['original', 'Minutes.txt'],
      ['translated', 'Minutes (es).txt'],
    ]);
  });

  it('two concurrent renames to one name: exactly one wins', async () => {
    const ann = await newUser(world);
    const docs = await Promise.all([
      addDoc(world, ann.userId),
      addDoc(world, ann.userId),
      addDoc(world, ann.userId),
    ]);
    const results = await Promise.all(
      docs.map((doc) => call(world, 'renameDocument', { documentId: doc.id, fileName: 'final.docx' }, ann)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const named = await world.deps.db
      .select()
      .from(translations)
      .where(
        inArray(
          translations.id,
          docs.map((d) => d.id),
        ),
      );
    expect(named.filter((row) => row.fileName === 'final.docx')).toHaveLength(1);
  });

  it('duplicateDocument copies the row and its files; default names are made unique', async () => {
    const ann = await newUser(world);
    const folder = await addFolder(world, ann.userId, 'Copies');
    const doc = await addDoc(world, ann.userId, { fileName: 'report.pdf', fileSizes: [1000, 2000] });
    const used = await storageUsed(world, ann.userId);
    expect(used).toBe(3000);
    const first = await call<Translation>(world, 'duplicateDocument', { documentId: doc.id }, ann);
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({
      fileName: 'report (copy).pdf',
      folderId: null,
      status: 'completed',
    });
    expect(first.result.id).not.toBe(doc.id);
    expect(first.result.originalFileId).not.toBe(doc.originalFileId);
    expect(await blob(first.result.originalFileId)).toBe(await blob(doc.originalFileId));
    expect(await blob(first.result.translatedFileId)).toBe(await blob(doc.translatedFileId));
    expect(await storageUsed(world, ann.userId)).toBe(6000);

    const second = await call<Translation>(
      world,
      'duplicateDocument',
      { documentId: doc.id, destinationFolderId: folder.id },
      ann,
    );
    expect(second.result).toMatchObject({ fileName: 'report (copy 2).pdf', folderId: folder.id });
    const named = await call<Translation>(
      world,
      'duplicateDocument',
      { documentId: doc.id, newName: 'Mine.pdf' },
      ann,
    );
    expect(named.result.fileName).toBe('Mine.pdf');
    expect(eventsOf(world, ann.userId, 'translation')).toContainEqual(
      expect.objectContaining({ id: named.result.id }),
    );
  });

  it('duplicateDocument refuses an unfinished translation and a full storage, leaving nothing behind', async () => {
    const ann = await newUser(world);
    const busy = await addDoc(world, ann.userId, { status: 'processing' });
    const refused = await call(world, 'duplicateDocument', { documentId: busy.id }, ann);
    expect(refused.status).toBe(409);
    expect(refused.error.status).toBe('ABORTED');

    // 30 MB of a 50 MB quota: the original's copy fits, the translated file's copy does not.
    const big = await addDoc(world, ann.userId, { fileSizes: [10 * 1024 * 1024, 20 * 1024 * 1024] });
    const used = await storageUsed(world, ann.userId);
    const full = await call(world, 'duplicateDocument', { documentId: big.id }, ann);
    expect(full.status).toBe(429);
    expect(full.error.status).toBe('RESOURCE_EXHAUSTED');
    expect(await storageUsed(world, ann.userId)).toBe(used);
    const after = await world.deps.db.select().from(files).where(eq(files.userId, ann.userId));
    expect(after).toHaveLength(2);
    const docs = await world.deps.db.select().from(translations).where(eq(translations.userId, ann.userId));
    expect(docs).toHaveLength(2);
  });

  it('ten parallel duplicateDocument calls with room for two copies: two succeed, eight are refused', async () => {
    const ann = await newUser(world);
    const doc = await addDoc(world, ann.userId, { fileSizes: [1000, 2000] });
    const elsewhere = await capStorage(world.deps.db, ann.userId, 3 * 3000);
    const calls = await Promise.all(
      Array.from({ length: 10 }, () => call(world, 'duplicateDocument', { documentId: doc.id }, ann)),
    );
    expect(calls.filter((c) => c.status === 200)).toHaveLength(2);
    const refused = calls.filter((c) => c.status !== 200);
    expect(refused.map((c) => [c.status, c.error.status])).toEqual(
      Array(8).fill([429, 'RESOURCE_EXHAUSTED']),
    );
    expect(refused[0]?.error.message).toMatch(/^Not enough storage: /);
    expect(await storageBooks(world, ann.userId)).toEqual({
      used: elsewhere + 9000,
      owned: 9000,
      orphanBlobs: [],
    });
    const docs = await world.deps.db.select().from(translations).where(eq(translations.userId, ann.userId));
    expect(docs).toHaveLength(3);
  });

  it('duplicateDocuments copies several, or none when one id is not the caller’s', async () => {
    const ann = await newUser(world);
    const bob = await newUser(world);
    const folder = await addFolder(world, ann.userId, 'Dest');
    const a = await addDoc(world, ann.userId, { fileName: 'a.txt', fileSizes: [10, 20] });
    const b = await addDoc(world, ann.userId, { fileName: 'b.txt' });
    const bobs = await addDoc(world, bob.userId);
    const refused = await call(world, 'duplicateDocuments', { documentIds: [a.id, bobs.id] }, ann);
    expect(refused.status).toBe(404);
    expect(await storageUsed(world, ann.userId)).toBe(30);

    const { status, result } = await call<{ documents: Translation[] }>(
      world,
      'duplicateDocuments',
      { documentIds: [a.id, b.id, a.id], destinationFolderId: folder.id },
      ann,
    );
    expect(status).toBe(200);
    expect(result.documents.map((d) => [d.fileName, d.folderId])).toEqual([
      ['a (copy).txt', folder.id],
      ['b (copy).txt', folder.id],
    ]);
    expect(await storageUsed(world, ann.userId)).toBe(60);
  });
});
