import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, wireStatus, type ErrorCode } from '@tolk/contract';
import { CallableError, createCallableClient } from '../src/index.ts';
import { sendJson, sendRaw, startTestServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
}

const client = () => createCallableClient({ baseUrl: server.baseUrl });

// SPEC.md §8, row by row; 418 and 502 stand for "other".
const STATUS_TABLE: [number, ErrorCode][] = [
  [400, 'invalid-argument'],
  [401, 'unauthenticated'],
  [403, 'permission-denied'],
  [404, 'not-found'],
  [409, 'aborted'],
  [429, 'resource-exhausted'],
  [499, 'cancelled'],
  [500, 'internal'],
  [501, 'unimplemented'],
  [503, 'unavailable'],
  [504, 'deadline-exceeded'],
  [418, 'unknown'],
  [502, 'unknown'],
];

describe('HTTP status → error code (SPEC.md §8)', () => {
  it.each(STATUS_TABLE)('status %i gives %s, with the code as message', async (status, code) => {
    server.handle = (_req, res) =>
      sendJson(res, status, { error: { message: 'ignored without a known code' } });
    const error = await failure(client().call('getProfile', {}));
    expect(error.code).toBe(code);
    expect(error.message).toBe(code);
    expect(error.httpStatus).toBe(status);
  });

  it('maps the status when the error body is not JSON at all', async () => {
    server.handle = (_req, res) => sendRaw(res, 503, '<html>Service Unavailable</html>', 'text/html');
    const error = await failure(client().call('getProfile', {}));
    expect([error.code, error.message]).toEqual(['unavailable', 'unavailable']);
  });

  it('ignores an unknown code in error.status and keeps the status mapping', async () => {
    server.handle = (_req, res) => sendJson(res, 400, { error: { status: 'NOT_A_CODE', message: 'nope' } });
    const error = await failure(client().call('getProfile', {}));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'invalid-argument']);
  });
});

describe('error body', () => {
  it('a canonical name in error.status overrides the status mapping and brings its message and details', async () => {
    server.handle = (_req, res) =>
      sendJson(res, 400, {
        error: { status: 'RESOURCE_EXHAUSTED', message: MESSAGES.uploadLimitReached, details: { limit: 10 } },
      });
    const error = await failure(client().call('getProfile', {}));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(MESSAGES.uploadLimitReached);
    expect(error.details).toEqual({ limit: 10 });
    expect(error.httpStatus).toBe(400);
  });

  it.each(ERROR_CODES)(
    '%s arrives under its canonical name and, from an older server, as itself',
    async (code) => {
      for (const status of [wireStatus(code), code]) {
        server.handle = (_req, res) => sendJson(res, 418, { error: { status, message: 'said' } });
        const error = await failure(client().call('getProfile', {}));
        expect([status, error.code, error.message]).toEqual([status, code, 'said']);
      }
    },
  );

  it('a known code without a message uses the code as message', async () => {
    server.handle = (_req, res) => sendJson(res, 500, { error: { status: 'NOT_FOUND' } });
    const error = await failure(client().call('getProfile', {}));
    expect([error.code, error.message]).toEqual(['not-found', 'not-found']);
  });
});

describe('malformed success responses', () => {
  it('a JSON object without result or data is "Response is missing data field."', async () => {
    server.handle = (_req, res) => sendJson(res, 200, { ok: true });
    const error = await failure(client().call('getProfile', {}));
    expect([error.code, error.message]).toEqual(['internal', 'Response is missing data field.']);
  });

  it.each([
    ['text that is not JSON', 'not json {'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"result"'],
    ['JSON null', 'null'],
    ['an empty body', ''],
  ])('%s is "Response is not valid JSON object."', async (_label, text) => {
    server.handle = (_req, res) => sendRaw(res, 200, text, 'application/json');
    const error = await failure(client().call('getProfile', {}));
    expect([error.code, error.message]).toEqual(['internal', 'Response is not valid JSON object.']);
  });

  it('an unreachable server is unavailable', async () => {
    const closed = await startTestServer();
    const url = closed.baseUrl;
    await closed.close();
    const error = await failure(createCallableClient({ baseUrl: url }).call('getProfile', {}));
    expect([error.code, error.message]).toEqual(['unavailable', 'unavailable']);
  });
});
