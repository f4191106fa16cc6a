// A local HTTP server on port 0 for faking outside APIs at the HTTP boundary.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** JSON bodies parsed; form bodies (DeepL) as URLSearchParams. */
  body: unknown;
}

export interface Reply {
  status: number;
  /** Sent as JSON; none for undefined (204). */
  body?: unknown;
}

function parseBody(text: string, contentType = ''): unknown {
  if (!text) return undefined;
  return contentType.includes('application/x-www-form-urlencoded')
    ? new URLSearchParams(text)
    : (JSON.parse(text) as unknown);
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  /** Replies to use, in order, before falling back to the handler (e.g. a 429 first). */
  queue: Reply[];
  close(): Promise<void>;
}

export async function startFakeServer(handler: (request: RecordedRequest) => Reply): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const queue: Reply[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://localhost'),
        headers: req.headers,
        body: parseBody(text, req.headers['content-type']),
      };
      requests.push(recorded);
      const reply = queue.shift() ?? handler(recorded);
      if (reply.body === undefined) return void res.writeHead(reply.status).end();
      res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    queue,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
