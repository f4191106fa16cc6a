import { MESSAGES } from '@tolk/contract';
import { describe, expect, it } from 'vitest';
import { classifyUploadError, messageFromBody } from './uploadErrors';

describe('upload refusals', () => {
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

  it('reads the message from a JSON error body too', () => {
    const body = JSON.stringify({
      error: { status: 'resource-exhausted', message: MESSAGES.uploadLimitReached },
    });
    expect(classifyUploadError({ status: 429, body }).kind).toBe('hourly-limit');
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
    expect(messageFromBody('<html><body>Bad gateway</body></html>')).toBeNull();
    expect(messageFromBody('x'.repeat(301))).toBeNull();
    expect(messageFromBody('{not json')).toBeNull();
    expect(messageFromBody(JSON.stringify({ message: 'Too big' }))).toBe('Too big');
  });
});
