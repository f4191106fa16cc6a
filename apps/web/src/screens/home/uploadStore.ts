import { MAX_CONCURRENT_UPLOADS, type Analysis } from '@tolk/contract';
import { startUpload, type UploadHandle } from '../../api/uploads';
import type { UploadFailure } from '../../api/uploadErrors';
import { guessFormat, isImageFormat } from './acceptedFiles';
import type { DocumentFormat } from './formatTypes';

export type UploadPhase =
  'waiting' | 'uploading' | 'upload-failed' | 'analyzing' | 'analysis-failed' | 'ready' | 'translating';

/** One file on the home screen, from the upload to its translation. */
export interface UploadItem {
  key: string;
  file: File;
  guessedFormat: DocumentFormat | null;
  /** Object URL of the file itself, for image thumbnails; revoked when the card goes. */
  imageUrl: string | null;
  phase: UploadPhase;
  uploadPercent: number;
  uploadId: string | null;
  uploadFailure: UploadFailure | null;
  analysis: Analysis | null;
  analysisError: string | null;
  translationId: string | null;
  /** Why translateDocument refused; upgradeHelps when the quota refused it (premium lifts it). */
  translateError: { message: string; upgradeHelps: boolean } | null;
  /** Set while translateDocument is being asked (before the translation exists). */
  submitting: boolean;
}

type Listener = () => void;

/**
 * The files of the home screen, kept outside React so an upload or translation keeps going (and
 * still notifies) when the user visits another screen and comes back.
 */
export function createUploadStore(
  start: typeof startUpload = startUpload,
  objectUrls: { create(file: File): string; revoke(url: string): void } = {
    create: (file) => URL.createObjectURL(file),
    revoke: (url) => URL.revokeObjectURL(url),
  },
) {
  let items: readonly UploadItem[] = [];
  const handles = new Map<string, UploadHandle>();
  const waiting: { key: string; userId: string }[] = [];
  const listeners = new Set<Listener>();
  let counter = 0;
  const onUploaded = new Set<(key: string) => void>();
  const onFailed = new Set<(key: string, failure: UploadFailure) => void>();

  const emit = () => listeners.forEach((listener) => listener());
  const get = (key: string) => items.find((item) => item.key === key);

  function update(key: string, patch: Partial<UploadItem>): void {
    if (!get(key)) return;
    items = items.map((item) => (item.key === key ? { ...item, ...patch } : item));
    emit();
  }

  /** Queues a file; at most MAX_CONCURRENT_UPLOADS run at once, as the server allows no more. */
  function begin(key: string, userId: string): void {
    if (!get(key)) return;
    waiting.push({ key, userId });
    update(key, { phase: 'waiting', uploadPercent: 0, uploadFailure: null });
    pump();
  }

  function pump(): void {
    while (handles.size < MAX_CONCURRENT_UPLOADS && waiting.length > 0) {
      const next = waiting.shift();
      if (next && get(next.key)) run(next.key, next.userId);
    }
  }

  function run(key: string, userId: string): void {
    const item = get(key);
    if (!item) return;
    update(key, { phase: 'uploading', uploadPercent: 0, uploadFailure: null });
    handles.set(
      key,
      start(item.file, userId, {
        onProgress: (percent) => update(key, { uploadPercent: percent }),
        onSuccess: (uploadId) => {
          handles.delete(key);
          update(key, { phase: 'analyzing', uploadPercent: 100, uploadId });
          onUploaded.forEach((listener) => listener(key));
          pump();
        },
        onError: (failure) => {
          handles.delete(key);
          update(key, { phase: 'upload-failed', uploadFailure: failure });
          onFailed.forEach((listener) => listener(key, failure));
          pump();
        },
      }),
    );
  }

  return {
    getSnapshot: () => items,
    get,
    update,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Called with an item's key once its bytes are on the server (the analysis starts then). */
    onUploaded(listener: (key: string) => void) {
      onUploaded.add(listener);
      return () => void onUploaded.delete(listener);
    },
    onFailed(listener: (key: string, failure: UploadFailure) => void) {
      onFailed.add(listener);
      return () => void onFailed.delete(listener);
    },
    /** Adds a card per file, newest on top, and starts their uploads. Returns the new keys. */
    add(files: readonly File[], userId: string): string[] {
      const added: UploadItem[] = files.map((file) => {
        const guessedFormat = guessFormat(file);
        return {
          key: `upload-${++counter}`,
          file,
          guessedFormat,
          imageUrl: isImageFormat(guessedFormat) ? objectUrls.create(file) : null,
          phase: 'waiting',
          uploadPercent: 0,
          uploadId: null,
          uploadFailure: null,
          analysis: null,
          analysisError: null,
          translationId: null,
          translateError: null,
          submitting: false,
        };
      });
      items = [...[...added].reverse(), ...items];
      emit();
      added.forEach((item) => begin(item.key, userId));
      return added.map((item) => item.key);
    },
    retryUpload: begin,
    /** Stops an upload in flight and removes its card; the server drops the partial file. */
    async cancel(key: string): Promise<void> {
      const handle = handles.get(key);
      handles.delete(key);
      remove(key);
      pump();
      await handle?.cancel();
    },
    remove,
    clear() {
      [...items].forEach((item) => void handles.get(item.key)?.cancel());
      handles.clear();
      waiting.length = 0;
      items.forEach((item) => item.imageUrl && objectUrls.revoke(item.imageUrl));
      items = [];
      emit();
    },
  };

  function remove(key: string): void {
    const item = get(key);
    if (!item) return;
    if (item.imageUrl) objectUrls.revoke(item.imageUrl);
    items = items.filter((other) => other.key !== key);
    emit();
  }
}

export type UploadStore = ReturnType<typeof createUploadStore>;
