import {
  FOLDER_COUNT_BATCH_SIZE,
  HISTORY_LIVE_PAGE_SIZE,
  type FunctionOutput,
  type Translation,
} from '@tolk/contract';
import { liveFolder } from './folders.ts';
import * as folderRepo from './folders-repo.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { HistoryDeps, Input } from './deps.ts';
import * as repo from '../translations/history-repo.ts';
import { withQueuePositions } from '../translations/queue-position.ts';
import { toTranslation } from '../translations/view.ts';

type Page = FunctionOutput<'listTranslationsByFolder'>;

/** Splits `items` into consecutive batches of `size`. */
export function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function listTranslations(deps: HistoryDeps, userId: string): Promise<{ items: Translation[] }> {
  const rows = await repo.listRecent(deps.db, userId, HISTORY_LIVE_PAGE_SIZE);
  return { items: await withQueuePositions(deps.db, rows.map(toTranslation)) };
}

/** One page, newest first: pageSize + 1 rows are read so the extra one tells whether more exist. */
async function page(
  deps: HistoryDeps,
  userId: string,
  filter: repo.PageFilter,
  pageSize: number,
  cursor: string | null,
): Promise<Page> {
  const after = decodeCursor(cursor);
  // Both reads at once: the folder check only decides whether the page may be shown.
  const [rows] = await Promise.all([
    repo.listPage(deps.db, userId, filter, after, pageSize + 1),
    filter.folderId ? liveFolder(deps.db, userId, filter.folderId) : undefined,
  ]);
  const hasMore = rows.length > pageSize;
  const items = rows.slice(0, pageSize);
  const last = items.at(-1);
  return {
    items: await withQueuePositions(deps.db, items.map(toTranslation)),
    hasMore,
    nextCursor: hasMore && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null,
  };
}

export function listTranslationsByFolder(
  deps: HistoryDeps,
  userId: string,
  input: Input<'listTranslationsByFolder'>,
): Promise<Page> {
  return page(deps, userId, { folderId: input.folderId }, input.pageSize, input.cursor);
}

export function listTranslationsFiltered(
  deps: HistoryDeps,
  userId: string,
  input: Input<'listTranslationsFiltered'>,
): Promise<Page> {
  const prefix = input.search?.trim().toLowerCase();
  const filter = {
    folderId: input.folderId,
    status: input.status,
    langTo: input.langTo,
    prefix,
    anywhere: input.match === 'contains',
  };
  return page(deps, userId, filter, input.pageSize, input.cursor);
}

/** Counts per folder, FOLDER_COUNT_BATCH_SIZE folders per query; ids that are not the caller's are left out. */
export async function countDocumentsByFolder(
  deps: HistoryDeps,
  userId: string,
  folderIds: string[],
): Promise<{ counts: Record<string, number> }> {
  const own = new Set((await folderRepo.folderTree(deps.db, userId)).map((folder) => folder.id));
  const wanted = [...new Set(folderIds)].filter((id) => own.has(id));
  const counts: Record<string, number> = {};
  for (const batch of batches(wanted, FOLDER_COUNT_BATCH_SIZE)) {
    const found = await repo.countByFolder(deps.db, userId, batch);
    for (const id of batch) counts[id] = found.get(id) ?? 0;
  }
  return { counts };
}
