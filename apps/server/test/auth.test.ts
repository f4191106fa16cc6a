import {
  MAGIC_LINK_TTL_SECONDS,
  STORAGE_QUOTA_BYTES,
  STORAGE_QUOTA_EMAIL_PASSWORD_BYTES,
  type UserDocument,
} from '@tolk/contract';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verification } from '../src/db/schema.ts';
import {
  authPost,
  BASE_URL,
  callFn,
  DATABASES,
  freshAddress,
  sessionCookie,
  signUp,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from './harness.ts';
import { latestMagicLink, outboxFor } from './mail-outbox.ts';

const MB = 1024 * 1024;

describe.each(DATABASES)('auth on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const profileOf = async (cookie: string) => {
    const response = await callFn(server.app, 'getProfile', {}, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json<{ result: UserDocument }>().result;
  };

  async function requestLink(email: string) {
    const response = await authPost(server.app, '/sign-in/magic-link', { email });
    expect(response.statusCode).toBe(200);
    return latestMagicLink(server.config.dataDir, email);
  }

  const verify = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`,
      remoteAddress: freshAddress(),
    });

  it('signs up with e-mail and password: signed in by the mailed link, profile with the §9 defaults and 50 MB', async () => {
    const { cookie, email, userId } = await signUp(server.app, uniqueEmail('pw'));
    const session = await server.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(session.json().user.email).toBe(email);

    const profile = await profileOf(cookie);
    expect(profile).toMatchObject({
      uid: userId,
      userId,
      email,
      provider: 'password',
      displayName: 'Test User',
      pagesUsed: 0,
      freePageLimit: 5,
      storageUsed: 0,
      storageQuota: 50 * MB,
      imageTranslationsUsed: 0,
      imageTranslationsQuota: 10,
      uploadCount: 0,
      premium: false,
    });
    expect(profile.storageQuota).toBe(STORAGE_QUOTA_EMAIL_PASSWORD_BYTES);
    const now = new Date();
    expect(profile.monthStart).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
    expect(profile.preferences).toMatchObject({
      defaultSourceLang: 'en',
      defaultTargetLang: 'es',
      theme: 'system',
      primaryColor: '#a855f7',
    });
  });

  it('signs in again with the password and refuses a wrong one without telling whether the e-mail exists', async () => {
    const { email, password } = await signUp(server.app);
    const ok = await authPost(server.app, '/sign-in/email', { email, password });
    expect(ok.statusCode).toBe(200);
    expect(sessionCookie(ok)).toContain('session_token=');

    const wrongPassword = await authPost(server.app, '/sign-in/email', {
      email,
      password: 'not the password',
    });
    const unknownEmail = await authPost(server.app, '/sign-in/email', {
      email: uniqueEmail('nobody'),
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('records the time of each sign-in as lastActiveAt', async () => {
    const { email, password, userId } = await signUp(server.app);
    const longAgo = new Date(Date.UTC(2020, 0, 1));
    await server.database.db.update(users).set({ lastActiveAt: longAgo }).where(eq(users.userId, userId));
    expect((await authPost(server.app, '/sign-in/email', { email, password })).statusCode).toBe(200);
    const [row] = await server.database.db.select().from(users).where(eq(users.userId, userId));
    expect(row!.lastActiveAt.getTime()).toBeGreaterThan(longAgo.getTime());
  });

  it('refuses passwords shorter than 8 characters', async () => {
    const response = await authPost(server.app, '/sign-up/email', {
      email: uniqueEmail('short'),
      password: 'seven77',
      name: 'S',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses a password too easy to guess wherever one is set', async () => {
    const email = uniqueEmail('weak');
    for (const password of ['password', 'Password1', '12345678', 'aaaaaaaaaa', email, email.split('@')[0]!]) {
      const response = await authPost(server.app, '/sign-up/email', { email, password, name: 'W' });
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        details: { reason: 'PASSWORD_TOO_COMMON' },
      });
    }
    const { cookie } = await signUp(server.app);
    const change = await authPost(
      server.app,
      '/change-password',
      { currentPassword: 'correct horse', newPassword: 'iloveyou' },
      { headers: { cookie } },
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().code).toBe('PASSWORD_TOO_COMMON');
  });

  it('signs in by magic link: the mail links to /auth/complete, verify gives a session and a 100 MB profile', async () => {
    const email = uniqueEmail('link');
    const link = await requestLink(email);
    const [mail] = outboxFor(server.config.dataDir, email);
    expect(mail?.subject).toBe('Your Tolk sign-in link');
    expect(mail?.html).toContain(link.toString().replace(/&/g, '&amp;'));
    expect(link.origin + link.pathname).toBe(`${BASE_URL}/auth/complete`);

    const verified = await verify(link.searchParams.get('token') ?? '');
    expect(verified.statusCode).toBe(200);
    const profile = await profileOf(sessionCookie(verified));
    expect(profile).toMatchObject({
      email,
      provider: 'email',
      storageQuota: 100 * MB,
      freePageLimit: 5,
      imageTranslationsQuota: 10,
    });
    expect(profile.storageQuota).toBe(STORAGE_QUOTA_BYTES);
  });

  it('accepts a magic link only once', async () => {
    const email = uniqueEmail('once');
    const token = (await requestLink(email)).searchParams.get('token') ?? '';
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(again.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined();
  });

  it('refuses a magic link after its 10 minutes', async () => {
    const email = uniqueEmail('late');
    const token = (await requestLink(email)).searchParams.get('token') ?? '';
    const rows = await server.database.db
      .select()
      .from(verification)
      .where(like(verification.identifier, `magic-link:${token}`));
    expect(rows).toHaveLength(1);
    const ttl = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 1000;
    expect(Math.round(ttl)).toBe(MAGIC_LINK_TTL_SECONDS);

    // Ten minutes and a second later, as far as the stored row is concerned.
    await server.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `magic-link:${token}`));
    const late = await verify(token);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers a magic-link request the same for known and unknown e-mails', async () => {
    const { email } = await signUp(server.app);
    const known = await authPost(server.app, '/sign-in/magic-link', { email });
    const unknown = await authPost(server.app, '/sign-in/magic-link', { email: uniqueEmail('stranger') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('rate-limits sign-in attempts from one address with 429', async () => {
    const remoteAddress = freshAddress();
    // Each attempt at another e-mail, so the per-account limit (sign-in-limit.test.ts) stays out of it.
    const attempt = () =>
      authPost(
        server.app,
        '/sign-in/email',
        { email: uniqueEmail('x'), password: 'wrong password' },
        { remoteAddress },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not affected.
    expect(
      (await authPost(server.app, '/sign-in/email', { email: uniqueEmail('x'), password: 'wrong password' }))
        .statusCode,
    ).toBe(401);
  });

  it('behind a trusted proxy, limits each forwarded client address separately', async () => {
    const proxied = await startTestServer(kind, { TRUST_PROXY: '1' });
    try {
      const proxy = freshAddress();
      const attempt = (client: string) =>
        authPost(
          proxied.app,
          '/sign-in/email',
          { email: uniqueEmail('x'), password: 'wrong password' },
          { remoteAddress: proxy, headers: { 'x-forwarded-for': client } },
        );
      const first = freshAddress();
      for (let i = 0; i < 10; i++) expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(first)).statusCode).toBe(429);
      expect((await attempt(freshAddress())).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('serves functions to the native app through the bearer token of set-auth-token', async () => {
    const { email, password } = await signUp(server.app);
    const signIn = await authPost(server.app, '/sign-in/email', { email, password });
    const token = signIn.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    const profile = await callFn(
      server.app,
      'getProfile',
      {},
      { authorization: `Bearer ${token as string}` },
    );
    expect(profile.statusCode).toBe(200);
    expect(profile.json().result.email).toBe(email);

    const forged = await callFn(
      server.app,
      'getProfile',
      {},
      { authorization: `Bearer ${(token as string).slice(0, -4)}AAAA` },
    );
    expect(forged.statusCode).toBe(401);
  });

  it('signs out: the cookie stops working', async () => {
    const { cookie } = await signUp(server.app);
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: BASE_URL },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await callFn(server.app, 'getProfile', {}, { cookie })).statusCode).toBe(401);
  });
});
