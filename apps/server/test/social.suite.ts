import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, callFn, sessionCookie, startTestServer, uniqueEmail, type TestServer } from './harness.ts';

// The native app's Google sign-in: it sends Google's ID token to /sign-in/social. Google is
// faked at its HTTP boundary: MSW answers the JWKS endpoint with our own signing key.
const GOOGLE_CLIENT_ID = 'tolk-test.apps.googleusercontent.com';
const KID = 'test-key-1';

describe('Google ID-token sign-in (native app)', () => {
  let server: TestServer;
  let privateKey: CryptoKey;
  const google = setupServer();

  beforeAll(async () => {
    const keys = await generateKeyPair('RS256');
    privateKey = keys.privateKey;
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    google.use(
      http.get('https://www.googleapis.com/oauth2/v3/certs', () => HttpResponse.json({ keys: [jwk] })),
    );
    google.listen({ onUnhandledFrame: 'bypass' });
    server = await startTestServer('pglite', { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret' });
  });
  afterAll(async () => {
    google.close();
    await server?.close();
  });

  const idToken = (email: string, audience = GOOGLE_CLIENT_ID) =>
    new SignJWT({ email, email_verified: true, name: 'Gina Google', picture: 'https://example.com/gina.png' })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer('https://accounts.google.com')
      .setAudience(audience)
      .setSubject(`google-${email}`)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);

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

  it('refuses an ID token issued for another app', async () => {
    const response = await authPost(server.app, '/sign-in/social', {
      provider: 'google',
      idToken: { token: await idToken(uniqueEmail('mallory'), 'someone-else.apps.googleusercontent.com') },
    });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined();
  });

  it('refuses Apple sign-in when Apple is not configured', async () => {
    const response = await authPost(server.app, '/sign-in/social', {
      provider: 'apple',
      idToken: { token: 'x.y.z' },
    });
    expect(response.statusCode).toBe(404);
  });
});
