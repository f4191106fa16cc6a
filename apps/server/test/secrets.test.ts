import { randomBytes } from 'node:crypto';
import { reasonMessage, type Translation } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newCaller } from './callers.ts';
import { FakeGoogle } from './fake-google.ts';
import {
  authPost,
  DATABASES,
  freshAddress,
  sessionCookie,
  startServerAlone,
  uniqueEmail,
  type TestServer,
} from './harness.ts';
import { latestMagicLink } from './mail-outbox.ts';
import { settled, uploadFile } from './translate-helpers.ts';

// Issue 32: tokens, signed links and a translation service's API key never reach a log line or a
// user. The server logs at info level into `lines`, through the logger it makes from its config.
describe.each(DATABASES)('no secrets in logs or errors on %s', (kind) => {
  const apiKey = `leaky-${randomBytes(12).toString('hex')}`;
  const lines: string[] = [];
  let server: TestServer;
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await FakeGoogle.start();
    server = await startServerAlone(
      kind,
      { GOOGLE_TRANSLATE_API_KEY: apiKey, GOOGLE_TRANSLATE_ENDPOINT: google.url, LOG_LEVEL: 'info' },
      { logDestination: { write: (line: string) => void lines.push(line) } },
    );
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
    await google?.close();
  });

  const logged = () => lines.join('');
  const get = (url: string, cookie?: string) =>
    server.app.inject({ url, headers: cookie ? { cookie } : {}, remoteAddress: freshAddress() });

  it('Google dropping the connection fails the translation with PROVIDER_UNAVAILABLE, and no key anywhere', async () => {
    const user = await newCaller(server.app);
    const uploadId = await uploadFile(server.app, user.cookie, new TextEncoder().encode('Hello.\n'), 'a.txt');
    google.mode = 'drop';
    try {
      const started = await callAs<Translation>(server.app, user, 'translateDocument', {
        uploadId,
        langFrom: 'en',
        langTo: 'es',
        provider: 'google',
      });
      expect(started.status).toBe(200);
      const failed = await settled(server.app, user.cookie, started.body.result.id);
      expect(failed.status).toBe('failed');
      expect(failed.error).toBe(reasonMessage('PROVIDER_UNAVAILABLE'));
      expect(failed.errorDetails).toEqual({ reason: 'PROVIDER_UNAVAILABLE' });
      expect(JSON.stringify(failed)).not.toContain(apiKey);

      // Live text through the same provider: a reason, not the provider's words.
      const live = await callAs(server.app, user, 'translateText', {
        texts: ['Open today'],
        langFrom: 'en',
        langTo: 'es',
        provider: 'google',
      });
      expect(live.status).toBe(503);
      expect(JSON.stringify(live.body)).not.toContain(apiKey);
      expect(live.body.error).toMatchObject({ details: { reason: 'PROVIDER_UNAVAILABLE' } });
    } finally {
      google.mode = 'answer';
    }
    // The operator still learns what happened, without the key.
    const failure = lines.find((line) => line.includes('translation service failed'));
    expect(failure).toBeDefined();
    expect(failure).toContain('Google Translation could not be reached');
    expect(failure).toContain('/language/translate/v2?key=[redacted]');
    expect(logged()).not.toContain(apiKey);
  });

  it('sign-up, e-mail link and signed file URLs leave neither token nor signature in the log', async () => {
    const email = uniqueEmail('secrets');
    const signedUp = await authPost(server.app, '/sign-up/email', {
      email,
      password: 'correct horse',
      name: 'Secret Keeper',
    });
    expect(signedUp.statusCode).toBe(200);
    const confirmToken = latestMagicLink(server.config.dataDir, email).searchParams.get('token') ?? '';
    const confirmed = await get(`/api/auth/verify-email?token=${encodeURIComponent(confirmToken)}`);
    const cookie = sessionCookie(confirmed);

    const linked = await authPost(server.app, '/sign-in/magic-link', { email });
    expect(linked.statusCode).toBe(200);
    const linkToken = latestMagicLink(server.config.dataDir, email).searchParams.get('token') ?? '';
    // The app opens /auth/complete with the link, then better-auth's verify endpoint.
    await get(`/auth/complete?token=${encodeURIComponent(linkToken)}`);
    await get(`/api/auth/magic-link/verify?token=${encodeURIComponent(linkToken)}`);

    const uploadId = await uploadFile(server.app, cookie, new TextEncoder().encode('Hi.\n'), 'b.txt');
    const user = { cookie, userId: '', address: freshAddress() };
    const translation = await callAs<Translation>(server.app, user, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'google',
    });
    const fileId = translation.body.result.originalFileId ?? '';
    const link = await callAs<{ url: string }>(server.app, user, 'getDownloadUrl', { fileId });
    const signature = new URL(link.body.result.url, 'http://x').searchParams.get('sig') ?? '';
    expect((await get(link.body.result.url)).statusCode).toBe(200);

    expect(confirmToken.length).toBeGreaterThan(10);
    expect(linkToken.length).toBeGreaterThan(10);
    expect(signature.length).toBeGreaterThan(10);
    const log = logged();
    // The requests were logged, with their secrets redacted.
    expect(log).toContain('/api/auth/verify-email?token=[redacted]');
    expect(log).toContain(`/api/files/${fileId}?exp=`);
    expect(log).toContain('mail written to outbox');
    for (const secret of [confirmToken, linkToken, signature, encodeURIComponent(confirmToken)])
      expect(log).not.toContain(secret);
  });
});
