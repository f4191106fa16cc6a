import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quota } from '@tolk/contract';
import { CallableError, createCallableClient } from '../src/index.ts';
import { sendJson, startTestServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const QUOTA: Quota = {
  userId: 'u1',
  pagesUsed: 2,
  freePageLimit: 5,
  monthStart: '2026-11-01',
  storageUsed: 0,
  storageQuota: 104857600,
  imageTranslationsUsed: 0,
  imageTranslationsQuota: 10,
  uploadCount: 1,
  premium: false,
};

async function failure(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
}

describe('call', () => {
  it('POSTs {data} as JSON to /api/fn/<name> and returns result', async () => {
    server.handle = (_req, res) => sendJson(res, 200, { result: QUOTA });
    const before = server.requests.length;
    const quota = await createCallableClient({ baseUrl: `${server.baseUrl}/` }).call('getQuota', {
      userId: 'u1',
    });
    expect(quota).toEqual(QUOTA);
    const req = server.requests[before];
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/api/fn/getQuota');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.body).toEqual({ data: { userId: 'u1' } });
  });

  it('accepts the output in a data field instead of result', async () => {
    server.handle = (_req, res) => sendJson(res, 200, { data: QUOTA });
    expect(await createCallableClient({ baseUrl: server.baseUrl }).call('getQuota', {})).toEqual(QUOTA);
  });

  it('returns a null result as null rather than a missing-data error', async () => {
    server.handle = (_req, res) => sendJson(res, 200, { result: null });
    expect(await createCallableClient({ baseUrl: server.baseUrl }).callUntyped('anything', 1)).toBeNull();
  });

  it('callUntyped reaches any function name, URL-encoded', async () => {
    server.handle = (req, res) => sendJson(res, 200, { result: { echoed: req.body, url: req.url } });
    const out = await createCallableClient({ baseUrl: server.baseUrl }).callUntyped('weird name', { a: 1 });
    expect(out).toEqual({ echoed: { data: { a: 1 } }, url: '/api/fn/weird%20name' });
  });
});

describe('token headers', () => {
  it('sends bearer, messaging and app-check tokens from sync and async getters', async () => {
    server.handle = (req, res) => sendJson(res, 200, { result: req.headers });
    const client = createCallableClient({
      baseUrl: server.baseUrl,
      getAuthToken: async () => 'id-token',
      getMessagingToken: () => 'fcm-token',
      getAppCheckToken: async () => 'app-check-token',
    });
    const headers = (await client.callUntyped('echo', {})) as Record<string, string>;
    expect(headers.authorization).toBe('Bearer id-token');
    expect(headers['x-messaging-token']).toBe('fcm-token');
    expect(headers['x-app-check']).toBe('app-check-token');
  });

  it('omits the headers when getters give null, undefined or throw', async () => {
    server.handle = (req, res) => sendJson(res, 200, { result: req.headers });
    const client = createCallableClient({
      baseUrl: server.baseUrl,
      getAuthToken: () => null,
      getMessagingToken: async () => undefined,
      getAppCheckToken: () => {
        throw new Error('app check unavailable');
      },
    });
    const headers = (await client.callUntyped('echo', {})) as Record<string, string>;
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('x-messaging-token');
    expect(headers).not.toHaveProperty('x-app-check');
  });
});

describe('timeout and cancellation', () => {
  it('a server that never answers gives deadline-exceeded after the per-call timeout', async () => {
    server.handle = () => {}; // never answers
    const client = createCallableClient({ baseUrl: server.baseUrl });
    const error = await failure(client.call('getProfile', {}, { timeoutMs: 50 }));
    expect([error.code, error.message]).toEqual(['deadline-exceeded', 'deadline-exceeded']);
  });

  it('the client-wide timeout applies when the call sets none', async () => {
    server.handle = () => {};
    const client = createCallableClient({ baseUrl: server.baseUrl, timeoutMs: 50 });
    expect((await failure(client.call('getProfile', {}))).code).toBe('deadline-exceeded');
  });

  it('aborting the caller signal mid-call gives cancelled', async () => {
    const controller = new AbortController();
    server.handle = () => controller.abort(); // abort once the request has reached the server
    const client = createCallableClient({ baseUrl: server.baseUrl });
    const error = await failure(client.call('getProfile', {}, { signal: controller.signal }));
    expect([error.code, error.message]).toEqual(['cancelled', 'cancelled']);
  });

  it('an already aborted signal gives cancelled without sending anything', async () => {
    const before = server.requests.length;
    const client = createCallableClient({ baseUrl: server.baseUrl });
    const error = await failure(client.call('getProfile', {}, { signal: AbortSignal.abort() }));
    expect(error.code).toBe('cancelled');
    expect(server.requests.length).toBe(before);
  });
});

describe('validateOutput', () => {
  it('rejects an output that breaks the contract with internal', async () => {
    server.handle = (_req, res) => sendJson(res, 200, { result: { ...QUOTA, pagesUsed: 'two' } });
    const client = createCallableClient({ baseUrl: server.baseUrl, validateOutput: true });
    const error = await failure(client.call('getQuota', {}));
    expect(error.code).toBe('internal');
    expect(error.message).toBe('Response of getQuota does not match its contract.');
  });

  it('returns a valid output exactly as sent, and skips the check when off', async () => {
    server.handle = (_req, res) => sendJson(res, 200, { result: { ...QUOTA, extra: 1 } });
    const strict = createCallableClient({ baseUrl: server.baseUrl, validateOutput: true });
    expect(await strict.call('getQuota', {})).toEqual({ ...QUOTA, extra: 1 });
    server.handle = (_req, res) => sendJson(res, 200, { result: { pagesUsed: 'two' } });
    const lax = createCallableClient({ baseUrl: server.baseUrl });
    expect(await lax.call('getQuota', {})).toEqual({ pagesUsed: 'two' });
  });
});
