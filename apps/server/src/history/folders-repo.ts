import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { folders } from '../db/schema.ts';

export type FolderRow = typeof folders.$inferSelect;
export type NewFolderRow = typeof folders.$inferInsert;

/** One node of a user's folder tree, enough to walk it without further queries. */
export interface FolderNode {
  id: string;
  parentId: string | null;
  deletedAt: Date | null;
}

export async function findFolder(db: Db, userId: string, folderId: string): Promise<FolderRow | undefined> {
  const [row] = await db
    .select()
    .from(folders)
    .where(and(eq(folders.userId, userId), eq(folders.id, folderId)));
  return row;
}

/** Every folder of the user, deleted ones included. */
export async function allFolders(db: Db, userId: string): Promise<FolderRow[]> {
  return db.select().from(folders).where(eq(folders.userId, userId));
}

export async function insertFolder(db: Db, row: NewFolderRow): Promise<FolderRow> {
  const [stored] = await db.insert(folders).values(row).returning();
  if (!stored) throw new Error('folder insert returned no row');
  return stored;
}

/** Not deleted, by name ascending; every folder of the user when parentId is undefined. */
export async function listFolders(
  db: Db,
  userId: string,
  parentId: string | null | undefined,
): Promise<FolderRow[]> {
  const parent =
    parentId === undefined
      ? undefined
      : parentId === null
        ? isNull(folders.parentId)
        : eq(folders.parentId, parentId);
  return db
    .select()
    .from(folders)
    .where(and(eq(folders.userId, userId), isNull(folders.deletedAt), parent))
    .orderBy(asc(folders.name), asc(folders.id));
}

export async function updateFolder(
  db: Db,
  userId: string,
  folderId: string,
  patch: Partial<Pick<NewFolderRow, 'name' | 'color' | 'parentId' | 'deletedAt'>>,
): Promise<FolderRow | undefined> {
  const [row] = await db
    .update(folders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(folders.userId, userId), eq(folders.id, folderId)))
    .returning();
  return row;
}

/** The user's whole folder tree (deleted folders included), for walking subtrees in memory. */
export async function folderTree(db: Db, userId: string): Promise<FolderNode[]> {
  return db
    .select({ id: folders.id, parentId: folders.parentId, deletedAt: folders.deletedAt })
    .from(folders)
    .where(eq(folders.userId, userId));
}

export async function softDeleteFolders(
  db: Db,
  userId: string,
  folderIds: string[],
  at: Date,
): Promise<FolderRow[]> {
  if (folderIds.length === 0) return [];
  return db
    .update(folders)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(folders.userId, userId), inArray(folders.id, folderIds), isNull(folders.deletedAt)))
    .returning();
}

export async function deleteFolders(db: Db, userId: string, folderIds: string[]): Promise<number> {
  if (folderIds.length === 0) return 0;
  const rows = await db
    .delete(folders)
    .where(and(eq(folders.userId, userId), inArray(folders.id, folderIds)))
    .returning({ id: folders.id });
  return rows.length;
}

/** The names (lower-cased) of the user's live folders under parentId (null: the root), but exceptId. */
export async function siblingNames(
  db: Db,
  userId: string,
  parentId: string | null,
  exceptId?: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ name: folders.name })
    .from(folders)
    .where(
      and(
        eq(folders.userId, userId),
        parentId === null ? isNull(folders.parentId) : eq(folders.parentId, parentId),
        isNull(folders.deletedAt),
        exceptId === undefined ? undefined : ne(folders.id, exceptId),
      ),
    );
  return new Set(rows.map((row) => row.name.toLowerCase()));
}
