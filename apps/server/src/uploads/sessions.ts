import { UPLOAD_SESSION_LIFE_MS } from '@tolk/contract';
import { AppError } from '../errors.ts';
import type { FilesDeps } from '../files/service.ts';
import { getQuota } from '../quota/service.ts';
import * as quota from '../quota/repo.ts';
import { uploadSessionRefusal } from '../quota/upload-limits.ts';
import * as repo from './repo.ts';

/** A refusal of the tus endpoint: its HTTP status and the error its body carries. */
export class UploadRefused extends Error {
  readonly status: number;
  readonly error: AppError;
  constructor(status: number, error: AppError) {
    super(error.message);
    this.name = 'UploadRefused';
    this.status = status;
    this.error = error;
  }
}

/** A file whose bytes are none of the formats Tolk reads (415). */
export const unsupportedType = () =>
  new UploadRefused(415, new AppError('invalid-argument', 'UNSUPPORTED_TYPE'));

export interface NewSession {
  sessionId: string;
  fileName: string;
  fileSize: number;
}

/**
 * Opens an upload session under the SPEC.md §5 limits and the storage quota. The user's row is
 * locked for the transaction, so parallel creations of one user are counted one after another.
 */
export async function openSession(
  deps: FilesDeps,
  userId: string,
  input: NewSession,
): Promise<repo.SessionRow> {
  // Creates the user document with its defaults if missing, and applies the monthly reset.
  await getQuota(deps, userId, undefined);
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const owner = await quota.storageLeft(tx, deps.premiumLimits, userId, { lock: true });
    if (!owner) throw new UploadRefused(401, new AppError('unauthenticated', 'AUTHENTICATION_REQUIRED'));
    const refused = uploadSessionRefusal(await repo.countSessions(tx, userId, now), owner, input.fileSize);
    if (refused) throw new UploadRefused(refused.status, refused.error);
    return repo.insertSession(tx, {
      sessionId: input.sessionId,
      userId,
      fileName: input.fileName,
      fileSize: input.fileSize,
      uploadedBytes: 0,
      status: 'active',
      createdAt: now,
      expiresAt: new Date(now.getTime() + UPLOAD_SESSION_LIFE_MS),
    });
  });
}

/** The caller's session that can still take bytes; refusals say why. */
export async function liveSession(
  deps: FilesDeps,
  userId: string,
  sessionId: string,
): Promise<repo.SessionRow> {
  const row = await repo.findOwnedSession(deps.db, userId, sessionId);
  if (!row) throw new UploadRefused(404, new AppError('not-found', 'UPLOAD_NOT_FOUND'));
  return row;
}
