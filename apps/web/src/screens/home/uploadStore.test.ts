import { MAX_CONCURRENT_UPLOADS } from '@tolk/contract';
import { describe, expect, it } from 'vitest';
import type { UploadCallbacks } from '../../api/uploads';
import { createUploadStore } from './uploadStore';

/** A tus client stand-in that records each started upload so the test can finish or fail it. */
function fakeUploads() {
  const started: { name: string; callbacks: UploadCallbacks; cancelled: boolean }[] = [];
  const start = (file: File, _userId: string, callbacks: UploadCallbacks) => {
    const entry = { name: file.name, callbacks, cancelled: false };
    started.push(entry);
    return { cancel: async () => void (entry.cancelled = true) };
  };
  const urls = { created: [] as string[], revoked: [] as string[] };
  const objectUrls = {
    create: (file: File) => (urls.created.push(`blob:${file.name}`), `blob:${file.name}`),
    revoke: (url: string) => void urls.revoked.push(url),
  };
  return { started, start, urls, objectUrls };
}

const files = (...names: string[]) => names.map((name) => new File(['x'], name));

describe('upload store', () => {
  it('lists new files on top and runs at most the allowed number of uploads at once', () => {
    const fake = fakeUploads();
    const store = createUploadStore(fake.start, fake.objectUrls);
    store.add(files('1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf', '6.pdf', '7.pdf'), 'user');
    expect(store.getSnapshot().map((item) => item.file.name)[0]).toBe('7.pdf');
    expect(fake.started).toHaveLength(MAX_CONCURRENT_UPLOADS);
    expect(fake.started.map((s) => s.name)).toEqual(['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf']);
    expect(store.getSnapshot().filter((item) => item.phase === 'waiting')).toHaveLength(2);

    fake.started[0]?.callbacks.onSuccess('up-1');
    expect(fake.started.map((s) => s.name)).toContain('6.pdf');
    expect(store.getSnapshot().find((item) => item.file.name === '1.pdf')).toMatchObject({
      phase: 'analyzing',
      uploadId: 'up-1',
      uploadPercent: 100,
    });
  });

  it('tells its listener when a file is uploaded and keeps progress on the card', () => {
    const fake = fakeUploads();
    const store = createUploadStore(fake.start, fake.objectUrls);
    const uploaded: string[] = [];
    store.onUploaded((key) => uploaded.push(key));
    const [key] = store.add(files('a.docx'), 'user');
    fake.started[0]?.callbacks.onProgress(42, 42, 100);
    expect(store.get(key ?? '')?.uploadPercent).toBe(42);
    fake.started[0]?.callbacks.onSuccess('up-a');
    expect(uploaded).toEqual([key]);
  });

  it('shows a refusal on the card and lets the user try again', () => {
    const fake = fakeUploads();
    const store = createUploadStore(fake.start, fake.objectUrls);
    const failures: string[] = [];
    store.onFailed((_key, failure) => failures.push(failure.kind));
    const [key = ''] = store.add(files('a.docx'), 'user');
    const failure = {
      kind: 'storage-full',
      serverMessage: null,
      retryable: false,
      upgradeHelps: true,
    } as const;
    fake.started[0]?.callbacks.onError(failure);
    expect(store.get(key)).toMatchObject({ phase: 'upload-failed', uploadFailure: failure });
    expect(failures).toEqual(['storage-full']);
    store.retryUpload(key, 'user');
    expect(fake.started).toHaveLength(2);
    expect(store.get(key)).toMatchObject({ phase: 'uploading', uploadFailure: null });
  });

  it('cancels an upload in flight, removes its card, frees its object URL and starts the next', async () => {
    const fake = fakeUploads();
    const store = createUploadStore(fake.start, fake.objectUrls);
    const names = ['1.png', '2.png', '3.png', '4.png', '5.png', '6.png'];
    const keys = store.add(files(...names), 'user');
    await store.cancel(keys[0] ?? '');
    expect(fake.started[0]?.cancelled).toBe(true);
    expect(store.getSnapshot().map((item) => item.file.name)).not.toContain('1.png');
    expect(fake.urls.revoked).toEqual(['blob:1.png']);
    expect(fake.started.map((s) => s.name)).toContain('6.png');
  });

  it('makes thumbnails only for images', () => {
    const fake = fakeUploads();
    const store = createUploadStore(fake.start, fake.objectUrls);
    store.add(files('photo.jpg', 'book.epub'), 'user');
    expect(fake.urls.created).toEqual(['blob:photo.jpg']);
  });
});
