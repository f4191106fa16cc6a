import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedDownloadUrl, clearDownloadUrls, downloadUrl } from './downloads';

/** The API server's answers to POST /api/fn/getDownloadUrl, counted per file. */
const asked: string[] = [];

beforeEach(() => {
  clearDownloadUrls();
  asked.length = 0;
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.endsWith('/api/fn/getDownloadUrl')) return new Response('not found', { status: 404 });
    const { data } = JSON.parse(String(init?.body)) as { data: { fileId: string } };
    asked.push(data.fileId);
    const signed = `/api/files/${data.fileId}?exp=2000000000&sig=sig${asked.length}`;
    return Response.json({ result: { url: signed, expiresAt: '2033-05-18T03:33:20.000Z' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('downloadUrl', () => {
  it('asks the server once per file and answers again from the cache', async () => {
    const first = await downloadUrl('file-a');
    expect(first).toBe('/api/files/file-a?exp=2000000000&sig=sig1');
    expect(await downloadUrl('file-a')).toBe(first);
    expect(cachedDownloadUrl('file-a')).toBe(first);
    expect(asked).toEqual(['file-a']);

    expect(await downloadUrl('file-b')).toBe('/api/files/file-b?exp=2000000000&sig=sig2');
    expect(asked).toEqual(['file-a', 'file-b']);
  });

  it('shares one request between callers asking at the same time', async () => {
    const [a, b] = await Promise.all([downloadUrl('file-a'), downloadUrl('file-a')]);
    expect(a).toBe(b);
    expect(asked).toEqual(['file-a']);
  });

  it('asks the server again after sign-out cleared the cache', async () => {
    await downloadUrl('file-a');
    clearDownloadUrls();
    expect(cachedDownloadUrl('file-a')).toBeUndefined();
    expect(await downloadUrl('file-a')).toBe('/api/files/file-a?exp=2000000000&sig=sig2');
    expect(asked).toEqual(['file-a', 'file-a']);
  });

  it('does not cache a URL that arrives after sign-out', async () => {
    const late = downloadUrl('file-a');
    clearDownloadUrls();
    await late;
    expect(cachedDownloadUrl('file-a')).toBeUndefined();
  });
});
