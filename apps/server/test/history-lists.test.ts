import type { Translation } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../src/db/schema.ts';
import { batches } from '../src/history/list.ts';
import { DATABASES } from './harness.ts';
import {
  addDoc,
  addFolder,
  call,
  newUser,
  startHistoryWorld,
  type HistoryWorld,
} from './history-fixtures.ts';
import { refusal } from './refusals.ts';

interface Page {
  items: Translation[];
  nextCursor: string | null;
  hasMore: boolean;
}

const minutesAgo = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) - n * 60_000);

describe('batches', () => {
  it('splits 23 folder ids into batches of 10, 10 and 3', () => {
    const ids = Array.from({ length: 23 }, (_, i) => `f${i}`);
    expect(batches(ids, 10).map((batch) => batch.length)).toEqual([10, 10, 3]);
    expect(batches(ids, 10).flat()).toEqual(ids);
  });
});

describe.each(DATABASES)('history lists on %s', (kind) => {
  let world: HistoryWorld;
  beforeAll(async () => {
    world = await startHistoryWorld(kind);
  });
  afterAll(() => world?.close());

  it('listTranslations: the caller’s 50 newest, createdAt descending', async () => {
    const ann = await newUser(world);
    const bob = await newUser(world);
    for (let i = 0; i < 55; i++)
      await addDoc(world, ann.userId, { fileName: `n${i}.txt`, createdAt: minutesAgo(i) });
    await addDoc(world, bob.userId, { fileName: 'bob.txt', createdAt: minutesAgo(-5) });
    const { status, result } = await call<{ items: Translation[] }>(world, 'listTranslations', {}, ann);
    expect(status).toBe(200);
    expect(result.items.map((t) => t.fileName)).toEqual(Array.from({ length: 50 }, (_, i) => `n${i}.txt`));
    expect(result.items[0]).toMatchObject({
      userId: ann.userId,
      status: 'completed',
      languages: ['en', 'es'],
    });
  });

  it('listTranslationsByFolder: 25 documents → 20 with hasMore, then the last 5', async () => {
    const ann = await newUser(world);
    const folder = await addFolder(world, ann.userId, 'Work');
    // A second apart: two rows inserted in the same millisecond would have no order of their own.
    const start = Date.now() - 60_000;
    for (let i = 0; i < 25; i++)
      await addDoc(world, ann.userId, {
        folderId: folder.id,
        fileName: `w${i}.txt`,
        createdAt: new Date(start + i * 1000),
      });
    await addDoc(world, ann.userId, { fileName: 'at root.txt' });
    const first = await call<Page>(world, 'listTranslationsByFolder', { folderId: folder.id }, ann);
    expect(first.status).toBe(200);
    expect(first.result.items).toHaveLength(20);
    expect(first.result.hasMore).toBe(true);
    expect(first.result.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await call<Page>(
      world,
      'listTranslationsByFolder',
      { folderId: folder.id, cursor: first.result.nextCursor },
      ann,
    );
    expect(second.result.items).toHaveLength(5);
    expect(second.result).toMatchObject({ hasMore: false, nextCursor: null });
    // Newest first, every document exactly once across the pages.
    const names = [...first.result.items, ...second.result.items].map((t) => t.fileName);
    expect(names).toEqual(Array.from({ length: 25 }, (_, i) => `w${24 - i}.txt`));

    const root = await call<Page>(world, 'listTranslationsByFolder', { folderId: null }, ann);
    expect(root.result.items.map((t) => t.fileName)).toEqual(['at root.txt']);
  });

  it('pages through documents created in the same instant without skipping or repeating', async () => {
    const ann = await newUser(world);
    const folder = await addFolder(world, ann.userId, 'Batch');
    const rows = Array.from({ length: 7 }, (_, i) => ({
      userId: ann.userId,
      fileName: `same${i}.txt`,
      fileNameLower: `same${i}.txt`,
      langFrom: 'en',
      langTo: 'es',
      languages: ['en', 'es'],
      folderId: folder.id,
      status: 'completed',
    }));
    await world.deps.db.insert(translations).values(rows); // one statement: one now() for all
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { result: Page } = await call<Page>(
        world,
        'listTranslationsByFolder',
        { folderId: folder.id, pageSize: 3, cursor },
        ann,
      );
      seen.push(...page.result.items.map((t) => t.fileName));
      cursor = page.result.nextCursor;
    } while (cursor);
    expect(seen.toSorted()).toEqual(rows.map((r) => r.fileName).toSorted());
  });

  it('refuses a cursor it did not make, and another user’s folder', async () => {
    const ann = await newUser(world);
    const bob = await newUser(world);
    const bobs = await addFolder(world, bob.userId, 'Private');
    const bad = await call(
      world,
      'listTranslationsByFolder',
      { folderId: null, cursor: 'not-a-cursor' },
      ann,
    );
    expect(bad.status).toBe(400);
    expect(bad.error).toEqual(refusal('invalid-argument', 'INVALID_CURSOR'));
    const foreign = await call(world, 'listTranslationsByFolder', { folderId: bobs.id }, ann);
    expect(foreign.status).toBe(404);
    expect(foreign.error.status).toBe('NOT_FOUND');
  });

  it('listTranslationsFiltered: status, langTo and folder combine', async () => {
    const ann = await newUser(world);
    const folder = await addFolder(world, ann.userId, 'Mixed');
    await addDoc(world, ann.userId, {
      fileName: 'a.txt',
      status: 'completed',
      langTo: 'es',
      folderId: folder.id,
    });
    await addDoc(world, ann.userId, {
      fileName: 'b.txt',
      status: 'failed',
      langTo: 'es',
      folderId: folder.id,
    });
    await addDoc(world, ann.userId, {
      fileName: 'c.txt',
      status: 'completed',
      langTo: 'fr',
      folderId: folder.id,
    });
    await addDoc(world, ann.userId, { fileName: 'd.txt', status: 'completed', langTo: 'es' });
    const names = async (filter: object) =>
      (await call<Page>(world, 'listTranslationsFiltered', filter, ann)).result.items
        .map((t) => t.fileName)
        .sort();
    expect(await names({ status: 'completed' })).toEqual(['a.txt', 'c.txt', 'd.txt']);
    expect(await names({ langTo: 'es' })).toEqual(['a.txt', 'b.txt', 'd.txt']);
    expect(await names({ status: 'completed', langTo: 'es', folderId: folder.id })).toEqual(['a.txt']);
    expect(await names({ folderId: null })).toEqual(['d.txt']);
  });

  it('search is a case-insensitive prefix match where % and _ are literal', async () => {
    const ann = await newUser(world);
    const all = [
      'Report.pdf',
      'report 2.docx',
      'REPORTS.txt',
      'my report.txt',
      '100%_done.txt',
      '100x_done.txt',
    ];
    for (const name of [...all, '100%Xdone.txt', 'a_b.txt', 'axb.txt'])
      await addDoc(world, ann.userId, { fileName: name });
    const search = async (term: string, match?: 'contains') =>
      (
        await call<Page>(world, 'listTranslationsFiltered', { search: term, ...(match && { match }) }, ann)
      ).result.items
        .map((t) => t.fileName)
        .sort();
    expect(await search('rEp')).toEqual(['REPORTS.txt', 'Report.pdf', 'report 2.docx']);
    expect(await search('REPORTS')).toEqual(['REPORTS.txt']);
    expect(await search('100%_')).toEqual(['100%_done.txt']);
    expect(await search('100%')).toEqual(['100%Xdone.txt', '100%_done.txt']);
    expect(await search('a_')).toEqual(['a_b.txt']);
    expect(await search('port')).toEqual([]);
    // Beside the prefix rule, a search anywhere in the name, with % and _ literal there too.
    expect(await search('PORT', 'contains')).toEqual([
      'REPORTS.txt',
      'Report.pdf',
      'my report.txt',
      'report 2.docx',
    ]);
    expect(await search('%_d', 'contains')).toEqual(['100%_done.txt']);
  });

  it('filtered results page 20 then 5', async () => {
    const ann = await newUser(world);
    for (let i = 0; i < 25; i++)
      await addDoc(world, ann.userId, { fileName: `Scan ${i}.pdf`, status: 'failed' });
    await addDoc(world, ann.userId, { fileName: 'Scan other.pdf', status: 'completed' });
    const first = await call<Page>(
      world,
      'listTranslationsFiltered',
      { search: 'scan', status: 'failed' },
      ann,
    );
    expect(first.result.items).toHaveLength(20);
    expect(first.result.hasMore).toBe(true);
    const second = await call<Page>(
      world,
      'listTranslationsFiltered',
      { search: 'scan', status: 'failed', cursor: first.result.nextCursor },
      ann,
    );
    expect(second.result.items).toHaveLength(5);
    expect(second.result.hasMore).toBe(false);
    const ids = new Set([...first.result.items, ...second.result.items].map((t) => t.id));
    expect(ids.size).toBe(25);
  });

  it('countDocumentsByFolder counts 23 folders; others’ and unknown ids are left out', async () => {
    const ann = await newUser(world);
    const bob = await newUser(world);
    const folders = [];
    for (let i = 0; i < 23; i++) folders.push(await addFolder(world, ann.userId, `F${i}`));
    for (const [i, folder] of folders.entries())
      for (let n = 0; n < i % 4; n++) await addDoc(world, ann.userId, { folderId: folder.id });
    const bobs = await addFolder(world, bob.userId, 'Bob');
    await addDoc(world, bob.userId, { folderId: bobs.id });
    const { status, result } = await call<{ counts: Record<string, number> }>(
      world,
      'countDocumentsByFolder',
      { folderIds: [...folders.map((f) => f.id), bobs.id, 'no-such-folder'] },
      ann,
    );
    expect(status).toBe(200);
    expect(result.counts).toEqual(Object.fromEntries(folders.map((f, i) => [f.id, i % 4])));
  });
});
