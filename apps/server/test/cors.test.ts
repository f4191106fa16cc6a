import { NATIVE_ORIGINS, UI_LOCALE_HEADER } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSessions } from '../src/db/schema.ts';
import { BASE_URL, DATABASES, freshAddress, signUp, startTestServer, type TestServer } from './harness.ts';

const IOS = 'capacitor://localhost';
const ANDROID = 'https://localhost';
const TRUSTED = 'https://app.tolk.example';
const EVIL = 'https://evil.example';

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
];

/** A comma-separated header as a lower-case list (fetch joins a repeated header with ", " too). */
const listOf = (response: Response, name: string) =>
  (response.headers.get(name) ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** What a browser reads from an allowed origin's answer: the origin once, credentials, Vary. */
function expectAllowed(response: Response, origin: string) {
  expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  expect(listOf(response, 'vary')).toContain('origin');
}

function expectNoCors(response: Response) {
  for (const name of CORS_HEADERS) expect(response.headers.get(name), name).toBeNull();
}

// The native apps (and TRUSTED_ORIGINS) call the API from their own origins with a bearer token.
describe.each(DATABASES)('CORS for the native apps on %s', (kind) => {
  let server: TestServer;
  let baseUrl: string;
  beforeAll(async () => {
    // Behind "a proxy" on this machine, so each request's X-Forwarded-For keeps per-IP limits apart.
    server = await startTestServer(kind, { TRUSTED_ORIGINS: TRUSTED, TRUST_PROXY: '127.0.0.1' });
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  const send = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { 'x-forwarded-for': freshAddress(), ...(init.headers as Record<string, string>) },
    });
  const preflight = (path: string, origin: string, method: string, headers: string[]) =>
    send(path, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': headers.join(','),
      },
    });
  /** A signed-in native app: its sign-in from `origin`, and the token it read from the answer. */
  const nativeSignIn = async (origin: string) => {
    const { email, password } = await signUp(server.app);
    const response = await send('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', [UI_LOCALE_HEADER]: 'en' },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return { response, token: response.headers.get('set-auth-token') as string };
  };
  const getProfile = (origin: string, token: string) =>
    send('/api/fn/getProfile', {
      method: 'POST',
      headers: { origin, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });

  it('allows the iOS app’s preflight for a callable function with its token and JSON', async () => {
    const response = await preflight('/api/fn/getProfile', IOS, 'POST', ['authorization', 'content-type']);
    expect(response.status).toBe(204);
    expectAllowed(response, IOS);
    expect(listOf(response, 'access-control-allow-methods')).toEqual(
      expect.arrayContaining(['get', 'post', 'patch', 'delete', 'head']),
    );
    expect(listOf(response, 'access-control-allow-headers')).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'accept-language', UI_LOCALE_HEADER]),
    );
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('lets the app read set-auth-token after a sign-in, then answers its bearer calls', async () => {
    const signInPreflight = await preflight('/api/auth/sign-in/email', IOS, 'POST', [
      'content-type',
      UI_LOCALE_HEADER,
    ]);
    expect(signInPreflight.status).toBe(204);
    expectAllowed(signInPreflight, IOS);

    const { response: signIn, token } = await nativeSignIn(IOS);
    expectAllowed(signIn, IOS);
    expect(token).toBeTruthy();
    expect(listOf(signIn, 'access-control-expose-headers')).toContain('set-auth-token');

    const profile = await getProfile(IOS, token);
    expect(profile.status).toBe(200);
    expectAllowed(profile, IOS);
    expect(listOf(profile, 'access-control-expose-headers')).toContain('set-auth-token');
    // A refusal is readable too: the app shows its reason.
    const forged = await getProfile(IOS, `${token.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
    expectAllowed(forged, IOS);
  });

  it('opens the event stream for the app’s origin', async () => {
    const { token } = await nativeSignIn(ANDROID);
    const events = await preflight('/api/events', ANDROID, 'GET', ['authorization', 'last-event-id']);
    expectAllowed(events, ANDROID);
    const aborter = new AbortController();
    try {
      const stream = await send('/api/events', {
        headers: { origin: ANDROID, authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: aborter.signal,
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expectAllowed(stream, ANDROID);
    } finally {
      aborter.abort();
    }
  });

  it('takes a tus upload from the Android app, its answers readable, and the download’s name', async () => {
    const { token } = await nativeSignIn(ANDROID);
    const bytes = new TextEncoder().encode('Hello from the Android app.');
    const tus = { origin: ANDROID, authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };

    const createPreflight = await preflight('/api/uploads/', ANDROID, 'POST', [
      'authorization',
      'tus-resumable',
      'upload-length',
      'upload-metadata',
    ]);
    expect(createPreflight.status).toBe(204);
    expectAllowed(createPreflight, ANDROID);
    expect(listOf(createPreflight, 'access-control-allow-headers')).toEqual(
      expect.arrayContaining(['tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset']),
    );
    const created = await send('/api/uploads/', {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(bytes.byteLength),
        'upload-metadata': `filename ${Buffer.from('android.txt').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    expectAllowed(created, ANDROID);
    expect(listOf(created, 'access-control-expose-headers')).toEqual(
      expect.arrayContaining(['location', 'upload-offset', 'tus-resumable', 'upload-expires']),
    );
    const uploadPath = new URL(created.headers.get('location') as string, baseUrl).pathname;

    const patchPreflight = await preflight(uploadPath, ANDROID, 'PATCH', [
      'authorization',
      'content-type',
      'tus-resumable',
      'upload-offset',
    ]);
    expect(patchPreflight.status).toBe(204);
    expectAllowed(patchPreflight, ANDROID);
    expect(listOf(patchPreflight, 'access-control-allow-methods')).toContain('patch');
    const patched = await send(uploadPath, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: bytes,
    });
    expect(patched.status).toBe(204);
    expectAllowed(patched, ANDROID);
    expect(listOf(patched, 'access-control-expose-headers')).toContain('upload-offset');
    expect(patched.headers.get('upload-offset')).toBe(String(bytes.byteLength));
    const uploadId = uploadPath.split('/').pop() as string;
    const [session] = await server.database.db
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.sessionId, uploadId));
    const fileId = session?.fileId as string;

    const download = await send(`/api/files/${fileId}`, {
      headers: { origin: ANDROID, authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expectAllowed(download, ANDROID);
    expect(listOf(download, 'access-control-expose-headers')).toContain('content-disposition');
    expect(download.headers.get('content-disposition')).toMatch(/filename="android.txt"/);
    // …and the WebView may show it in an <img> of its own origin.
    expect(download.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('allows a TRUSTED_ORIGINS origin the same way', async () => {
    const allowed = await preflight('/api/fn/getProfile', TRUSTED, 'POST', ['authorization', 'content-type']);
    expect(allowed.status).toBe(204);
    expectAllowed(allowed, TRUSTED);
    const { token } = await nativeSignIn(TRUSTED);
    const profile = await getProfile(TRUSTED, token);
    expect(profile.status).toBe(200);
    expectAllowed(profile, TRUSTED);
  });

  it('gives another origin no CORS headers: its preflight and its answers stay unreadable', async () => {
    for (const path of ['/api/fn/getProfile', '/api/uploads/', '/api/auth/sign-in/email']) {
      const refused = await preflight(path, EVIL, 'POST', ['authorization', 'content-type']);
      expectNoCors(refused);
      expect(listOf(refused, 'vary')).toContain('origin');
    }
    const { token } = await nativeSignIn(IOS);
    // The call itself still runs (a bearer token is no CSRF risk): its answer is not for the page.
    const profile = await getProfile(EVIL, token);
    expect(profile.status).toBe(200);
    expectNoCors(profile);
    const created = await send('/api/uploads/', {
      method: 'POST',
      headers: {
        origin: EVIL,
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-length': '5',
        'upload-metadata': `filename ${Buffer.from('evil.txt').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    expectNoCors(created);
  });

  it('leaves the server’s own origin, other clients and pages outside /api as they were', async () => {
    const { token } = await nativeSignIn(IOS);
    const sameOrigin = await getProfile(BASE_URL, token);
    expect(sameOrigin.status).toBe(200);
    expectNoCors(sameOrigin);
    const script = await send('/api/health');
    expectNoCors(script);
    expect(listOf(script, 'vary')).toContain('origin');
    expect(NATIVE_ORIGINS).toEqual([IOS, ANDROID]);
    const page = await send('/welcome', { headers: { origin: IOS } });
    expectNoCors(page);
  });
});
