import { UPLOAD_SESSION_LIFE_MS } from '@tolk/contract';
import { describe, expect, it } from 'vitest';
import { resumable, uploadIdFromUrl, uploadPercent } from './uploads';

describe('tus upload helpers', () => {
  it('takes the upload id from the upload URL', () => {
    expect(uploadIdFromUrl('http://localhost:8093/api/uploads/abc123')).toBe('abc123');
    expect(uploadIdFromUrl('/api/uploads/a%2Fb/')).toBe('a/b');
    expect(uploadIdFromUrl('/')).toBeNull();
  });

  it('never reports 100 % before the server confirmed the upload', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(505, 1000)).toBe(50);
    expect(uploadPercent(1000, 1000)).toBe(99);
    expect(uploadPercent(10, 0)).toBe(0);
  });

  it('resumes only uploads whose session can still be alive', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    const previous = (minutesAgo: number, uploadUrl: string | null = '/api/uploads/x') => ({
      size: 10,
      metadata: {},
      creationTime: new Date(now - minutesAgo * 60_000).toString(),
      urlStorageKey: 'k',
      uploadUrl,
      parallelUploadUrls: null,
    });
    expect(resumable(previous(5), now)).toBe(true);
    expect(resumable(previous(UPLOAD_SESSION_LIFE_MS / 60_000 + 1), now)).toBe(false);
    expect(resumable(previous(5, null), now)).toBe(false);
  });
});
