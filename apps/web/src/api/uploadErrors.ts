import { MESSAGES } from '@tolk/contract';

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
  /** The server's own message when it gave one we can show; otherwise null (the UI says it). */
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

/** The server's message from a plain-text or `{error:{message}}`/`{message}` JSON body; never HTML. */
export function messageFromBody(body: string | null): string | null {
  const text = body?.trim() ?? '';
  if (!text || text.startsWith('<')) return null;
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
      const message =
        typeof parsed.error === 'object' ? parsed.error?.message : (parsed.message ?? parsed.error);
      return typeof message === 'string' && message.trim() ? message.trim() : null;
    } catch {
      return null;
    }
  }
  return text.length <= 300 ? text : null;
}

function failure(
  kind: UploadFailureKind,
  serverMessage: string | null,
  retryable: boolean,
  upgradeHelps = false,
): UploadFailure {
  return { kind, serverMessage, retryable, upgradeHelps };
}

/** Maps a refused or broken upload to what the user is told (SPEC.md §5 messages kept word for word). */
export function classifyUploadError({ status, body }: UploadResponseInfo): UploadFailure {
  const message = messageFromBody(body);
  if (status === null || status === 0) return failure('network', null, true);
  if (status === 429) {
    if (message === MESSAGES.uploadLimitReached) return failure('hourly-limit', message, true);
    if (message === MESSAGES.tooManyConcurrentUploads) return failure('too-many-uploads', message, true);
    return failure(
      /hour|limit reached/i.test(message ?? '') ? 'hourly-limit' : 'too-many-uploads',
      message,
      true,
    );
  }
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
