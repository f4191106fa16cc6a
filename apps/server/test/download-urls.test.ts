import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as files from '../src/files/service.ts';
import { fileSignature, fileUrlKey } from '../src/files/signed-urls.ts';
import { callFn, DATABASES, signUp, startTestServer, filesDeps, type TestServer } from './harness.ts';
import { refusal } from './refusals.ts';

describe.each(DATABASES)('signed download URLs on %s', (kind) => {
  let server: TestServer;
  let deps: files.FilesDeps;
  beforeAll(async () => {
    server = await startTestServer(kind);
    deps = filesDeps(server);
  });
  afterAll(() => server?.close());

  const store = (userId: string, text: string) =>
    files.storeFile(deps, {
      userId,
      kind: 'translated',
      fileName: 'a.txt',
      contentType: 'text/plain',
      bytes: Buffer.from(text),
    });
  const downloadUrl = async (fileId: string, cookie: string) => {
    const response = await callFn(server.app, 'getDownloadUrl', { fileId }, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json<{ result: { url: string; expiresAt: string } }>().result;
  };
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('gives the owner a link that downloads without a cookie for an hour', async () => {
    const owner = await signUp(server.app);
    const file = await store(owner.userId, 'translated text');
    const before = Date.now();
    const { url, expiresAt } = await downloadUrl(file.id, owner.cookie);
    expect(url).toMatch(new RegExp(`^/api/files/${file.id}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const after = Date.now();
    // Whole seconds: the link expires within the hour after it was asked for.
    expect(Date.parse(expiresAt)).toBeGreaterThan(before + 59 * 60 * 1000);
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(after + 60 * 60 * 1000);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('translated text');
  });

  it('refuses a tampered, expired or borrowed signature with 403 and no bytes', async () => {
    const owner = await signUp(server.app);
    const fileA = await store(owner.userId, 'file A');
    const fileB = await store(owner.userId, 'file B');
    const { url } = await downloadUrl(fileA.id, owner.cookie);
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;

    const flipped = sig.slice(0, -2) + (sig.at(-2) === 'A' ? 'B' : 'A') + sig.at(-1);
    const tampered = await get(url.replace(sig, flipped));
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual({ error: refusal('permission-denied', 'LINK_INVALID') });

    const later = await get(url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 3600}`));
    expect(later.statusCode).toBe(403);
    expect(later.body).not.toContain('file A');

    const key = fileUrlKey(server.config.authSecret);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expiredSig = fileSignature(key, fileA.id, owner.userId, past);
    const expired = await get(`/api/files/${fileA.id}?exp=${past}&sig=${expiredSig}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ error: refusal('permission-denied', 'LINK_EXPIRED') });

    const borrowed = await get(url.replace(fileA.id, fileB.id));
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.body).not.toContain('file B');
  });

  it('does not sign a file for anyone but its owner, nor for an anonymous caller', async () => {
    const owner = await signUp(server.app);
    const other = await signUp(server.app);
    const file = await store(owner.userId, 'private');
    const stranger = await callFn(
      server.app,
      'getDownloadUrl',
      { fileId: file.id },
      { cookie: other.cookie },
    );
    const missing = await callFn(
      server.app,
      'getDownloadUrl',
      { fileId: 'no-such-file' },
      { cookie: other.cookie },
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(missing.json());
    expect(stranger.json().error.status).toBe('NOT_FOUND');

    const anonymous = await callFn(server.app, 'getDownloadUrl', { fileId: file.id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.status).toBe('UNAUTHENTICATED');

    // A signature made for the owner does not hold once it claims another user's file.
    const key = fileUrlKey(server.config.authSecret);
    const exp = Math.floor(Date.now() / 1000) + 600;
    const forged = await get(
      `/api/files/${file.id}?exp=${exp}&sig=${fileSignature(key, file.id, other.userId, exp)}`,
    );
    expect(forged.statusCode).toBe(403);
  });
});
