import type { Folder } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPost,
  BASE_URL,
  callFn,
  DATABASES,
  freshAddress,
  signUp,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from './harness.ts';
import { TusClient } from './tus-client.ts';

const EVIL = 'https://evil.example';
const TRUSTED = 'https://app.tolk.example';

const refusal = {
  error: {
    status: 'PERMISSION_DENIED',
    message: expect.stringMatching(/^Cross-site request refused/),
    details: expect.objectContaining({ reason: expect.stringMatching(/^CROSS_SITE_(ORIGIN|FETCH)$/) }),
  },
};

// A cookie goes with requests other sites start; a cookie-carrying write must come from us.
describe.each(DATABASES)('cross-site writes on %s', (kind) => {
  let server: TestServer;
  let baseUrl: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { TRUSTED_ORIGINS: TRUSTED });
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  const createFolder = (name: string, headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/fn/createFolder',
      payload: { data: { name } },
      headers,
      remoteAddress: freshAddress(),
    });
  const folderNames = async (cookie: string) => {
    const listed = await callFn(server.app, 'listFolders', {}, { cookie });
    return listed.json<{ result: { folders: Folder[] } }>().result.folders.map((folder) => folder.name);
  };

  it('refuses a cookie-authenticated call from another origin with 403, and nothing changes', async () => {
    const { cookie } = await signUp(server.app);
    const refused = await createFolder('Evil', { cookie, origin: EVIL });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal);
    const fromNull = await createFolder('Sandboxed', { cookie, origin: 'null' });
    expect(fromNull.statusCode).toBe(403);
    expect(await folderNames(cookie)).toEqual([]);
  });

  it('refuses a cross-site request without Origin by its Sec-Fetch-Site', async () => {
    const { cookie } = await signUp(server.app);
    for (const site of ['cross-site', 'same-site']) {
      const refused = await createFolder(`From ${site}`, { cookie, 'sec-fetch-site': site });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(refusal);
    }
    expect(await folderNames(cookie)).toEqual([]);
  });

  it('runs calls from our own and trusted origins, first-party fetches and non-browser clients', async () => {
    const { cookie } = await signUp(server.app);
    const allowed: Record<string, Record<string, string>> = {
      'Same origin': { origin: BASE_URL, 'sec-fetch-site': 'same-origin' },
      Trusted: { origin: TRUSTED, 'sec-fetch-site': 'cross-site' },
      Typed: { 'sec-fetch-site': 'none' },
      Script: {},
    };
    for (const [name, headers] of Object.entries(allowed))
      expect((await createFolder(name, { cookie, ...headers })).statusCode).toBe(200);
    expect(await folderNames(cookie)).toEqual(['Same origin', 'Script', 'Trusted', 'Typed']);
  });

  it('leaves bearer-token calls (the native app) alone, whatever their origin', async () => {
    const { email, password, cookie } = await signUp(server.app);
    const signIn = await authPost(server.app, '/sign-in/email', { email, password });
    const bearer = `Bearer ${String(signIn.headers['set-auth-token'])}`;
    expect((await createFolder('Native', { authorization: bearer, origin: EVIL })).statusCode).toBe(200);
    const both = await createFolder('Both', { authorization: bearer, cookie, origin: EVIL });
    expect(both.statusCode).toBe(200);
    expect(await folderNames(cookie)).toEqual(['Both', 'Native']);
  });

  it('refuses tus uploads and deletes from another origin; the upload stays', async () => {
    const { cookie } = await signUp(server.app);
    const evil = new TusClient(baseUrl, { cookie });
    const created = await evil.create(5, 'notes.txt', { origin: EVIL });
    expect(created.response.status).toBe(403);
    expect(await created.response.json()).toEqual(refusal);

    const own = new TusClient(baseUrl, { cookie });
    const { url } = await own.create(5, 'notes.txt', { origin: BASE_URL });
    const removed = await fetch(url!, { method: 'DELETE', headers: { ...own.headers, origin: EVIL } });
    expect(removed.status).toBe(403);
    expect((await own.head(url!)).status).toBe(200);
    const sessions = await callFn(server.app, 'listUploadSessions', {}, { cookie });
    expect(sessions.json<{ result: { sessions: unknown[] } }>().result.sessions).toHaveLength(1);
  });

  it('refuses sign-out from another origin too, and the session lives', async () => {
    const { cookie } = await signUp(server.app);
    const signOut = await authPost(server.app, '/sign-out', {}, { headers: { cookie, origin: EVIL } });
    expect(signOut.statusCode).toBe(403);
    expect(signOut.json()).toEqual(refusal);
    expect((await callFn(server.app, 'getProfile', {}, { cookie })).statusCode).toBe(200);
  });
});

// A server on this machine is opened as localhost or as 127.0.0.1; elsewhere the refusal names the address.
describe.each(DATABASES)('sign-in origins on %s', (kind) => {
  let local: TestServer;
  let hosted: TestServer;
  beforeAll(async () => {
    local = await startTestServer(kind, { BASE_URL: '', PORT: '8080' });
    hosted = await startTestServer(kind);
  });
  afterAll(async () => {
    await local?.close();
    await hosted?.close();
  });

  const fromOrigin = (server: TestServer, url: string, payload: object, origin: string) =>
    authPost(server.app, url, payload, { headers: { origin } });

  it('trusts both loopback names without BASE_URL, for sign-up and magic links', async () => {
    expect(local.config.baseUrl).toBe('http://localhost:8080');
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:8080']) {
      const signedUp = await fromOrigin(
        local,
        '/sign-up/email',
        { email: uniqueEmail('loopback'), password: 'correct horse', name: 'Loopback' },
        origin,
      );
      expect(signedUp.statusCode, signedUp.body).toBe(200);
      const linked = await fromOrigin(
        local,
        '/sign-in/magic-link',
        { email: uniqueEmail('loopback'), callbackURL: '/' },
        origin,
      );
      expect(linked.statusCode, linked.body).toBe(200);
    }
  });

  it('refuses another origin saying which address to open', async () => {
    for (const [url, payload] of [
      ['/sign-up/email', { email: uniqueEmail('elsewhere'), password: 'correct horse', name: 'Elsewhere' }],
      ['/sign-in/magic-link', { email: uniqueEmail('elsewhere'), callbackURL: '/' }],
    ] as const) {
      const refused = await fromOrigin(hosted, url, payload, 'http://127.0.0.1:8080');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'UNTRUSTED_ORIGIN',
        message: `Open Tolk at ${BASE_URL} to sign in`,
        url: BASE_URL,
        details: { reason: 'UNTRUSTED_ORIGIN', url: BASE_URL },
      });
    }
    const own = await fromOrigin(hosted, '/sign-in/magic-link', { email: uniqueEmail('own') }, BASE_URL);
    expect(own.statusCode).toBe(200);
  });
});
