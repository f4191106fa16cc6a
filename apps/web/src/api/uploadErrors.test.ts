// @vitest-environment happy-dom
import { MESSAGES } from '@tolk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../app/i18n/i18n';
import { classifyUploadError, refusalFromBody } from './uploadErrors';

describe('upload refusals', () => {
  beforeAll(() => initI18n('en-US'));

  it('tells apart the two upload limits of SPEC.md §5 and keeps their words', () => {
    const concurrent = classifyUploadError({ status: 429, body: MESSAGES.tooManyConcurrentUploads });
    expect(concurrent).toMatchObject({
      kind: 'too-many-uploads',
      serverMessage: MESSAGES.tooManyConcurrentUploads,
    });
    const hourly = classifyUploadError({ status: 429, body: `${MESSAGES.uploadLimitReached}\n` });
    expect(hourly).toMatchObject({
      kind: 'hourly-limit',
      serverMessage: MESSAGES.uploadLimitReached,
      retryable: true,
    });
  });

  it('reads the message from a JSON error body too, and tells the limits apart by their reason', () => {
    const body = JSON.stringify({
      error: { status: 'RESOURCE_EXHAUSTED', message: MESSAGES.uploadLimitReached },
    });
    expect(classifyUploadError({ status: 429, body }).kind).toBe('hourly-limit');
    const reasoned = (reason: string) =>
      JSON.stringify({ error: { status: 'RESOURCE_EXHAUSTED', message: 'x', details: { reason } } });
    expect(classifyUploadError({ status: 429, body: reasoned('UPLOAD_LIMIT_REACHED') })).toMatchObject({
      kind: 'hourly-limit',
      serverMessage: MESSAGES.uploadLimitReached,
    });
    expect(classifyUploadError({ status: 429, body: reasoned('TOO_MANY_CONCURRENT_UPLOADS') })).toMatchObject(
      {
        kind: 'too-many-uploads',
        serverMessage: MESSAGES.tooManyConcurrentUploads,
      },
    );
  });

  it('offers an upgrade for a full storage and no retry', () => {
    expect(classifyUploadError({ status: 413, body: 'Storage quota exceeded' })).toEqual({
      kind: 'storage-full',
      serverMessage: 'Storage quota exceeded',
      retryable: false,
      upgradeHelps: true,
    });
  });

  it('says an unsupported type is unsupported, with the server text when there is one', () => {
    expect(classifyUploadError({ status: 415, body: '' })).toMatchObject({
      kind: 'unsupported-type',
      serverMessage: null,
      retryable: false,
    });
  });

  it('treats no response as a network problem worth retrying', () => {
    expect(classifyUploadError({ status: null, body: null })).toMatchObject({
      kind: 'network',
      retryable: true,
    });
    expect(classifyUploadError({ status: 0, body: null }).kind).toBe('network');
  });

  it('maps a lost session, an expired upload and server errors', () => {
    expect(classifyUploadError({ status: 401, body: null }).kind).toBe('signed-out');
    expect(classifyUploadError({ status: 410, body: null })).toMatchObject({
      kind: 'expired',
      retryable: true,
    });
    expect(classifyUploadError({ status: 503, body: null })).toMatchObject({
      kind: 'server',
      retryable: true,
    });
    expect(classifyUploadError({ status: 400, body: null })).toMatchObject({
      kind: 'server',
      retryable: false,
    });
  });

  it('never shows an HTML page or an endless body as the message', () => {
    expect(refusalFromBody('<html><body>Bad gateway</body></html>')).toBeNull();
    expect(refusalFromBody('x'.repeat(301))).toBeNull();
    expect(refusalFromBody('{not json')).toBeNull();
    expect(
      classifyUploadError({ status: 413, body: JSON.stringify({ message: 'Too big' }) }).serverMessage,
    ).toBe('Too big');
  });
});
