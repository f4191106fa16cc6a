import { UPLOAD_SESSION_LIFE_MS } from '@tolk/contract';
import type { DetailedError, PreviousUpload } from 'tus-js-client';
import { classifyUploadError, type UploadFailure } from './uploadErrors';
import { getBearerToken } from './bearerToken';
import { API_BASE_URL, absoluteApiUrl } from './config';

export const UPLOAD_ENDPOINT_PATH = '/api/uploads/';

export interface UploadCallbacks {
  onProgress(percent: number, bytesSent: number, bytesTotal: number): void;
  /** The tus upload id, which analyzeDocument and translateDocument take as uploadId. */
  onSuccess(uploadId: string): void;
  onError(failure: UploadFailure): void;
}

export interface UploadHandle {
  /** Stops the upload and asks the server to drop what it has, freeing the upload session. */
  cancel(): Promise<void>;
}

/** The last path segment of the tus upload URL is the upload (session) id. */
export function uploadIdFromUrl(url: string): string | null {
  try {
    const path = new URL(url, 'http://localhost').pathname;
    const last = path.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : null;
  } catch {
    return null;
  }
}

/** Whole percent, never 100 before the server confirmed the last byte. */
export function uploadPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((sent / total) * 100));
}

/** Sessions live 30 minutes (SPEC.md §9): older stored uploads cannot be resumed. */
export function resumable(previous: PreviousUpload, now: number): boolean {
  const created = Date.parse(previous.creationTime);
  return Number.isFinite(created) && now - created < UPLOAD_SESSION_LIFE_MS && previous.uploadUrl !== null;
}

export function failureFromError(error: unknown, detailed: typeof DetailedError): UploadFailure {
  if (error instanceof detailed && error.originalResponse) {
    return classifyUploadError({
      status: error.originalResponse.getStatus(),
      body: error.originalResponse.getBody(),
    });
  }
  return classifyUploadError({ status: null, body: null });
}

/**
 * Uploads a file to the tus endpoint with the metadata of SPEC.md §7 (originalName, uploadTime and
 * the content type). Fingerprints are stored, so the same file picked again by the same user within
 * a session's life resumes where it stopped instead of starting over. The tus client is fetched
 * with the first upload, not at start-up.
 */
export function startUpload(file: File, userId: string, callbacks: UploadCallbacks): UploadHandle {
  let cancelled = false;
  const created = import('tus-js-client').then(({ Upload, DetailedError }) => {
    const token = getBearerToken();
    const upload = new Upload(file, {
      endpoint: absoluteApiUrl(UPLOAD_ENDPOINT_PATH),
      metadata: {
        filename: file.name,
        originalName: file.name,
        filetype: file.type || 'application/octet-stream',
        uploadTime: new Date().toISOString(),
      },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // Per user: another account on this browser must not try to resume someone else's upload.
      fingerprint: async (input: File) =>
        ['tolk', userId, input.name, input.type, input.size, input.lastModified].join('|'),
      onBeforeRequest: (request) => {
        // A cross-origin API (native app, split deployment) needs the cookie sent explicitly.
        const xhr = request.getUnderlyingObject() as XMLHttpRequest | undefined;
        if (API_BASE_URL && xhr && 'withCredentials' in xhr) xhr.withCredentials = true;
      },
      onProgress: (sent, total) => callbacks.onProgress(uploadPercent(sent, total), sent, total),
      onSuccess: () => {
        const id = upload.url ? uploadIdFromUrl(upload.url) : null;
        if (id) callbacks.onSuccess(id);
        else callbacks.onError(classifyUploadError({ status: 500, body: null }));
      },
      onError: (error) => callbacks.onError(failureFromError(error, DetailedError)),
    });
    void upload
      .findPreviousUploads()
      .catch(() => [] as PreviousUpload[])
      .then((previous) => {
        if (cancelled) return;
        const now = Date.now();
        const latest = previous.filter((p) => resumable(p, now)).at(-1);
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      });
    return upload;
  });
  // The client's code could not be fetched (offline): a network failure like any other.
  created.catch(() => callbacks.onError(classifyUploadError({ status: null, body: null })));

  return {
    async cancel() {
      cancelled = true;
      const upload = await created.catch(() => undefined);
      // terminate = DELETE on the server, so the session no longer counts as active.
      await upload?.abort(upload.url !== null).catch(() => undefined);
    },
  };
}
