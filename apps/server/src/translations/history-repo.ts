import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files, folders, translations, users } from '../db/schema.ts';
import type { NewTranslationRow, TranslationRow } from './view.ts';

/** A keyset position: the exact stored createdAt (as Postgres text, microseconds kept) and the id. */
export interface PagePosition {
  createdAt: string;
  id: string;
}

export interface PageFilter {
  folderId?: string | null | undefined;
  status?: string | undefined;
  langTo?: string | undefined;
  /** Lowercase text the file name starts with, or contains anywhere with `anywhere`. */
  prefix?: string | undefined;
  anywhere?: boolean | undefined;
}

/** LIKE treats % and _ as wildcards and \ as the escape; a typed name means them literally. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The user's documents in history: camera translations not saved yet (in_history false) are
 * left out of every list, count, search, move and copy.
 */
export const historyOf = (userId: string) =>
  and(eq(translations.userId, userId), eq(translations.inHistory, true));

function filterConditions(userId: string, filter: PageFilter): (SQL | undefined)[] {
  return [
    historyOf(userId),
    filter.folderId === undefined
      ? undefined
      : filter.folderId === null
        ? isNull(translations.folderId)
        : eq(translations.folderId, filter.folderId),
    filter.status === undefined ? undefined : eq(translations.status, filter.status),
    filter.langTo === undefined ? undefined : eq(translations.langTo, filter.langTo),
    filter.prefix
      ? sql`${translations.fileNameLower} like ${(filter.anywhere ? '%' : '') + likePrefix(filter.prefix)} escape '\\'`
      : undefined,
  ];
}

/**
 * What a list shows: every column but a photo's recognised blocks, which can be many KB per row
 * (getImageBlocks reads them for one translation).
 */
const { blocks: _blocks, ...listedColumns } = getTableColumns(translations);
export type ListedRow = Omit<TranslationRow, 'blocks'>;

/** Whether the user has this folder and it is not deleted: a translation may be filed in it. */
export async function isLiveFolder(db: Db, userId: string, folderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.userId, userId), eq(folders.id, folderId), isNull(folders.deletedAt)));
  return row !== undefined;
}

/** The live list: newest first. */
export async function listRecent(db: Db, userId: string, limit: number): Promise<ListedRow[]> {
  return db
    .select(listedColumns)
    .from(translations)
    .where(historyOf(userId))
    .orderBy(desc(translations.createdAt), desc(translations.id))
    .limit(limit);
}

/** Newest first after `after`, `limit` rows, each with its exact keyset position. */
export async function listPage(
  db: Db,
  userId: string,
  filter: PageFilter,
  after: PagePosition | null,
  limit: number,
): Promise<(ListedRow & { position: string })[]> {
  const keyset = after
    ? sql`(${translations.createdAt}, ${translations.id}) < (${after.createdAt}::timestamptz, ${after.id})`
    : undefined;
  return db
    .select({ ...listedColumns, position: sql<string>`${translations.createdAt}::text` })
    .from(translations)
    .where(and(...filterConditions(userId, filter), keyset))
    .orderBy(desc(translations.createdAt), desc(translations.id))
    .limit(limit);
}

/** Documents per folder of the given ids (the caller's documents only). */
export async function countByFolder(
  db: Db,
  userId: string,
  folderIds: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ folderId: translations.folderId, n: count() })
    .from(translations)
    .where(and(historyOf(userId), inArray(translations.folderId, folderIds)))
    .groupBy(translations.folderId);
  return new Map(rows.map((row) => [row.folderId as string, Number(row.n)]));
}

/** A translation in the user's history (an unsaved camera translation is not in it). */
export async function findInHistory(db: Db, userId: string, id: string): Promise<TranslationRow | undefined> {
  const [row] = await db
    .select()
    .from(translations)
    .where(and(historyOf(userId), eq(translations.id, id)));
  return row;
}

/** The translations of the user's history among ids. */
export async function findManyInHistory(db: Db, userId: string, ids: string[]): Promise<TranslationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(translations)
    .where(and(historyOf(userId), inArray(translations.id, ids)));
}

export async function translationsInFolders(
  db: Db,
  userId: string,
  folderIds: string[],
): Promise<TranslationRow[]> {
  if (folderIds.length === 0) return [];
  return db
    .select()
    .from(translations)
    .where(and(historyOf(userId), inArray(translations.folderId, folderIds)))
    .orderBy(desc(translations.createdAt), desc(translations.id));
}

