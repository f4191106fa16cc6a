import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Folder, Translation } from '@tolk/contract';
import { applyLiveEvent } from './cacheUpdates';
import { documentKeys, matchesList, type TranslationPage } from './documentKeys';

function doc(id: string, createdAt: string, extra: Partial<Translation> = {}): Translation {
  const fileName = extra.fileName ?? `${id}.pdf`;
  return {
    id,
    userId: 'u1',
    fileName,
    fileNameLower: fileName.toLowerCase(),
    langFrom: 'en',
    langTo: 'es',
    languages: ['en', 'es'],
    folderId: null,
    status: 'completed',
    stage: null,
    progress: 100,
    error: null,
    format: 'pdf',
    pages: 1,
    isImage: false,
    bilingual: true,
    provider: 'local',
    detectedLanguage: null,
    size: 100,
    originalFileId: 'f-o',
    translatedFileId: 'f-t',
    bilingualFileId: 'f-b',
    thumbnailFileId: null,
    origin: 'upload',
    inHistory: true,
    fidelity: null,
    createdAt,
    updatedAt: createdAt,
    ...extra,
  };
}

function folder(id: string, name: string, extra: Partial<Folder> = {}): Folder {
  return { id, userId: 'u1', name, parentId: null, color: null, deletedAt: null, createdAt: 'x', ...extra };
}

type Pages = InfiniteData<TranslationPage, unknown>;
const page = (items: Translation[], hasMore: boolean): TranslationPage => ({
  items,
  hasMore,
  nextCursor: hasMore ? 'c' : null,
});
const ids = (data: Pages | undefined) => data?.pages.map((p) => p.items.map((i) => i.id));

const a = doc('a', '2026-11-21T10:00:00.000Z');
const b = doc('b', '2026-11-21T09:00:00.000Z');
const c = doc('c', '2026-11-21T08:00:00.000Z');
const rootKey = documentKeys.list({ kind: 'folder', folderId: null });
const folderKey = documentKeys.list({ kind: 'folder', folderId: 'f1' });

function seeded(hasMore: boolean) {
  const client = new QueryClient();
  client.setQueryData<Pages>(rootKey, { pages: [page([a, c], hasMore)], pageParams: [null] });
  client.setQueryData<Pages>(folderKey, { pages: [page([], false)], pageParams: [null] });
  return client;
}

