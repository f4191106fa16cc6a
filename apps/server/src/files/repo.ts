import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function findOwnedFile(db: Db, userId: string, fileId: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.userId, userId)));
  return row;
}

export async function findOwnedFiles(db: Db, userId: string, fileIds: string[]): Promise<FileRow[]> {
  if (fileIds.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, fileIds), eq(files.userId, userId)));
}

export async function insertFile(db: Db, row: NewFileRow): Promise<FileRow> {
  const [stored] = await db.insert(files).values(row).returning();
  if (!stored) throw new Error('file row was not inserted');
  return stored;
}

/** Inserts many file rows, in batches that stay under the driver's bound-parameter limit. */
export async function insertFiles(db: Db, rows: NewFileRow[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 1000) await db.insert(files).values(rows.slice(at, at + 1000));
}

export async function deleteOwnedFiles(db: Db, userId: string, fileIds: string[]): Promise<FileRow[]> {
  if (fileIds.length === 0) return [];
  return db
    .delete(files)
    .where(and(inArray(files.id, fileIds), eq(files.userId, userId)))
    .returning();
}

/** Any user's file by id: only for checks that establish ownership another way (signed URLs). */
export async function findFile(db: Db, fileId: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row;
}

/** Which of the given storage keys a file row refers to. */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}

/** Up to `limit` of the user's files, any kind (deleting an account works through them in batches). */
export async function listUserFiles(db: Db, userId: string, limit: number): Promise<FileRow[]> {
  return db.select().from(files).where(eq(files.userId, userId)).orderBy(files.id).limit(limit);
}

/** Files of one kind stored before `before`, any user (expired account exports). */
export async function listFilesOfKindBefore(
  db: Db,
  kind: FileRow['kind'],
  before: Date,
  limit: number,
): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.kind, kind), lt(files.createdAt, before)))
    .orderBy(files.createdAt)
    .limit(limit);
}

/** The user's files of one kind (an account's earlier exports). */
export async function listUserFilesOfKind(db: Db, userId: string, kind: FileRow['kind']): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.kind, kind)));
}

/** Gives the user's file another name (what a download and the account export call it). */
export async function setFileName(db: Db, userId: string, fileId: string, fileName: string): Promise<void> {
  await db
    .update(files)
    .set({ fileName })
    .where(and(eq(files.userId, userId), eq(files.id, fileId)));
}
