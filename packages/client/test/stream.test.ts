import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableError, createCallableClient } from '../src/index.ts';
import { sendJson, startTestServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Writes the pieces as separate writes, with a pause between, so they reach the client as separate chunks. */
async function writeSse(
  res: ServerResponse,
  pieces: (string | Buffer)[],
  end = true,
  status = 200,
): Promise<void> {
  res.writeHead(status, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.flushHeaders();
  for (const piece of pieces) {
    res.write(piece);
    await pause();
  }
  if (end) res.end();
}

async function failure(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
}

const client = () => createCallableClient({ baseUrl: server.baseUrl });

describe('stream', () => {
  it('passes messages to onMessage and returns the final result, with events split mid-way', async () => {
    const euro = Buffer.from('€'); // 3 bytes, split across two writes below
    server.handle = (_req, res) =>
      writeSse(res, [
        ': connected\r\n\r\ndata: {"mess',
        'age":{"progress":10}}\r',
        '\n\r\ndata: {"message":{"stage":"',
        euro.subarray(0, 1),
        Buffer.concat([euro.subarray(1), Buffer.from('"}}\n\ndata: {"result":{"pagesUsed":3')]),
        ',"premium":false}}\n\n',
      ]);
    const before = server.requests.length;
    const messages: unknown[] = [];
    const result = await client().stream('getQuota', {}, { onMessage: (m) => messages.push(m) });
    expect(messages).toEqual([{ progress: 10 }, { stage: '€' }]);
    expect(result).toEqual({ pagesUsed: 3, premium: false });
    expect(server.requests[before]?.headers.accept).toBe('text/event-stream');
    expect(server.requests[before]?.body).toEqual({ data: {} });
  });

  it('rejects with the final error event, its known code and message', async () => {
    server.handle = (_req, res) =>
      writeSse(res, [
        'data: {"message":"working"}\n\nda',
        'ta: {"error":{"status":"RESOURCE_EXHAUSTED","message":"Upload limit reached. Please try again later."}}\n\n',
      ]);
    const messages: unknown[] = [];
    const error = await failure(client().stream('getQuota', {}, { onMessage: (m) => messages.push(m) }));
    expect(messages).toEqual(['working']);
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe('Upload limit reached. Please try again later.');
  });

  it('a final error event without a known code is unknown', async () => {
    server.handle = (_req, res) => writeSse(res, ['data: {"error":{"status":"bogus","message":"x"}}\n\n']);
    const error = await failure(client().stream('getQuota', {}));
    expect([error.code, error.message]).toEqual(['unknown', 'unknown']);
  });

  it('returns as soon as the result arrives, even if the server keeps the stream open', async () => {
    server.handle = (_req, res) => writeSse(res, ['data: {"result":{"done":true}}\n\n'], false);
    expect(await client().stream('getQuota', {})).toEqual({ done: true });
  });

  it('a stream that ends without a result is missing its data field', async () => {
    server.handle = (_req, res) => writeSse(res, ['data: {"message":1}\n\n']);
    const error = await failure(client().stream('getQuota', {}));
    expect([error.code, error.message]).toEqual(['internal', 'Response is missing data field.']);
  });

  it('an event that is not a JSON object is "Response is not valid JSON object."', async () => {
    server.handle = (_req, res) => writeSse(res, ['data: [1]\n\n']);
    const error = await failure(client().stream('getQuota', {}));
    expect([error.code, error.message]).toEqual(['internal', 'Response is not valid JSON object.']);
  });

  it('rejects a stream refused before it starts with its one error event, keeping the HTTP status', async () => {
    server.handle = (_req, res) =>
      writeSse(
        res,
        ['data: {"error":{"status":"UNAUTHENTICATED","message":"Authentication required"}}\n\n'],
        true,
        401,
      );
    const error = await failure(client().stream('getQuota', {}));
    expect([error.code, error.message, error.httpStatus]).toEqual([
      'unauthenticated',
      'Authentication required',
      401,
    ]);
    server.handle = (_req, res) => writeSse(res, [], true, 503);
    const bare = await failure(client().stream('getQuota', {}));
    expect([bare.code, bare.httpStatus]).toEqual(['unavailable', 503]);
  });

  it('handles a plain JSON answer like call() (older servers refused a stream so): result, and mapped error', async () => {
    server.handle = (_req, res) => sendJson(res, 200, { result: { plain: true } });
    expect(await client().stream('getQuota', {})).toEqual({ plain: true });
    server.handle = (_req, res) =>
      sendJson(res, 401, { error: { status: 'unauthenticated', message: 'Authentication required' } });
    const error = await failure(client().stream('getQuota', {}));
    expect([error.code, error.message]).toEqual(['unauthenticated', 'Authentication required']);
  });

  it('a stream that stalls gives deadline-exceeded', async () => {
    server.handle = (_req, res) => writeSse(res, ['data: {"message":1}\n\n'], false);
    const error = await failure(client().stream('getQuota', {}, { timeoutMs: 100 }));
    expect(error.code).toBe('deadline-exceeded');
  });

  it('aborting mid-stream gives cancelled', async () => {
    const controller = new AbortController();
    server.handle = (_req, res) => writeSse(res, ['data: {"message":1}\n\n'], false);
    const error = await failure(
      client().stream('getQuota', {}, { signal: controller.signal, onMessage: () => controller.abort() }),
    );
    expect(error.code).toBe('cancelled');
  });

  it('an onMessage handler that throws rejects the call with its own error', async () => {
    server.handle = (_req, res) => writeSse(res, ['data: {"message":1}\n\n'], false);
    const boom = new Error('handler failed');
    const error = await client()
      .stream(
        'getQuota',
        {},
        {
          onMessage: () => {
            throw boom;
          },
        },
      )
      .catch((e: unknown) => e);
    expect(error).toBe(boom);
  });
});
