import { DISPLAY_NAME_MAX_LENGTH } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPost,
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
  signInWithIdToken,
  type FakeIdentityProvider,
  type TokenOptions,
} from './id-tokens.ts';

// The native apps' Google sign-in: they send Google's ID token to /sign-in/social. On Android the
// token's audience is the web client id; on iOS it is the iOS app's own client id.
const GOOGLE_CLIENT_ID = 'tolk-test.apps.googleusercontent.com';
const IOS_CLIENT_ID = 'tolk-test-ios.apps.googleusercontent.com';
const GOOGLE_ENV = { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret' };

describe.each(DATABASES)('Google ID-token sign-in (native app) on %s', (kind) => {
  let server: TestServer;
  /** Configured without the iOS app's client id. */
  let webOnly: TestServer;
  let google: FakeIdentityProvider;

  beforeAll(async () => {
    google = await fakeIdentityProvider(
      'https://www.googleapis.com/oauth2/v3/certs',
      'https://accounts.google.com',
    );
    server = await startTestServer(kind, { ...GOOGLE_ENV, GOOGLE_NATIVE_CLIENT_IDS: IOS_CLIENT_ID });
    webOnly = await startTestServer(kind, GOOGLE_ENV);
  });
  afterAll(async () => {
    google?.close();
    await webOnly?.close();
    await server?.close();
  });

  const idToken = (email: string, options: Partial<TokenOptions> = {}) =>
    google.idToken(
      {
        email,
        email_verified: true,
        name: 'Gina Google',
        picture: 'https://example.com/gina.png',
        sub: `google-${email}`,
      },
      { audience: GOOGLE_CLIENT_ID, ...options },
    );

  it('reports Google sign-in as available', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).json().auth).toEqual({
      google: true,
      apple: false,
    });
  });

  it('signs in with a Google ID token and creates a google profile with 100 MB', async () => {
    const email = uniqueEmail('gina');
    const response = await authPost(server.app, '/sign-in/social', {
      provider: 'google',
      idToken: { token: await idToken(email) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-auth-token']).toBeTruthy();
    const profile = (await callFn(server.app, 'getProfile', {}, { cookie: sessionCookie(response) })).json()
      .result;
    expect(profile).toMatchObject({
      email,
      provider: 'google',
      displayName: 'Gina Google',
      photoURL: 'https://example.com/gina.png',
      storageQuota: 100 * 1024 * 1024,
    });
  });

  it('keeps a name Google sends to the length the app allows', async () => {
    const email = uniqueEmail('long-name');
    const token = await google.idToken(
      { email, email_verified: true, name: 'G'.repeat(500), sub: `google-${email}` },
      { audience: GOOGLE_CLIENT_ID },
    );
    const response = await authPost(server.app, '/sign-in/social', {
      provider: 'google',
      idToken: { token },
    });
    expect(response.statusCode).toBe(200);
    const profile = (await callFn(server.app, 'getProfile', {}, { cookie: sessionCookie(response) })).json()
      .result;
    expect(profile.displayName).toBe('G'.repeat(DISPLAY_NAME_MAX_LENGTH));
  });

  it("accepts the iOS app's client id as audience only when it is configured", async () => {
    const email = uniqueEmail('ios');
    const token = await idToken(email, { audience: IOS_CLIENT_ID });
    expect((await signInWithIdToken(webOnly.app, 'google', { token })).statusCode).toBe(401);
    const response = await signInWithIdToken(server.app, 'google', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
  });

  it("sends the web's redirect sign-in to Google with the web client id", async () => {
    const response = await authPost(server.app, '/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(response.statusCode).toBe(200);
    expect(new URL(response.json().url).searchParams.get('client_id')).toBe(GOOGLE_CLIENT_ID);
  });

  it.each<[string, Partial<TokenOptions>]>([
    ['issued for another app', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['expired', { age: EXPIRED_AGE }],
    ['signed with a key Google never published', { forged: true }],
    ['from another issuer', { issuer: 'https://accounts.example.com' }],
  ])('refuses an ID token %s, with no account or session made', async (_why, options) => {
    const email = uniqueEmail('mallory');
    const before = await accountsAndSessions(server.database.db, email);
    const response = await signInWithIdToken(server.app, 'google', { token: await idToken(email, options) });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_TOKEN');
    expect(response.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined();
    expect(response.headers['set-auth-token']).toBeUndefined();
    expect(await accountsAndSessions(server.database.db, email)).toEqual({
      users: 0,
      sessions: before.sessions,
    });
  });

  it('refuses Apple sign-in when Apple is not configured', async () => {
    const response = await authPost(server.app, '/sign-in/social', {
      provider: 'apple',
      idToken: { token: 'x.y.z' },
    });
    expect(response.statusCode).toBe(404);
  });
});
