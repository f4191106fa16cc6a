import { MESSAGES } from '@tolk/contract';
import { errorMessage, failureReason } from './errors';

/** Why an upload stopped, in the words the card and the notification use. */
export type UploadFailureKind =
  | 'too-many-uploads'
  | 'hourly-limit'
  | 'storage-full'
  | 'unsupported-type'
  | 'signed-out'
  | 'expired'
  | 'network'
  | 'server';

export interface UploadFailure {
  kind: UploadFailureKind;
  /** What the server said, in the UI language (its reason's message), when it said something; otherwise null (the UI says it). */
  serverMessage: string | null;
  /** Whether trying again later can work without changing anything. */
  retryable: boolean;
  /** Whether upgrading the plan would help (storage full). */
  upgradeHelps: boolean;
}

/** What the tus client saw: the HTTP status and body of the refusing response, if any. */
export interface UploadResponseInfo {
  status: number | null;
  body: string | null;
}

/** The refusal in a response body: a JSON error body as it is, a short plain text as its message; never HTML. */
export function refusalFromBody(body: string | null): object | null {
  const text = body?.trim() ?? '';
  if (!text || text.startsWith('<')) return null;
  if (!text.startsWith('{')) return text.length <= 300 ? { message: text } : null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

function failure(
  kind: UploadFailureKind,
  serverMessage: string | null,
  retryable: boolean,
  upgradeHelps = false,
): UploadFailure {
  return { kind, serverMessage, retryable, upgradeHelps };
}

/** Which of the two limits of SPEC.md §5 a 429 is: by its reason, else by its words. */
function limitKind(refusal: object | null, message: string | null): UploadFailureKind {
  const reason = failureReason(refusal);
  if (reason === 'UPLOAD_LIMIT_REACHED' || message === MESSAGES.uploadLimitReached) return 'hourly-limit';
  if (reason === 'TOO_MANY_CONCURRENT_UPLOADS' || message === MESSAGES.tooManyConcurrentUploads)
    return 'too-many-uploads';
  return /hour|limit reached/i.test(message ?? '') ? 'hourly-limit' : 'too-many-uploads';
}

/** Maps a refused or broken upload to what the user is told, in the UI language. */
export function classifyUploadError({ status, body }: UploadResponseInfo): UploadFailure {
  const refusal = refusalFromBody(body);
  const message = errorMessage(refusal, null);
  if (status === null || status === 0) return failure('network', null, true);
  if (status === 429) return failure(limitKind(refusal, message), message, true);
  if (status === 413) return failure('storage-full', message, false, true);
  if (status === 415) return failure('unsupported-type', message, false);
  if (status === 401 || status === 403) return failure('signed-out', message, false);
  if (status === 404 || status === 410) return failure('expired', message, true);
  if (status >= 500) return failure('server', message, true);
  return failure('server', message, false);
}

/** i18n key of the fallback sentence for each kind (used when the server said nothing usable). */
export function uploadFailureKey(kind: UploadFailureKind): string {
  return `home.uploadErrors.${kind}`;
}
