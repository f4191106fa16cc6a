import { MAX_EVENT_STREAMS_PER_USER } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema.ts';
import { buildApp } from '../src/http/app.ts';
import {
  authPost,
  BASE_URL,
  callFn,
  DATABASES,
  sessionCookie,
  signUp,
  startTestServer,
  type TestServer,
} from './harness.ts';
import { openStream, refusedStream, type EventStream } from './sse-client.ts';
import { refusal } from './refusals.ts';

/** A stream that has not ended by then would leave the test waiting; fail it sooner instead. */
const ENDS_WITHIN = 15_000;

describe.each(DATABASES)('event streams end with their session on %s', (kind) => {
  let server: TestServer;
  let baseUrl: string;
  const streams: EventStream[] = [];
  beforeAll(async () => {
    // The periodic re-check stays at its default (a minute): these streams must end on the signal.
    server = await startTestServer(kind);
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await server?.close();
  });

  const open = async (auth: { cookie: string } | { bearer: string }) => {
    const stream = await openStream(baseUrl, auth);
    streams.push(stream);
    return stream;
  };

  /** One user signed in twice: sessions A (from sign-up) and B, each with its cookie and token. */
  async function userWithTwoSessions() {
    const user = await signUp(server.app);
    const second = await authPost(server.app, '/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(second.statusCode).toBe(200);
    return {
      ...user,
      b: { cookie: sessionCookie(second), token: second.json<{ token: string }>().token },
    };
  }

  const changeColour = async (cookie: string, primaryColor: string) =>
    expect((await callFn(server.app, 'updatePreferences', { primaryColor }, { cookie })).statusCode).toBe(
      200,
    );

  const signOut = (headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: BASE_URL, ...headers },
      payload: {},
    });

  it(
    'signing out ends that session’s stream: the user’s next change reaches only the other session',
    async () => {
      const user = await userWithTwoSessions();
      const a = await open({ cookie: user.cookie });
      const b = await open({ cookie: user.b.cookie });

      expect((await signOut({ cookie: user.cookie })).statusCode).toBe(200);
      await changeColour(user.b.cookie, '#123456');

      // A hears that its session ended, then nothing more: the change after it is not delivered.
      expect(await a.rest()).toEqual([{ event: 'session-ended', data: {} }]);
      expect(await b.next()).toMatchObject({ event: 'preferences', data: { primaryColor: '#123456' } });
    },
    ENDS_WITHIN,
  );

  it(
    'revoking a session from another one ends the revoked session’s stream and keeps the revoker’s',
    async () => {
      const user = await userWithTwoSessions();
      const third = await authPost(server.app, '/sign-in/email', {
        email: user.email,
        password: user.password,
      });
      const c = { cookie: sessionCookie(third), token: third.json<{ token: string }>().token };
      const b = await open({ cookie: user.b.cookie });
      const viaBearer = await open({ bearer: c.token });

      const revoked = await server.app.inject({
        method: 'POST',
        url: '/api/auth/revoke-session',
        headers: { cookie: user.cookie, origin: BASE_URL },
        payload: { token: c.token },
      });
      expect(revoked.statusCode).toBe(200);
      await changeColour(user.cookie, '#654321');

      expect(await viaBearer.rest()).toEqual([{ event: 'session-ended', data: {} }]);
      expect(await b.next()).toMatchObject({ event: 'preferences', data: { primaryColor: '#654321' } });

      // Revoking every other session ends B's stream too.
      const others = await server.app.inject({
        method: 'POST',
        url: '/api/auth/revoke-other-sessions',
        headers: { cookie: user.cookie, origin: BASE_URL },
        payload: {},
      });
      expect(others.statusCode).toBe(200);
      expect(await b.rest()).toEqual([{ event: 'session-ended', data: {} }]);
    },
    ENDS_WITHIN,
  );

  it(
    'signing out with the native app’s bearer token ends the stream opened with it',
    async () => {
      const user = await userWithTwoSessions();
      const native = await open({ bearer: user.b.token });
      const web = await open({ cookie: user.cookie });
      expect((await signOut({ authorization: `Bearer ${user.b.token}` })).statusCode).toBe(200);
      await changeColour(user.cookie, '#abcdef');
      expect(await native.rest()).toEqual([{ event: 'session-ended', data: {} }]);
      expect(await web.next()).toMatchObject({ event: 'preferences', data: { primaryColor: '#abcdef' } });
    },
    ENDS_WITHIN,
  );

  it(
    'a session that expires or is deleted in the database ends its stream at the next check',
    async () => {
      const checking = await startTestServer(kind, {}, { sessionRecheckMs: 50 });
      const url = await checking.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const user = await userWithTwoSessions();
        const expiring = await openStream(url, { cookie: user.cookie });
        const deleted = await openStream(url, { bearer: user.b.token });
        const idOf = async (cookie: string) =>
          (
            await server.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })
          ).json<{
            session: { id: string };
          }>().session.id;
        const [idA, idB] = [await idOf(user.cookie), await idOf(user.b.cookie)];

        await server.database.db
          .update(session)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(session.id, idA));
        expect(await expiring.rest()).toEqual([{ event: 'session-ended', data: {} }]);
        await server.database.db.delete(session).where(eq(session.id, idB));
        expect(await deleted.rest()).toEqual([{ event: 'session-ended', data: {} }]);
      } finally {
        await checking.close();
      }
    },
    ENDS_WITHIN,
  );

  it.runIf(kind === 'postgres')(
    'a sign-out on another instance ends the stream here (LISTEN/NOTIFY)',
    async () => {
      const other = await buildApp(server.config, { database: server.database });
      try {
        const user = await userWithTwoSessions();
        const stream = await open({ cookie: user.cookie });
        const out = await other.inject({
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: { cookie: user.cookie, origin: BASE_URL },
          payload: {},
        });
        expect(out.statusCode).toBe(200);
        expect(await stream.rest()).toEqual([{ event: 'session-ended', data: {} }]);
      } finally {
        await other.close();
      }
    },
    ENDS_WITHIN,
  );

  it(`refuses a user’s stream beyond ${MAX_EVENT_STREAMS_PER_USER} with 429; closing one frees a slot`, async () => {
    const user = await signUp(server.app);
    const mine: EventStream[] = [];
    for (let i = 0; i < MAX_EVENT_STREAMS_PER_USER; i++) mine.push(await open({ cookie: user.cookie }));

    expect(await refusedStream(baseUrl, { cookie: user.cookie })).toEqual({
      status: 429,
      body: {
        error: refusal('resource-exhausted', 'TOO_MANY_EVENT_STREAMS', { limit: MAX_EVENT_STREAMS_PER_USER }),
      },
    });
    // Another user is not affected.
    const other = await signUp(server.app);
    expect((await refusedStream(baseUrl, { cookie: other.cookie })).status).toBe(200);

    mine[0]!.close();
    // The server notices the closed connection shortly; until then the slot is still taken.
    let status = 429;
    while (status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ({ status } = await refusedStream(baseUrl, { cookie: user.cookie }));
    }
    expect(status).toBe(200);
  });
});
