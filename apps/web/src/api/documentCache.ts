import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { HISTORY_LIVE_PAGE_SIZE, type Folder, type Translation } from '@tolk/contract';
import { documentKeys, isListParams, matchesList, type TranslationPage } from './documentKeys';

type Pages = InfiniteData<TranslationPage, unknown>;
type LiveList = { items: Translation[] };

const newerFirst = (a: Translation, b: Translation) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

function isPages(data: unknown): data is Pages {
  return typeof data === 'object' && data !== null && Array.isArray((data as Pages).pages);
}

function isLiveList(data: unknown): data is LiveList {
  return typeof data === 'object' && data !== null && Array.isArray((data as LiveList).items);
}

/**
 * Puts a translation where it belongs in paged lists: replaced in place, dropped when it no longer
 * matches, or inserted by createdAt among the loaded items. A newer one goes on the first page; an
 * older one past the loaded pages is left for the next page fetch to bring.
 */
export function upsertInPages(data: Pages, translation: Translation, belongs: boolean): Pages {
  const present = data.pages.some((page) => page.items.some((item) => item.id === translation.id));
  if (present) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: belongs
          ? page.items.map((item) => (item.id === translation.id ? translation : item))
          : page.items.filter((item) => item.id !== translation.id),
      })),
    };
  }
  if (!belongs) return data;
  const pages = data.pages.map((page) => ({ ...page, items: [...page.items] }));
  for (const page of pages) {
    const at = page.items.findIndex((item) => newerFirst(translation, item) < 0);
    if (at >= 0) {
      page.items.splice(at, 0, translation);
      return { ...data, pages };
    }
  }
  const last = pages.at(-1);
  if (!last) return { ...data, pages: [{ items: [translation], nextCursor: null, hasMore: false }] };
  if (last.hasMore) return data;
  last.items.push(translation);
  return { ...data, pages };
}

export function removeFromPages(data: Pages, id: string): Pages {
  if (!data.pages.some((page) => page.items.some((item) => item.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
  };
}

/** The live list of SPEC.md §7: newest 50 by createdAt. */
export function upsertInLiveList(data: LiveList, translation: Translation): LiveList {
  const items = [translation, ...data.items.filter((item) => item.id !== translation.id)].sort(newerFirst);
  return { ...data, items: items.slice(0, HISTORY_LIVE_PAGE_SIZE) };
}

const countRefreshes = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

/** A burst of events (a folder deleted with its documents) refreshes the counts once. */
function refreshFolderCounts(client: QueryClient): void {
  clearTimeout(countRefreshes.get(client));
  countRefreshes.set(
    client,
    setTimeout(() => void client.invalidateQueries({ queryKey: documentKeys.folderCounts }), 250),
  );
}

/** Where this translation is cached now, so a change of folder can refresh the folder counts. */
function knownFolderId(client: QueryClient, id: string): string | null | undefined {
  const single = client.getQueryData<Translation>(documentKeys.translation(id));
  if (single) return single.folderId;
  for (const [, data] of client.getQueriesData({ queryKey: documentKeys.translations })) {
    const items = isPages(data) ? data.pages.flatMap((p) => p.items) : isLiveList(data) ? data.items : [];
    const found = items.find((item) => item.id === id);
    if (found) return found.folderId;
  }
  return undefined;
}

/**
 * Most events of a queued translation (its own, a rename) do not carry its place in the queue: the
 * place last heard stays until an event or a read brings a new one.
 */
function withKnownPlace(client: QueryClient, translation: Translation): Translation {
  if (translation.status !== 'queued' || translation.queuePosition !== undefined) return translation;
  const known = client.getQueryData<Translation>(documentKeys.translation(translation.id))?.queuePosition;
  if (known !== undefined) return { ...translation, queuePosition: known };
  for (const [, data] of client.getQueriesData({ queryKey: documentKeys.translations })) {
    const items = isPages(data) ? data.pages.flatMap((p) => p.items) : isLiveList(data) ? data.items : [];
    const found = items.find((item) => item.id === translation.id)?.queuePosition;
    if (found !== undefined) return { ...translation, queuePosition: found };
  }
  return translation;
}

/**
 * A 'translation' event: the full Translation, or `{id, deleted: true}`. A camera translation not
 * saved yet (inHistory false) is cached by id for its result screen but kept out of every list.
 */
export function applyTranslationChange(client: QueryClient, change: Translation): void {
  const translation = withKnownPlace(client, change);
  const previousFolder = knownFolderId(client, translation.id);
  client.setQueryData(documentKeys.translation(translation.id), translation);
  for (const query of client.getQueryCache().findAll({ queryKey: documentKeys.translations })) {
    const data = query.state.data;
    const params = query.queryKey[2];
    if (isPages(data) && isListParams(params)) {
      const belongs = translation.inHistory && matchesList(params, translation);
      client.setQueryData(query.queryKey, upsertInPages(data, translation, belongs));
    } else if (isLiveList(data)) {
      client.setQueryData(
        query.queryKey,
        translation.inHistory
          ? upsertInLiveList(data, translation)
          : { ...data, items: data.items.filter((item) => item.id !== translation.id) },
      );
    }
  }
  if (previousFolder !== translation.folderId) refreshFolderCounts(client);
}

export function applyTranslationDeleted(client: QueryClient, id: string): void {
  client.removeQueries({ queryKey: documentKeys.translation(id), exact: true });
  for (const query of client.getQueryCache().findAll({ queryKey: documentKeys.translations })) {
    const data = query.state.data;
    if (isPages(data)) client.setQueryData(query.queryKey, removeFromPages(data, id));
    else if (isLiveList(data))
      client.setQueryData(query.queryKey, { ...data, items: data.items.filter((i) => i.id !== id) });
  }
  refreshFolderCounts(client);
}

type FolderList = { folders: Folder[] };

/** Folders are listed by name, not deleted (SPEC.md §4, §7). */
export function upsertFolder(data: FolderList, folder: Folder): FolderList {
  const others = data.folders.filter((f) => f.id !== folder.id);
  if (folder.deletedAt) return { folders: others };
  return { folders: [...others, folder].sort((a, b) => a.name.localeCompare(b.name)) };
}

export function applyFolderChange(client: QueryClient, folder: Folder): void {
  client.setQueryData<FolderList>(documentKeys.folders, (old) => old && upsertFolder(old, folder));
}

export function applyFolderDeleted(client: QueryClient, id: string): void {
  client.setQueryData<FolderList>(
    documentKeys.folders,
    (old) => old && { folders: old.folders.filter((f) => f.id !== id) },
  );
}
