import { EMAIL_VERIFICATION_TTL_SECONDS } from '@tolk/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPost,
  BASE_URL,
  DATABASES,
  freshAddress,
  signUp,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from './harness.ts';
import { outboxFor } from './mail-outbox.ts';

const CONFIRM_SUBJECT = 'Confirm your e-mail for Tolk';
const EXISTING_SUBJECT = 'You already have a Tolk account';

/** The JSON of a response with every value replaced by its type: what a caller could compare. */
function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shapeOf(child)]));
}

const hasSession = (response: LightMyRequestResponse) =>
  response.cookies.some((c) => c.name.endsWith('session_token') && c.value !== '') ||
  response.headers['set-auth-token'] !== undefined;

describe.each(DATABASES)('sign-up on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const mailsTo = (email: string, subject: string) =>
    outboxFor(server.config.dataDir, email).filter((m) => m.subject === subject);
  const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);
  const confirm = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      remoteAddress: freshAddress(),
    });

  it('answers the same for a new and an existing address, signs neither in, and mails each', async () => {
    const existing = await signUp(server.app);
    const newcomer = uniqueEmail('newcomer');
    const again = await authPost(server.app, '/sign-up/email', {
      email: existing.email,
      password: 'another password',
      name: 'Someone Else',
    });
    const fresh = await authPost(server.app, '/sign-up/email', {
      email: newcomer,
      password: 'another password',
      name: 'Someone Else',
    });

    expect(again.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(shapeOf(again.json())).toEqual(shapeOf(fresh.json()));
    expect(again.json()).toMatchObject({
      token: null,
      user: { email: existing.email, emailVerified: false },
    });
    expect(again.json().user.id).not.toBe(existing.userId);
    expect(hasSession(again)).toBe(false);
    expect(hasSession(fresh)).toBe(false);

    // The owner hears that they already have an account, with the way to sign in.
    const [notice, ...moreNotices] = mailsTo(existing.email, EXISTING_SUBJECT);
    expect(moreNotices).toEqual([]);
    expect(linkIn(notice!.text).toString()).toBe(`${BASE_URL}/welcome`);
    expect(mailsTo(existing.email, CONFIRM_SUBJECT)).toHaveLength(1); // their own sign-up's only
    // The newcomer gets a confirmation link that the app finishes at /auth/complete.
    const [confirmation] = mailsTo(newcomer, CONFIRM_SUBJECT);
    const link = linkIn(confirmation!.text);
    expect(link.origin + link.pathname).toBe(`${BASE_URL}/auth/complete`);
    expect(link.searchParams.get('type')).toBe('confirm');
    expect(confirmation!.text).toContain(`expires in ${EMAIL_VERIFICATION_TTL_SECONDS / 60} minutes`);

    // The existing account keeps its password.
    const signIn = (password: string) =>
      authPost(server.app, '/sign-in/email', { email: existing.email, password });
    expect((await signIn(existing.password)).statusCode).toBe(200);
    expect((await signIn('another password')).statusCode).toBe(401);
  });

  it('signs a new account in through its confirmation link, once; a password sign-in before it sends a new link', async () => {
    const email = uniqueEmail('confirm');
    const password = 'correct horse';
    expect((await authPost(server.app, '/sign-up/email', { email, password, name: 'N' })).statusCode).toBe(
      200,
    );

    const early = await authPost(server.app, '/sign-in/email', { email, password });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(hasSession(early)).toBe(false);
    const links = mailsTo(email, CONFIRM_SUBJECT).map((m) => linkIn(m.text).searchParams.get('token')!);
    expect(links).toHaveLength(2);

    const confirmed = await confirm(links[1]!);
    expect(confirmed.statusCode).toBe(200);
    expect(hasSession(confirmed)).toBe(true);
    // The native app keeps the bearer token it is given here.
    expect(typeof confirmed.headers['set-auth-token']).toBe('string');
    const cookie = confirmed.cookies.find((c) => c.name.endsWith('session_token'))!;
    const session = await server.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(session.json().user).toMatchObject({ email, emailVerified: true });

    // A confirmation link signs in once.
    expect(hasSession(await confirm(links[0]!))).toBe(false);
    expect((await authPost(server.app, '/sign-in/email', { email, password })).statusCode).toBe(200);
  });
});
