import { MAX_CONCURRENT_UPLOADS, MAX_UPLOADS_PER_HOUR, MESSAGES, type ErrorCode } from '@tolk/contract';
import { notEnoughStorage } from './messages.ts';

/** A refused upload: the tus endpoint's HTTP status, the error code and the message shown. */
export interface UploadLimitRefusal {
  status: number;
  code: ErrorCode;
  message: string;
}

/**
 * Why a user may not open another upload session under the SPEC.md §5 limits and the storage
 * quota; undefined when they may. Space already promised to uploads in progress counts as used.
 */
export function uploadSessionRefusal(
  sessions: { active: number; lastHour: number; pendingBytes: number },
  owner: { storageUsed: number; storageQuota: number },
  fileSize: number,
): UploadLimitRefusal | undefined {
  if (sessions.active >= MAX_CONCURRENT_UPLOADS)
    return { status: 429, code: 'resource-exhausted', message: MESSAGES.tooManyConcurrentUploads };
  if (sessions.lastHour >= MAX_UPLOADS_PER_HOUR)
    return { status: 429, code: 'resource-exhausted', message: MESSAGES.uploadLimitReached };
  const used = owner.storageUsed + sessions.pendingBytes;
  if (used + fileSize > owner.storageQuota)
    return {
      status: 413,
      code: 'resource-exhausted',
      message: notEnoughStorage(fileSize, used, owner.storageQuota),
    };
  return undefined;
}
