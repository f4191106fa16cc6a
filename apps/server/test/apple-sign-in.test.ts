import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import {
  callFn,
  DATABASES,
  sessionCookie,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from './harness.ts';
import {
  accountsAndSessions,
  EXPIRED_AGE,
  fakeIdentityProvider,
  hashedNonce,
  signInWithIdToken,
  type FakeIdentityProvider,
  type TokenOptions,
} from './id-tokens.ts';

// The native apps' Sign in with Apple: Apple hands the app an ID token, with the SHA-256 of the
// nonce the app chose, and the person's name the first time only; the app sends all three to
// /sign-in/social. On iOS (Apple's native sheet) the token is for the bundle id, app.tolk unless
// APPLE_APP_BUNDLE_IDENTIFIER says otherwise; on Android (Apple's web flow) for the Services ID.
const BUNDLE_ID = 'app.tolk';
const SERVICES_ID = 'app.tolk.web';

describe.each(DATABASES)('Apple ID-token sign-in (native app) on %s', (kind) => {
  let server: TestServer;
  let apple: FakeIdentityProvider;

  beforeAll(async () => {
    apple = await fakeIdentityProvider('https://appleid.apple.com/auth/keys', 'https://appleid.apple.com');
    server = await startTestServer(kind, {
      APPLE_CLIENT_ID: SERVICES_ID,
      APPLE_CLIENT_SECRET: 'test-apple-secret',
    });
  });
  afterAll(async () => {
    apple?.close();
    await server?.close();
  });

  /** Apple's claims: the e-mail (often a relay address) and its verification as the string "true". */
  const idToken = (email: string, nonce: string, options: Partial<TokenOptions> = {}) =>
    apple.idToken(
      {
        sub: `001234.${email}`,
        email,
        email_verified: 'true',
        is_private_email: 'false',
        nonce: hashedNonce(nonce),
        nonce_supported: true,
      },
      { audience: BUNDLE_ID, ...options },
    );

  it('reports Apple sign-in as available', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).json().auth).toEqual({
      google: false,
      apple: true,
    });
  });

  it('signs in with an Apple ID token and makes an apple profile named as Apple said', async () => {
    const email = uniqueEmail('ada');
    const response = await signInWithIdToken(server.app, 'apple', {
      token: await idToken(email, 'nonce-1'),
      nonce: 'nonce-1',
      user: { name: { firstName: 'Ada', lastName: 'Apple' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-auth-token']).toBeTruthy();
    const profile = (await callFn(server.app, 'getProfile', {}, { cookie: sessionCookie(response) })).json()
      .result;
    expect(profile).toMatchObject({ email, provider: 'apple', displayName: 'Ada Apple' });
    // Apple vouches for the address: no confirmation mail, the account counts as verified.
    const [user] = await server.database.db.select().from(schema.user).where(eq(schema.user.email, email));
    expect(user?.emailVerified).toBe(true);

    // Later sign-ins carry no name: the same account, its name kept.
    const again = await signInWithIdToken(server.app, 'apple', {
      token: await idToken(email, 'nonce-2'),
      nonce: 'nonce-2',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(user?.id);
    expect(again.json().user.name).toBe('Ada Apple');
  });

  const refusals: [string, Partial<TokenOptions>, string?][] = [
    ['issued for another app', { audience: 'com.example.other' }],
    ['expired', { age: EXPIRED_AGE }],
    ['signed with a key Apple never published', { forged: true }],
    ['from another issuer', { issuer: 'https://appleid.example.com' }],
    ['for another nonce', {}, 'replayed-nonce'],
  ];
  it.each(refusals)(
    'refuses an ID token %s, with no account or session made',
    async (_why, options, sent) => {
      const email = uniqueEmail('mallory');
      const before = await accountsAndSessions(server.database.db, email);
      const response = await signInWithIdToken(server.app, 'apple', {
        token: await idToken(email, 'the-nonce', options),
        nonce: sent ?? 'the-nonce',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_TOKEN');
      expect(response.headers['set-auth-token']).toBeUndefined();
      expect(await accountsAndSessions(server.database.db, email)).toEqual({
        users: 0,
        sessions: before.sessions,
      });
    },
  );

  it("accepts a token for the Services ID, as the Android app gets from Apple's web flow", async () => {
    const email = uniqueEmail('andy');
    const token = await idToken(email, 'nonce-3', { audience: SERVICES_ID });
    const response = await signInWithIdToken(server.app, 'apple', { token, nonce: 'nonce-3' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
  });

  it('refuses a token without an e-mail address (better-auth needs one for the account)', async () => {
    const token = await apple.idToken(
      { sub: '001234.no-email', email_verified: 'true' },
      { audience: BUNDLE_ID },
    );
    const response = await signInWithIdToken(server.app, 'apple', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('USER_EMAIL_NOT_FOUND');
  });
});
