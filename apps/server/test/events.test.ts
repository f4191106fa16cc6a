import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_MS } from '../src/http/events-route.ts';
import { buildApp } from '../src/http/app.ts';
import { authPost, callFn, DATABASES, signUp, startTestServer, type TestServer } from './harness.ts';
import { refusal } from './refusals.ts';
import { openStream } from './sse-client.ts';

/** Opens GET /api/events over real HTTP; `next` yields its events, the stream closes when `signal` aborts. */
async function openEvents(baseUrl: string, auth: string | { bearer: string }, signal: AbortSignal) {
  const stream = await openStream(baseUrl, typeof auth === 'string' ? { cookie: auth } : auth);
  signal.addEventListener('abort', () => stream.close());
  return stream.next;
}

describe.each(DATABASES)('live events on %s', (kind) => {
  let server: TestServer;
  let baseUrl: string;
  const aborter = new AbortController();
  beforeAll(async () => {
    server = await startTestServer(kind);
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    aborter.abort();
    await server?.close();
  });

  it('refuses the stream without a session', async () => {
    const response = await fetch(`${baseUrl}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: refusal('unauthenticated', 'AUTHENTICATION_REQUIRED') });
  });

  it('delivers a preferences event to the user who changed them, and only to them', async () => {
    const ann = await signUp(server.app);
    const bob = await signUp(server.app);
    const annEvents = await openEvents(baseUrl, ann.cookie, aborter.signal);
    const bobEvents = await openEvents(baseUrl, bob.cookie, aborter.signal);

    expect(
      (await callFn(server.app, 'updatePreferences', { primaryColor: '#111111' }, { cookie: ann.cookie }))
        .statusCode,
    ).toBe(200);
    expect(
      (await callFn(server.app, 'updatePreferences', { primaryColor: '#222222' }, { cookie: bob.cookie }))
        .statusCode,
    ).toBe(200);

    const forAnn = await annEvents();
    expect(forAnn.event).toBe('preferences');
    expect(forAnn.data).toMatchObject({ primaryColor: '#111111' });
    // Bob's first event is his own change: Ann's went to Ann alone.
    const forBob = await bobEvents();
    expect(forBob).toMatchObject({ event: 'preferences', data: { primaryColor: '#222222' } });
  });

  it('sends a keep-alive comment every 25 seconds', async () => {
    const { cookie } = await signUp(server.app);
    // Only intervals are faked, so the database and HTTP keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie }, signal: aborter.signal });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      const readUntil = async (text: string) => {
        let seen = '';
        while (!seen.includes(text)) seen += (await reader.read()).value ?? '';
        return seen;
      };
      expect(await readUntil(': connected\n\n')).not.toContain('keep-alive');
      expect(KEEP_ALIVE_MS).toBe(25_000);
      vi.advanceTimersByTime(KEEP_ALIVE_MS);
      expect(await readUntil(': keep-alive\n\n')).toContain(': keep-alive');
      await reader.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the native app with a bearer token too', async () => {
    const { email, password, cookie } = await signUp(server.app);
    const signIn = await authPost(server.app, '/sign-in/email', { email, password });
    const next = await openEvents(
      baseUrl,
      { bearer: String(signIn.headers['set-auth-token']) },
      aborter.signal,
    );
    await callFn(server.app, 'updatePreferences', { fontScale: 1.1 }, { cookie });
    expect(await next()).toMatchObject({ event: 'preferences', data: { fontScale: 1.1 } });
  });

  it.runIf(kind === 'postgres')(
    'carries events between instances on one PostgreSQL (LISTEN/NOTIFY)',
    async () => {
      // A second API instance on the same database, with its own event bus.
      const other = await buildApp(server.config, { database: server.database });
      try {
        const { cookie } = await signUp(server.app);
        const next = await openEvents(baseUrl, cookie, aborter.signal);
        const changed = await callFn(other, 'updatePreferences', { theme: 'dark' }, { cookie });
        expect(changed.statusCode).toBe(200);
        expect(await next()).toMatchObject({ event: 'preferences', data: { theme: 'dark' } });
      } finally {
        await other.close();
      }
    },
  );

  it('closes open streams when the server shuts down', async () => {
    const { cookie } = await signUp(server.app);
    const next = await openEvents(baseUrl, cookie, aborter.signal);
    const ended = next().then(
      () => 'event',
      (error: Error) => error.message,
    );
    await server.app.close();
    expect(await ended).toBe('event stream ended');
  });
});
