import { UI_LOCALE_HEADER, type Preferences } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPost,
  callFn,
  DATABASES,
  freshAddress,
  sessionCookie,
  signUp,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from './harness.ts';
import { latestMagicLink } from './mail-outbox.ts';

/** A new account's first `locale` preference: the UI language it was created from (issue 13). */
describe.each(DATABASES)('locale of a new account on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const localeOf = async (cookie: string) =>
    (await callFn(server.app, 'getPreferences', {}, { cookie })).json<{ result: Preferences }>().result
      .locale;

  async function magicLinkSignIn(email: string, headers: Record<string, string>) {
    expect((await authPost(server.app, '/sign-in/magic-link', { email }, { headers })).statusCode).toBe(200);
    const token = latestMagicLink(server.config.dataDir, email).searchParams.get('token') ?? '';
    const verified = await server.app.inject({
      method: 'GET',
      url: `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`,
      headers,
      remoteAddress: freshAddress(),
    });
    return sessionCookie(verified);
  }

  it('takes the language the app was showing at sign-up', async () => {
    const { cookie } = await signUp(server.app, uniqueEmail('es'), 'correct horse', {
      [UI_LOCALE_HEADER]: 'es-ES',
      'accept-language': 'de-DE',
    });
    expect(await localeOf(cookie)).toBe('es-ES');
  });

  it("falls back to the browser's Accept-Language, best match first, then to en-US", async () => {
    const austrian = await signUp(server.app, uniqueEmail('de'), 'correct horse', {
      'accept-language': 'ja;q=0.9,de-AT;q=0.95,en;q=0.5',
    });
    expect(await localeOf(austrian.cookie)).toBe('de-DE');
    const unknown = await signUp(server.app, uniqueEmail('xx'), 'correct horse', {
      [UI_LOCALE_HEADER]: 'xx-XX',
      'accept-language': 'ja-JP',
    });
    expect(await localeOf(unknown.cookie)).toBe('en-US');
  });

  it('takes it on the first magic-link sign-in of a new address, and never changes it later', async () => {
    const email = uniqueEmail('ar');
    const first = await magicLinkSignIn(email, { [UI_LOCALE_HEADER]: 'ar' });
    expect(await localeOf(first)).toBe('ar');
    const again = await magicLinkSignIn(email, { [UI_LOCALE_HEADER]: 'pt-BR' });
    expect(await localeOf(again)).toBe('ar');
  });
});
