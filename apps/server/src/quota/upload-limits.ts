import { MAX_CONCURRENT_UPLOADS, MAX_UPLOADS_PER_HOUR } from '@tolk/contract';
import { AppError } from '../errors.ts';
import { notEnoughStorage } from './messages.ts';

/** A refused upload: the tus endpoint's HTTP status and the error its body carries. */
export interface UploadLimitRefusal {
  status: number;
  error: AppError;
}

/**
 * Why a user may not open another upload session under the SPEC.md §5 limits and the storage
 * quota; undefined when they may. Space already promised to uploads in progress counts as used.
 */
export function uploadSessionRefusal(
  sessions: { active: number; lastHour: number; pendingBytes: number },
  storage: { used: number; quota: number },
  fileSize: number,
): UploadLimitRefusal | undefined {
  if (sessions.active >= MAX_CONCURRENT_UPLOADS)
    return { status: 429, error: new AppError('resource-exhausted', 'TOO_MANY_CONCURRENT_UPLOADS') };
  if (sessions.lastHour >= MAX_UPLOADS_PER_HOUR)
    return { status: 429, error: new AppError('resource-exhausted', 'UPLOAD_LIMIT_REACHED') };
  const used = storage.used + sessions.pendingBytes;
  if (used + fileSize > storage.quota)
    return { status: 413, error: notEnoughStorage(fileSize, used, storage.quota) };
  return undefined;
}
