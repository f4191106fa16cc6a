import {
  DISPLAY_NAME_MAX_LENGTH,
  FUNCTION_CALLS_PER_MINUTE,
  MAILS_PER_INBOX,
  reasonMessage,
  type UserDocument,
} from '@tolk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxOf } from '../src/auth/mail-limit.ts';
import { rateLimit } from '../src/db/schema.ts';
import {
  authPost,
  callFn,
  DATABASES,
  freshAddress,
  signUp,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from './harness.ts';
import { outboxFor } from './mail-outbox.ts';

// Issue 32: limits per account and per inbox as well as per client address, and no free text
// without a length limit. The servers here keep the product's own per-account limit.
describe.each(DATABASES)('limits per account and per inbox on %s', (kind) => {
  const env = { TOLK_FUNCTION_CALLS_PER_MINUTE: String(FUNCTION_CALLS_PER_MINUTE) };
  let server: TestServer;
  /** A second API instance on the same database. */
  let other: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, env);
    other = await startTestServer(kind, env);
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const callFrom = (app: FastifyInstance, cookie: string, address: string) =>
    app.inject({
      method: 'POST',
      url: '/api/fn/getQuota',
      payload: { data: {} },
      headers: { cookie },
      remoteAddress: address,
    });

  it('refuses an account past its calls a minute, from any address and on any instance', async () => {
    const [flooder, neighbour] = [await signUp(server.app), await signUp(server.app)];
    const addresses = [freshAddress(), freshAddress(), freshAddress()];
    // Spread over three addresses, each under its own ceiling, as in the report (720 calls in 27 s).
    const statuses: number[] = [];
    for (let batch = 0; batch < FUNCTION_CALLS_PER_MINUTE / 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => callFrom(server.app, flooder.cookie, addresses[i % 3]!)),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const refused = await callFrom(other.app, flooder.cookie, freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        status: 'RESOURCE_EXHAUSTED',
        message: reasonMessage('TOO_MANY_CALLS', { limit: FUNCTION_CALLS_PER_MINUTE }),
        details: { reason: 'TOO_MANY_CALLS', limit: FUNCTION_CALLS_PER_MINUTE },
      },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another account from the flood's own address is not held back.
    expect((await callFrom(server.app, neighbour.cookie, addresses[0]!)).statusCode).toBe(200);
  });

  /** The i-th of a run of mailing requests (sign-in link, sign-up, verification), each from its own address. */
  function mailing(i: number, email: string) {
    if (i % 3 === 0) return authPost(server.app, '/sign-in/magic-link', { email });
    if (i % 3 === 1)
      return authPost(other.app, '/sign-up/email', { email, password: 'correct horse', name: 'Ann' });
    return authPost(server.app, '/send-verification-email', { email });
  }

  /** `count` mailing requests, the i-th to `emailOf(i)`: statuses and bodies. */
  async function mailings(count: number, emailOf: (i: number) => string) {
    const answers: { status: number; body: unknown }[] = [];
    for (let i = 0; i < count; i++) {
      const answer = await mailing(i, emailOf(i));
      answers.push({ status: answer.statusCode, body: answer.json() });
    }
    return answers;
  }

  it('sends one inbox at most its mails an hour, whoever asks, saying so alike with or without an account', async () => {
    const known = await signUp(server.app, uniqueEmail('known'));
    // As if the hour of its sign-up mail had passed: the account's inbox starts from nothing.
    await server.database.db.delete(rateLimit).where(eq(rateLimit.key, `mail-inbox:${inboxOf(known.email)}`));
    const sentBefore = outboxFor(server.config.dataDir, known.email).length;
    const [local, domain] = uniqueEmail('inbox').split('@');

    const withAccount = await mailings(MAILS_PER_INBOX.max + 2, () => known.email);
    // One inbox without an account, under several spellings: case and +tags reach the same person.
    const without = await mailings(MAILS_PER_INBOX.max + 2, (i) => `${local}+${i}@${domain!.toUpperCase()}`);

    const refusal = {
      code: 'TOO_MANY_MAILS',
      message: reasonMessage('TOO_MANY_MAILS', { minutes: MAILS_PER_INBOX.windowMinutes }),
      details: { reason: 'TOO_MANY_MAILS', minutes: MAILS_PER_INBOX.windowMinutes },
    };
    const expected = [...Array<number>(MAILS_PER_INBOX.max).fill(200), 429, 429];
    expect(withAccount.map((answer) => answer.status)).toEqual(expected);
    expect(without.map((answer) => answer.status)).toEqual(expected);
    expect(withAccount.slice(-2).map((answer) => answer.body)).toEqual([refusal, refusal]);
    expect(without.slice(-2).map((answer) => answer.body)).toEqual([refusal, refusal]);
    // The refusals sent nothing: the account's inbox got at most its allowance.
    const sent = outboxFor(server.config.dataDir, known.email).length - sentBefore;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(MAILS_PER_INBOX.max);
    // Another inbox is not held back.
    const another = await authPost(server.app, '/sign-in/magic-link', { email: uniqueEmail('other') });
    expect(another.statusCode).toBe(200);
  });

  it('sends no more confirmations to an unconfirmed address through password sign-in past the limit', async () => {
    const email = uniqueEmail('unconfirmed');
    const mails = () => outboxFor(server.config.dataDir, email).length;
    const signIn = async () => {
      const answer = await authPost(server.app, '/sign-in/email', { email, password: 'correct horse' });
      expect(answer.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    };
    await authPost(server.app, '/sign-up/email', { email, password: 'correct horse', name: 'Ann' });
    expect(mails()).toBe(1);
    await signIn(); // the right password for an unconfirmed address: a new confirmation, counted
    expect(mails()).toBe(2);
    await mailings(MAILS_PER_INBOX.max - 2, () => email);
    const before = mails();
    for (let i = 0; i < 3; i++) await signIn();
    expect(mails()).toBe(before);
  });

  it('refuses a display name, e-mail address or photo URL past its length, and keeps the old name', async () => {
    const long = 'N'.repeat(DISPLAY_NAME_MAX_LENGTH + 1);
    const signUpLong = await authPost(server.app, '/sign-up/email', {
      email: uniqueEmail('long'),
      password: 'correct horse',
      name: long,
    });
    expect(signUpLong.statusCode).toBe(400);
    expect(signUpLong.json()).toMatchObject({
      code: 'NAME_TOO_LONG',
      details: { reason: 'NAME_TOO_LONG', max: DISPLAY_NAME_MAX_LENGTH },
    });

    const user = await signUp(server.app);
    const update = (body: object) =>
      authPost(server.app, '/update-user', body, { headers: { cookie: user.cookie } });
    expect((await update({ name: 'x'.repeat(60_000) })).json()).toMatchObject({ code: 'NAME_TOO_LONG' });
    expect((await update({ image: `https://example.com/${'p'.repeat(3000)}` })).statusCode).toBe(400);
    const accepted = await update({ name: '名'.repeat(DISPLAY_NAME_MAX_LENGTH) });
    expect(accepted.statusCode).toBe(200);
    const profile = (await callFn(server.app, 'getProfile', {}, { cookie: user.cookie })).json<{
      result: UserDocument;
    }>().result;
    expect(profile.displayName).toBe('名'.repeat(DISPLAY_NAME_MAX_LENGTH));

    const longEmail = `${'e'.repeat(250)}@example.com`;
    const magic = await authPost(server.app, '/sign-in/magic-link', { email: longEmail });
    expect(magic.statusCode).toBe(400);
    expect(magic.json()).toMatchObject({ code: 'INVALID_EMAIL', details: { reason: 'INVALID_EMAIL' } });
  });

  it('refuses callable free text past its length with invalid-argument', async () => {
    const user = await signUp(server.app);
    const cases: [string, unknown][] = [
      ['createFolder', { name: 'f'.repeat(121) }],
      ['getQuota', { userId: 'u'.repeat(101) }],
      ['createGlossary', { name: 'Terms', entries: [{ source: 's'.repeat(5000), target: 't' }] }],
    ];
    for (const [name, data] of cases) {
      const answer = await callFn(server.app, name, data, { cookie: user.cookie });
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json(), name).toMatchObject({ error: { details: { reason: 'INVALID_DATA' } } });
    }
  });
});
