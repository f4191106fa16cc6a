import { SIGN_IN_ACCOUNT_LIMIT, UI_LOCALE_HEADER } from '@tolk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInKey } from '../src/auth/sign-in-limit.ts';
import { rateLimit } from '../src/db/schema.ts';
import {
  authPost,
  DATABASES,
  freshAddress,
  signUp,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from './harness.ts';
import { outboxFor } from './mail-outbox.ts';

const LOCK_SUBJECT = 'Someone tried to sign in to your Tolk account';
const GERMAN_LOCK_SUBJECT = 'Jemand hat versucht, sich bei Ihrem Tolk-Konto anzumelden';
const { lockMinutes } = SIGN_IN_ACCOUNT_LIMIT;

describe.each(DATABASES)('per-account sign-in limit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy, so every attempt below comes from a client address of its own.
    server = await startTestServer(kind, { TRUST_PROXY: '1' });
  });
  afterAll(() => server?.close());

  const proxy = freshAddress();
  /** One password sign-in from a new client address: the per-address limits never apply. */
  async function attempt(email: string, password: string) {
    const response = await authPost(
      server.app,
      '/sign-in/email',
      { email, password },
      { remoteAddress: proxy, headers: { 'x-forwarded-for': freshAddress() } },
    );
    return {
      status: response.statusCode,
      body: response.json<{ message: string; code?: string }>(),
      retryAfter: Number(response.headers['retry-after'] ?? 0),
    };
  }
  const statuses = async (email: string, password: string, times: number) => {
    const seen: number[] = [];
    for (let i = 0; i < times; i++) seen.push((await attempt(email, password)).status);
    return seen;
  };

  /** The address's attempts happened `seconds` earlier, as far as the stored counter is concerned. */
  async function letTimePass(email: string, seconds: number) {
    await server.database.db
      .update(rateLimit)
      .set({ lastRequest: sql`${rateLimit.lastRequest} - ${seconds * 1000}` })
      .where(eq(rateLimit.key, signInKey(email)));
  }

  const lockMails = (email: string, subject = LOCK_SUBJECT) =>
    outboxFor(server.config.dataDir, email).filter((m) => m.subject === subject);
  async function waitForLockMail(email: string, subject = LOCK_SUBJECT) {
    while (lockMails(email, subject).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    return lockMails(email, subject);
  }

  it('slows down, then locks an account guessed at from many addresses; its owner gets one e-mail', async () => {
    const owner = await signUp(server.app);
    const bystander = await signUp(server.app);

    expect(await statuses(owner.email, 'wrong password', 3)).toEqual([401, 401, 401]);
    // Slowed down: the next attempt waits 30 s, whichever password it brings.
    const slowed = await attempt(owner.email, owner.password);
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/^Too many failed sign-in attempts .* Try again in \d+ seconds/);
    expect(slowed.retryAfter).toBeGreaterThan(0);
    expect(slowed.retryAfter).toBeLessThanOrEqual(30);
    await letTimePass(owner.email, 31);
    expect(await statuses(owner.email, 'wrong password', 2)).toEqual([401, 429]);
    await letTimePass(owner.email, 61);
    expect(await statuses(owner.email, 'wrong password', 1)).toEqual([401]);

    // Five failures: locked, even for the right password, and the owner is told once.
    const locked = await attempt(owner.email, owner.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toContain(`Try again in ${lockMinutes} minutes`);
    expect(locked.retryAfter).toBeGreaterThan(30);
    expect(locked.retryAfter).toBeLessThanOrEqual(lockMinutes * 60);
    expect(await statuses(owner.email, 'wrong password', 2)).toEqual([429, 429]);
    const [mail, ...more] = await waitForLockMail(owner.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`paused for ${lockMinutes} minutes`);

    // Another account is not affected.
    expect((await attempt(bystander.email, bystander.password)).status).toBe(200);

    // After the lock, the right password works and starts the count again.
    await letTimePass(owner.email, lockMinutes * 60 + 1);
    expect((await attempt(owner.email, owner.password)).status).toBe(200);
    expect(await statuses(owner.email, 'wrong password', 4)).toEqual([401, 401, 401, 429]);
    expect(lockMails(owner.email)).toHaveLength(1);
  });

  it('answers for an unknown address exactly as for an account, and mails nobody else', async () => {
    const owner = await signUp(server.app, uniqueEmail('de'), 'correct horse', {
      [UI_LOCALE_HEADER]: 'de-DE',
    });
    const stranger = uniqueEmail('stranger');
    const both = async () => {
      const [known, unknown] = [await attempt(owner.email, 'wrong'), await attempt(stranger, 'wrong')];
      // The same answer, but for the seconds that may have ticked between the two (in the message
      // and in its details).
      const same = (answer: typeof known) => ({
        status: answer.status,
        body: JSON.stringify(answer.body).replace(/\d+ seconds|"seconds":\d+/g, 'N seconds'),
      });
      expect(same(unknown)).toEqual(same(known));
      return known.status;
    };
    const seen = [await both(), await both(), await both(), await both()];
    for (const email of [owner.email, stranger]) await letTimePass(email, 31);
    seen.push(await both());
    for (const email of [owner.email, stranger]) await letTimePass(email, 61);
    seen.push(await both(), await both());
    expect(seen).toEqual([401, 401, 401, 429, 401, 401, 429]);
    // The owner is told in the account's language, whatever language the guesses came in.
    const [mail] = await waitForLockMail(owner.email, GERMAN_LOCK_SUBJECT);
    expect(mail!.text).toContain(`für ${lockMinutes} Minuten pausiert`);
    expect(outboxFor(server.config.dataDir, stranger)).toEqual([]);
  });

  it('lets parallel guesses no further than sequential ones', async () => {
    const owner = await signUp(server.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => attempt(owner.email, 'wrong password')),
    );
    const seen = answers.map((a) => a.status).sort();
    expect(seen).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const owner = await signUp(server.app);
    expect(await statuses(owner.email, 'wrong password', 2)).toEqual([401, 401]);
    expect((await attempt(owner.email, owner.password)).status).toBe(200);
    expect(await statuses(owner.email, 'wrong password', 4)).toEqual([401, 401, 401, 429]);
  });
});
