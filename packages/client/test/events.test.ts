import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableError, subscribeEvents } from '../src/index.ts';
import { sendJson, startTestServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function openStream(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  res.flushHeaders();
}

/** Resolves once `check` passes, polling; vitest's test timeout bounds it. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('subscribeEvents', () => {
  it('delivers typed events, reconnects with Last-Event-ID after a drop, and stops on unsubscribe', async () => {
    const eventRequests: { auth?: string; lastEventId?: string }[] = [];
    let closedByClient = false;
    server.handle = (req, res) => {
      eventRequests.push({
        auth: req.headers.authorization,
        lastEventId: req.headers['last-event-id'] as string | undefined,
      });
      openStream(res);
      if (eventRequests.length === 1) {
        // First connection: one event, then the server drops it.
        res.end('id: 41\nevent: translation\ndata: {"id":"t1","status":"queued"}\n\n');
      } else {
        res.write(': hello\n\nid: 42\nevent: quota\ndata: {"pagesUsed":3}\n\ndata: plain text\n\n');
        res.on('close', () => {
          closedByClient = true;
        });
      }
    };
    const received: [string, unknown][] = [];
    const errors: unknown[] = [];
    let tokenCalls = 0;
    const unsubscribe = subscribeEvents({
      baseUrl: server.baseUrl,
      getAuthToken: () => `token-${++tokenCalls}`,
      onEvent: (type, data) => received.push([type, data]),
      onError: (e) => errors.push(e),
      reconnectDelayMs: 10,
    });
    await until(() => received.length === 3);
    expect(received).toEqual([
      ['translation', { id: 't1', status: 'queued' }],
      ['quota', { pagesUsed: 3 }],
      ['message', 'plain text'],
    ]);
    expect(eventRequests).toEqual([
      { auth: 'Bearer token-1', lastEventId: undefined },
      { auth: 'Bearer token-2', lastEventId: '41' },
    ]);
    expect(errors).toHaveLength(1); // the drop
    expect((errors[0] as CallableError).code).toBe('unavailable');

    unsubscribe();
    await until(() => closedByClient);
    expect(eventRequests).toHaveLength(2);
    expect(errors).toHaveLength(1); // closing on purpose is not reported
  });

  it('reports a refused connection with its mapped code and keeps retrying', async () => {
    let attempts = 0;
    server.handle = (_req, res) => {
      attempts += 1;
      if (attempts < 3) return sendJson(res, 401, { error: { status: 'UNAUTHENTICATED', message: 'no' } });
      openStream(res);
      res.write('event: ready\ndata: {}\n\n');
    };
    const received: string[] = [];
    const errors: CallableError[] = [];
    const unsubscribe = subscribeEvents({
      baseUrl: server.baseUrl,
      onEvent: (type) => received.push(type),
      onError: (e) => errors.push(e as CallableError),
      reconnectDelayMs: 5,
    });
    await until(() => received.length === 1);
    unsubscribe();
    expect(received).toEqual(['ready']);
    expect(errors.map((e) => [e.code, e.httpStatus])).toEqual([
      ['unauthenticated', 401],
      ['unauthenticated', 401],
    ]);
  });

  it('sends the GET to /api/events without Authorization when there is no token', async () => {
    server.handle = (req, res) => {
      openStream(res);
      res.write(
        `data: ${JSON.stringify({ method: req.method, url: req.url, auth: req.headers.authorization ?? null })}\n\n`,
      );
    };
    const received: unknown[] = [];
    const unsubscribe = subscribeEvents({
      baseUrl: server.baseUrl,
      getAuthToken: () => null,
      onEvent: (_type, data) => received.push(data),
    });
    await until(() => received.length === 1);
    unsubscribe();
    expect(received).toEqual([{ method: 'GET', url: '/api/events', auth: null }]);
  });
});