export async function moveTranslations(
  db: Db,
  userId: string,
  ids: string[],
  folderId: string | null,
  at: Date,
): Promise<TranslationRow[]> {
  return db
    .update(translations)
    .set({ folderId, updatedAt: at })
    .where(and(historyOf(userId), inArray(translations.id, ids)))
    .returning();
}

/** Moves the user's translations in the given folders to the root; returns the moved rows. */
export async function moveToRoot(db: Db, userId: string, folderIds: string[], at: Date) {
  if (folderIds.length === 0) return [];
  return db
    .update(translations)
    .set({ folderId: null, updatedAt: at })
    .where(and(historyOf(userId), inArray(translations.folderId, folderIds)))
    .returning();
}

export async function updateTranslation(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<NewTranslationRow>,
): Promise<TranslationRow | undefined> {
  const [row] = await db
    .update(translations)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(translations.userId, userId), eq(translations.id, id)))
    .returning();
  return row;
}

export async function insertTranslations(db: Db, rows: NewTranslationRow[]): Promise<TranslationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(translations).values(rows).returning();
}

export async function deleteTranslations(db: Db, userId: string, ids: string[]): Promise<TranslationRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(translations)
    .where(and(eq(translations.userId, userId), inArray(translations.id, ids)))
    .returning();
}

/** The names of the user's documents that start with `stem` (to pick a free "(copy n)" name). */
export async function namesStartingWith(db: Db, userId: string, stem: string): Promise<Set<string>> {
  const rows = await db
    .select({ fileName: translations.fileName })
    .from(translations)
    .where(
      and(
        historyOf(userId),
        sql`${translations.fileNameLower} like ${likePrefix(stem.toLowerCase())} escape '\\'`,
      ),
    );
  return new Set(rows.map((row) => row.fileName));
}

export async function nameTaken(
  db: Db,
  userId: string,
  fileName: string,
  exceptId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: translations.id })
    .from(translations)
    .where(
      and(historyOf(userId), eq(translations.fileName, fileName), sql`${translations.id} <> ${exceptId}`),
    )
    .limit(1);
  return row !== undefined;
}

/** Up to `limit` of the user's translations, camera ones too (deleting an account works in batches). */
export async function listUserTranslations(db: Db, userId: string, limit: number): Promise<TranslationRow[]> {
  return db
    .select()
    .from(translations)
    .where(eq(translations.userId, userId))
    .orderBy(translations.id)
    .limit(limit);
}

/** Every document of the user's history, oldest first (an account export). */
export async function listHistory(db: Db, userId: string): Promise<TranslationRow[]> {
  return db
    .select()
    .from(translations)
    .where(historyOf(userId))
    .orderBy(translations.createdAt, translations.id);
}

/** Which storage time: the originals' (originalsDays) or the whole documents' (translationsDays). */
export type StorageTimeKind = 'originals' | 'translations';

/**
 * Documents of any user whose storage time has run out at `now`: completed, in history, and
 * completed longer ago than the owner's days for that kind (originals: only those still kept).
 * A translation completes in the transaction that records its translated file, so that file's
 * creation time is when it completed (the row's updatedAt also moves on renames and moves).
 */
export async function listStorageTimeDue(
  db: Db,
  kind: StorageTimeKind,
  now: Date,
  limit: number,
): Promise<{ id: string; userId: string }[]> {
  // A literal field name: bound as a parameter, `->` could not tell text from an array index.
  const field = sql.raw(kind === 'originals' ? `'originalsDays'` : `'translationsDays'`);
  const setting = sql`(${users.preferences} -> 'storage' -> ${field})`;
  const days = sql`(case when jsonb_typeof(${setting}) = 'number' then (${setting})::text::float8 end)`;
  const completedAt = sql`coalesce(${files.createdAt}, ${translations.updatedAt})`;
  return db
    .select({ id: translations.id, userId: translations.userId })
    .from(translations)
    .innerJoin(users, eq(users.userId, translations.userId))
    .leftJoin(files, eq(files.id, translations.translatedFileId))
    .where(
      and(
        eq(translations.status, 'completed'),
        eq(translations.inHistory, true),
        kind === 'originals' ? isNotNull(translations.originalFileId) : undefined,
        sql`${days} is not null`,
        sql`${completedAt} <= ${now.toISOString()}::timestamptz - ${days} * interval '1 day'`,
      ),
    )
    .orderBy(translations.id)
    .limit(limit);
}
