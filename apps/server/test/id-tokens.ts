import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { authPost } from './harness.ts';

// The native apps sign in with an identity provider's ID token (POST /api/auth/sign-in/social).
// The provider is faked at its HTTP boundary: MSW answers its JWKS address with our own public
// key, and tokens are signed here the way Google and Apple sign theirs (RS256, with a kid).

const KID = 'test-key-1';

export interface TokenOptions {
  audience: string;
  /** The token's issuer; the provider's own unless a test forges another. */
  issuer?: string;
  /** Seconds since issue: the token is valid for ten minutes from then. */
  age?: number;
  /** Signed with a key the provider never published, under the published key's kid. */
  forged?: boolean;
}

export interface FakeIdentityProvider {
  /** An ID token with `claims` (email, sub, nonce, ...). */
  idToken(claims: JWTPayload, options: TokenOptions): Promise<string>;
  close(): void;
}

/** Starts answering `jwksUrl` with a fresh key; tokens name `issuer` unless told otherwise. */
export async function fakeIdentityProvider(jwksUrl: string, issuer: string): Promise<FakeIdentityProvider> {
  const published = await generateKeyPair('RS256');
  const unpublished = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server = setupServer(http.get(jwksUrl, () => HttpResponse.json({ keys: [jwk] })));
  server.listen({ onUnhandledFrame: 'bypass' });
  const sign = (claims: JWTPayload, key: CryptoKey, options: TokenOptions) => {
    const issuedAt = Math.floor(Date.now() / 1000) - (options.age ?? 0);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 600)
      .sign(key);
  };
  return {
    idToken: (claims, options) =>
      sign(claims, options.forged ? unpublished.privateKey : published.privateKey, options),
    close: () => server.close(),
  };
}

/** The age of a token past its ten minutes, though issued well within the hour providers allow. */
export const EXPIRED_AGE = 20 * 60;

/** Apple puts the SHA-256 (hex) of the nonce the app passed into the token; the app sends the nonce. */
export const hashedNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

/** The native apps' request: the provider's token, with the nonce and first-time name Apple hands the app. */
export function signInWithIdToken(
  app: FastifyInstance,
  provider: 'google' | 'apple',
  idToken: { token: string; nonce?: string; user?: { name: { firstName: string; lastName: string } } },
) {
  return authPost(app, '/sign-in/social', { provider, idToken });
}

/** How many accounts have this address, and how many sessions there are in all. */
export async function accountsAndSessions(db: Db, email: string) {
  const [users] = await db.select({ n: count() }).from(schema.user).where(eq(schema.user.email, email));
  const [sessions] = await db.select({ n: count() }).from(schema.session);
  return { users: users?.n ?? 0, sessions: sessions?.n ?? 0 };
}