describe('translation events', () => {
  it('puts a new translation in date order on the lists it belongs to, and caches it by id', () => {
    const client = seeded(false);
    expect(applyLiveEvent(client, 'translation', b)).toBe(true);
    expect(ids(client.getQueryData<Pages>(rootKey))).toEqual([['a', 'b', 'c']]);
    expect(ids(client.getQueryData<Pages>(folderKey))).toEqual([[]]);
    expect(client.getQueryData(documentKeys.translation('b'))).toEqual(b);
  });

  it('keeps an unsaved camera translation out of every list until it is saved', () => {
    const client = seeded(false);
    const liveKey = documentKeys.live;
    client.setQueryData(liveKey, { items: [a] });
    const capture = doc('cam', '2026-11-21T11:00:00.000Z', { origin: 'camera', inHistory: false });
    applyLiveEvent(client, 'translation', capture);
    expect(ids(client.getQueryData<Pages>(rootKey))).toEqual([['a', 'c']]);
    expect(client.getQueryData<{ items: Translation[] }>(liveKey)?.items.map((i) => i.id)).toEqual(['a']);
    expect(client.getQueryData(documentKeys.translation('cam'))).toEqual(capture);

    applyLiveEvent(client, 'translation', { ...capture, inHistory: true });
    expect(ids(client.getQueryData<Pages>(rootKey))).toEqual([['cam', 'a', 'c']]);
    expect(client.getQueryData<{ items: Translation[] }>(liveKey)?.items.map((i) => i.id)).toEqual([
      'cam',
      'a',
    ]);
  });

  it('leaves an older translation past the loaded pages for the next page', () => {
    const client = seeded(true);
    applyLiveEvent(client, 'translation', doc('old', '2020-01-01T00:00:00.000Z'));
    expect(ids(client.getQueryData<Pages>(rootKey))).toEqual([['a', 'c']]);
  });

  it('updates progress in place and moves a document between folder lists', () => {
    const client = seeded(false);
    applyLiveEvent(client, 'translation', { ...a, status: 'processing', progress: 40 });
    expect(client.getQueryData<Pages>(rootKey)?.pages[0]?.items[0]?.progress).toBe(40);
    applyLiveEvent(client, 'translation', { ...a, folderId: 'f1' });
    expect(ids(client.getQueryData<Pages>(rootKey))).toEqual([['c']]);
    expect(ids(client.getQueryData<Pages>(folderKey))).toEqual([['a']]);
  });

  it('removes a deleted translation everywhere', () => {
    const client = seeded(false);
    client.setQueryData(documentKeys.translation('a'), a);
    client.setQueryData(documentKeys.live, { items: [a, c] });
    expect(applyLiveEvent(client, 'translation', { id: 'a', deleted: true })).toBe(true);
    expect(ids(client.getQueryData<Pages>(rootKey))).toEqual([['c']]);
    expect(client.getQueryData<{ items: Translation[] }>(documentKeys.live)?.items.map((i) => i.id)).toEqual([
      'c',
    ]);
    expect(client.getQueryData(documentKeys.translation('a'))).toBeUndefined();
  });

  it('keeps the live list newest first and at most 50', () => {
    const client = new QueryClient();
    const many = Array.from({ length: 50 }, (_, i) =>
      doc(`d${i}`, new Date(Date.UTC(2026, 0, 1, 0, 50 - i)).toISOString()),
    );
    client.setQueryData(documentKeys.live, { items: many });
    applyLiveEvent(client, 'translation', doc('new', '2026-11-21T00:00:00.000Z'));
    const items = client.getQueryData<{ items: Translation[] }>(documentKeys.live)?.items ?? [];
    expect(items).toHaveLength(50);
    expect(items[0]?.id).toBe('new');
    expect(items.some((i) => i.id === 'd49')).toBe(false);
  });

  it('filters by status, language and lowercase name prefix like the server', () => {
    const report = doc('r', 'x', { fileName: 'Report 2026.pdf', status: 'failed', langTo: 'fr' });
    expect(matchesList({ kind: 'filtered', search: 'REP' }, report)).toBe(true);
    expect(matchesList({ kind: 'filtered', search: 'port' }, report)).toBe(false);
    expect(matchesList({ kind: 'filtered', search: 'port', match: 'contains' }, report)).toBe(true);
    expect(matchesList({ kind: 'filtered', status: 'failed', langTo: 'fr' }, report)).toBe(true);
    expect(matchesList({ kind: 'filtered', status: 'completed' }, report)).toBe(false);
    expect(matchesList({ kind: 'filtered', folderId: 'f1' }, report)).toBe(false);
    expect(matchesList({ kind: 'filtered' }, report)).toBe(true);
  });

  it('ignores translation events that break the contract', () => {
    const client = seeded(false);
    expect(applyLiveEvent(client, 'translation', { id: 'a', status: 'weird' })).toBe(false);
    expect(ids(client.getQueryData<Pages>(rootKey))).toEqual([['a', 'c']]);
  });
});

describe('queue positions', () => {
  it('keep the place last heard while a queued translation’s own events leave it out', () => {
    const client = new QueryClient();
    const queued = doc('q', '2026-11-21T11:00:00.000Z', { status: 'queued', progress: 0 });
    client.setQueryData(documentKeys.live, { items: [{ ...queued, queuePosition: 3 }] });
    const live = () => client.getQueryData<{ items: Translation[] }>(documentKeys.live)?.items[0];
    applyLiveEvent(client, 'translation', { ...queued, fileName: 'renamed.pdf' });
    expect(live()).toMatchObject({ fileName: 'renamed.pdf', queuePosition: 3 });
    applyLiveEvent(client, 'translation', { ...queued, queuePosition: 1 });
    expect(live()?.queuePosition).toBe(1);
    expect(client.getQueryData<Translation>(documentKeys.translation('q'))?.queuePosition).toBe(1);
    applyLiveEvent(client, 'translation', { ...queued, status: 'processing' });
    expect(live()?.queuePosition).toBeUndefined();
  });
});

describe('folder events', () => {
  it('adds and renames folders in name order and drops soft-deleted or deleted ones', () => {
    const client = new QueryClient();
    client.setQueryData(documentKeys.folders, { folders: [folder('1', 'Beta'), folder('2', 'Delta')] });
    const names = () =>
      client.getQueryData<{ folders: Folder[] }>(documentKeys.folders)?.folders.map((f) => f.name);
    expect(applyLiveEvent(client, 'folder', folder('3', 'Alpha'))).toBe(true);
    expect(names()).toEqual(['Alpha', 'Beta', 'Delta']);
    applyLiveEvent(client, 'folder', folder('1', 'Gamma'));
    expect(names()).toEqual(['Alpha', 'Delta', 'Gamma']);
    applyLiveEvent(client, 'folder', folder('2', 'Delta', { deletedAt: '2026-11-21T00:00:00.000Z' }));
    expect(names()).toEqual(['Alpha', 'Gamma']);
    applyLiveEvent(client, 'folder', { id: '3', deleted: true });
    expect(names()).toEqual(['Gamma']);
    expect(applyLiveEvent(client, 'folder', { name: 'no id' })).toBe(false);
  });
});
