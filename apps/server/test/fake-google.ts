// A local HTTP server that answers like Cloud Translation v2 (POST /language/translate/v2, and its
// language list), so the real google provider runs against it. Modes for translations: answer,
// refuse (400), hold requests unanswered, pause them until resume() answers them, or drop the
// connection (Google unreachable mid-request).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GOOGLE_V2_LANGUAGES } from '../../../packages/engine/test/fakes/provider-languages.ts';

export type FakeGoogleMode = 'answer' | 'refuse' | 'hold' | 'pause' | 'drop';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Texts from a JSON or form-encoded v2 request body, or the query string. */
function textsOf(body: string, url: URL, contentType: string): { q: string[]; target: string } {
  if (contentType.includes('json')) {
    const parsed = JSON.parse(body) as { q: string | string[]; target: string };
    return { q: Array.isArray(parsed.q) ? parsed.q : [parsed.q], target: parsed.target };
  }
  const params = new URLSearchParams(body || url.search);
  return { q: params.getAll('q'), target: params.get('target') ?? '' };
}

export class FakeGoogle {
  mode: FakeGoogleMode = 'answer';
  requests = 0;
  /** The client's port of each request: which process asked (see ss -tnp). */
  readonly clientPorts: number[] = [];
  readonly #server: Server;
  #held: (() => void)[] = [];
  #paused: (() => void)[] = [];
  #onRequest: (() => void)[] = [];

  private constructor(server: Server) {
    this.#server = server;
  }

  static async start(): Promise<FakeGoogle> {
    const handlers: ((request: IncomingMessage, response: ServerResponse) => void)[] = [];
    const server = createServer((request, response) => handlers[0]?.(request, response));
    // Node closes idle keep-alive sockets after 5 s, and a client reusing one as it closes gets
    // 'socket hang up' (a loaded CI machine hit it); Google's own front end keeps them far longer.
    server.keepAliveTimeout = 120_000;
    const fake = new FakeGoogle(server);
    handlers.push((request, response) => void fake.#handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Resolves when the next request arrives. */
  nextRequest(): Promise<void> {
    return new Promise((resolve) => this.#onRequest.push(resolve));
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    response.setHeader('content-type', 'application/json');
    if (url.pathname.endsWith('/languages')) {
      response.end(JSON.stringify(GOOGLE_V2_LANGUAGES));
      return;
    }
    this.requests += 1;
    if (request.socket.remotePort) this.clientPorts.push(request.socket.remotePort);
    for (const notify of this.#onRequest.splice(0)) notify();
    if (this.mode === 'hold') {
      await new Promise<void>((resolve) => this.#held.push(resolve));
      response.destroy();
      return;
    }
    if (this.mode === 'pause') await new Promise<void>((resolve) => this.#paused.push(resolve));
    if (this.mode === 'drop') {
      request.socket.destroy();
      return;
    }
    if (this.mode === 'refuse') {
      response.statusCode = 400;
      response.end(
        JSON.stringify({
          error: {
            code: 400,
            message: 'Invalid Value',
            errors: [{ reason: 'invalid', message: 'Invalid Value' }],
          },
        }),
      );
      return;
    }
    const { q, target } = textsOf(body, url, String(request.headers['content-type'] ?? ''));
    response.end(
      JSON.stringify({
        data: { translations: q.map((text) => ({ translatedText: `[${target}] ${text}` })) },
      }),
    );
  }

  /** Answers the paused requests (and those after them) as in 'answer' mode. */
  resume(): void {
    this.mode = 'answer';
    for (const release of this.#paused.splice(0)) release();
  }

  async close(): Promise<void> {
    for (const release of [...this.#held.splice(0), ...this.#paused.splice(0)]) release();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}
