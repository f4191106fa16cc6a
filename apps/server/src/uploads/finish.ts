import { buffer } from 'node:stream/consumers';
import * as filesRepo from '../files/repo.ts';
import { newStorageKey, sha256, type FilesDeps } from '../files/service.ts';
import { AppError } from '../errors.ts';
import { notEnoughStorage } from '../quota/messages.ts';
import * as quota from '../quota/repo.ts';
import { publishQuota } from '../quota/service.ts';
import { detectType } from './content.ts';
import { readUpload } from './datastore.ts';
import * as repo from './repo.ts';
import { unsupportedType, UploadRefused } from './sessions.ts';
import type { DataStore } from '@tus/server';

export interface UploadsDeps extends FilesDeps {
  datastore: DataStore;
}

/** Drops an upload's partial bytes and marks its session failed. */
export async function discardUpload(deps: UploadsDeps, sessionId: string): Promise<void> {
  await repo.failSession(deps.db, sessionId);
  await deps.datastore.remove(sessionId).catch(() => undefined);
}

export interface FinishedUpload {
  uploadId: string;
  fileId: string;
  format: string;
}

/**
 * The last byte arrived: check the whole file's type, move it into the file store as the user's
 * original, and complete the session (storageUsed and uploadCount go up in the same transaction).
 */
export async function finishUpload(
  deps: UploadsDeps,
  userId: string,
  sessionId: string,
): Promise<FinishedUpload> {
  const session = await repo.findOwnedSession(deps.db, userId, sessionId);
  if (!session || session.status !== 'active')
    throw new UploadRefused(404, new AppError('not-found', 'UPLOAD_NOT_FOUND'));
  const bytes = await buffer(await readUpload(deps.datastore, sessionId));
  const type = detectType(bytes, session.fileName);
  if (!type) {
    await discardUpload(deps, sessionId);
    throw unsupportedType();
  }
  const key = newStorageKey(userId);
  await deps.storage.put(key, bytes, bytes.byteLength, type.contentType);
  const fileId = await deps.db
    .transaction(async (tx) => {
      if (!(await quota.reserveStorage(tx, deps.premiumLimits, userId, bytes.byteLength))) return undefined;
      const file = await filesRepo.insertFile(tx, {
        userId,
        kind: 'original',
        storageKey: key,
        fileName: session.fileName,
        contentType: type.contentType,
        size: bytes.byteLength,
        sha256: sha256(bytes),
      });
      if (!(await repo.completeSession(tx, sessionId, file.id)))
        throw new Error('upload session is no longer active');
      await quota.countUpload(tx, userId);
      return file.id;
    })
    .catch(async (error: unknown) => {
      await deps.storage.delete(key).catch(() => undefined);
      throw error;
    });
  if (!fileId) {
    await deps.storage.delete(key).catch(() => undefined);
    const left = await quota.storageLeft(deps.db, deps.premiumLimits, userId);
    await discardUpload(deps, sessionId);
    throw new UploadRefused(413, notEnoughStorage(bytes.byteLength, left?.used ?? 0, left?.quota ?? 0));
  }
  await deps.datastore.remove(sessionId).catch(() => undefined);
  await publishQuota(deps, userId);
  return { uploadId: sessionId, fileId, format: type.format };
}

/** Fails active sessions past their life and drops their partial bytes. */
export async function expireUploads(deps: UploadsDeps, now = new Date(), userId?: string): Promise<number> {
  const expired = await repo.expireSessions(deps.db, now, userId);
  for (const id of expired) await deps.datastore.remove(id).catch(() => undefined);
  return expired.length;
}
