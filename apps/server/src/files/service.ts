import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../errors.ts';
import type { Db } from '../db/client.ts';
import type { PlanLimits } from '../quota/limits.ts';
import type { FileKind } from '../db/schema.ts';
import * as quota from '../quota/repo.ts';
import { checkStorageFits, reserveStorageOrRefuse, storageRefusal } from '../quota/refusals.ts';
import { publishQuota, type QuotaDeps } from '../quota/service.ts';
import type { BlobStore, ByteRange } from './blob-store.ts';
import { withDerivedKeys } from './derived-keys.ts';
import * as repo from './repo.ts';

export type { FileRow } from './repo.ts';

export interface FilesDeps extends QuotaDeps {
  storage: BlobStore;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A fresh storage key for a user's file: nothing else ever writes there. */
export const newStorageKey = (userId: string) => `${userId}/${randomUUID()}`;

export interface StoreFileInput {
  userId: string;
  kind: FileKind;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  /** Refuse with resource-exhausted when the user's storage quota would be exceeded. */
  enforceQuota?: boolean;
}

/** Writes the bytes, then the row and the storageUsed increment in one transaction. */
export async function storeFile(deps: FilesDeps, input: StoreFileInput): Promise<repo.FileRow> {
  const key = newStorageKey(input.userId);
  const size = input.bytes.byteLength;
  await deps.storage.put(key, input.bytes, size, input.contentType);
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (input.enforceQuota) {
        if (!(await quota.reserveStorage(tx, deps.premiumLimits, input.userId, size))) return undefined;
      } else await quota.adjustStorage(tx, input.userId, size);
      return repo.insertFile(tx, {
        userId: input.userId,
        kind: input.kind,
        storageKey: key,
        fileName: input.fileName,
        contentType: input.contentType,
        size,
        sha256: sha256(input.bytes),
      });
    });
    if (!row) throw await storageRefusal(deps, input.userId, size);
    await publishQuota(deps, input.userId);
    return row;
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

const fileNotFound = () => new AppError('not-found', 'FILE_NOT_FOUND');

/** The user's own file; another user's file is "not found" like a missing one. */
export async function getOwnedFile(deps: FilesDeps, userId: string, fileId: string): Promise<repo.FileRow> {
  const row = await repo.findOwnedFile(deps.db, userId, fileId);
  if (!row) throw fileNotFound();
  return row;
}

export async function readFile(deps: FilesDeps, userId: string, fileId: string): Promise<Buffer> {
  const row = await getOwnedFile(deps, userId, fileId);
  return deps.storage.readAll(row.storageKey);
}

export async function openFile(
  deps: FilesDeps,
  userId: string,
  fileId: string,
  range?: ByteRange,
): Promise<{ row: repo.FileRow; stream: Readable }> {
  const row = await getOwnedFile(deps, userId, fileId);
  return { row, stream: await deps.storage.read(row.storageKey, range) };
}

/**
 * Copies of a user's files whose bytes are written but whose rows are not: storeCopiedFiles
 * stores them in the caller's transaction; when that fails, discardCopiedFiles deletes the bytes.
 */
export interface CopiedFiles {
  userId: string;
  /** One new row per source id asked for, in that order; ids are chosen up front. */
  rows: repo.NewFileRow[];
}

const sizeOf = (rows: repo.NewFileRow[]) => rows.reduce((sum, row) => sum + row.size, 0);

/**
 * Copies the bytes of the user's files (an id asked for twice is copied twice). Refuses with
 * resource-exhausted, before copying anything, when the copies clearly do not fit; only
 * storeCopiedFiles reserves the storage. On failure the bytes copied so far are deleted.
 */
export async function copyBlobs(deps: FilesDeps, userId: string, fileIds: string[]): Promise<CopiedFiles> {
  const sources = new Map(
    (await repo.findOwnedFiles(deps.db, userId, [...new Set(fileIds)])).map((row) => [row.id, row]),
  );
  const copies = fileIds.map((fileId) => {
    const source = sources.get(fileId);
    if (!source) throw fileNotFound();
    const { id: _id, createdAt: _createdAt, ...rest } = source;
    return { from: source.storageKey, row: { ...rest, id: randomUUID(), storageKey: newStorageKey(userId) } };
  });
  const copied: CopiedFiles = { userId, rows: copies.map((copy) => copy.row) };
  const needed = sizeOf(copied.rows);
  await checkStorageFits(deps, userId, needed);
  try {
    for (const { from, row } of copies) await deps.storage.copy(from, row.storageKey);
  } catch (error) {
    await discardCopiedFiles(deps, copied);
    throw error;
  }
  return copied;
}

/**
 * In the caller's transaction: reserves the copies' whole size with one conditional update of
 * storageUsed (resource-exhausted when it does not fit, so parallel copies never half-reserve)
 * and inserts their rows. Publish the quota once the transaction commits.
 */
export async function storeCopiedFiles(tx: Db, premium: PlanLimits, copied: CopiedFiles): Promise<void> {
  await reserveStorageOrRefuse(tx, premium, copied.userId, sizeOf(copied.rows));
  await repo.insertFiles(tx, copied.rows);
}

/** Deletes the bytes of copies whose rows were never stored. */
export async function discardCopiedFiles(deps: FilesDeps, copied: CopiedFiles): Promise<void> {
  await Promise.all(copied.rows.map((row) => deps.storage.delete(row.storageKey).catch(() => undefined)));
}

/** Copies a user's file to a new file of theirs (bytes and row); counts against their storage quota. */
export async function copyStoredFile(deps: FilesDeps, userId: string, fileId: string): Promise<string> {
  const copied = await copyBlobs(deps, userId, [fileId]);
  try {
    await deps.db.transaction((tx) => storeCopiedFiles(tx, deps.premiumLimits, copied));
  } catch (error) {
    await discardCopiedFiles(deps, copied);
    throw error;
  }
  await publishQuota(deps, userId);
  return copied.rows[0]?.id as string;
}

/** Files whose rows a transaction removed: their bytes go once it has committed. */
export interface RemovedFiles {
  userId: string;
  ids: string[];
  storageKeys: string[];
}

/**
 * Deletes the file rows (storageUsed given back) in the caller's transaction. The bytes must
 * wait for that transaction to commit (`dropRemovedFiles`): deleted earlier, a crash before the
 * commit would leave rows pointing at nothing (the fault suite saw it).
 */
export async function removeFileRows(db: Db, userId: string, fileIds: string[]): Promise<RemovedFiles> {
  const unique = [...new Set(fileIds)];
  const rows = unique.length > 0 ? await repo.deleteOwnedFiles(db, userId, unique) : [];
  await quota.adjustStorage(db, userId, -rows.reduce((sum, row) => sum + row.size, 0));
  return { userId, ids: rows.map((row) => row.id), storageKeys: rows.map((row) => row.storageKey) };
}

/** After the commit: the bytes (a leftover only costs disk until the orphan sweep) and the quota event. */
export async function dropRemovedFiles(deps: FilesDeps, removed: RemovedFiles): Promise<void> {
  const keys = removed.storageKeys.flatMap(withDerivedKeys);
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
  if (removed.ids.length > 0) await publishQuota(deps, removed.userId);
}

/** Deletes files, rows in one transaction and then their bytes. Returns the ids deleted. */
export async function deleteStoredFiles(
  deps: FilesDeps,
  userId: string,
  fileIds: string[],
): Promise<string[]> {
  const removed = await deps.db.transaction((tx) => removeFileRows(tx, userId, fileIds));
  await dropRemovedFiles(deps, removed);
  return removed.ids;
}
