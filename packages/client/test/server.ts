// A real HTTP server on port 0 for the client's tests; each test sets `handle` to the answer it needs.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Handler = (req: ReceivedRequest, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  baseUrl: string;
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  handle: Handler;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const state: TestServer = {
    baseUrl: '',
    requests: [],
    handle: (_req, res) => sendJson(res, 404, {}),
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the raw text
    }
    const received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
    state.requests.push(received);
    await state.handle(received, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendRaw(res, status, JSON.stringify(body), 'application/json');
}

export function sendRaw(res: ServerResponse, status: number, text: string, contentType = 'text/plain'): void {
  res.writeHead(status, { 'Content-Type': contentType });
  res.end(text);
}
