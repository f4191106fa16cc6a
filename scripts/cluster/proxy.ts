// The cluster's load balancer: `node scripts/cluster/proxy.ts <port> <upstream> [<upstream>...]`.
// Round-robin per request with no stickiness, like a plain load balancer in front of API replicas,
// so consecutive requests of one client (tus PATCHes, an SSE stream and the calls beside it) land
// on different instances. Bodies stream both ways without buffering (SSE, tus PATCH), and the
// X-Forwarded-* headers say who the client was so the servers' TRUST_PROXY can use them.
import {
  Agent,
  createServer,
  request as upstreamRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';

const [portArgument, ...upstreams] = process.argv.slice(2);
if (!portArgument || upstreams.length === 0) {
  console.error('usage: node scripts/cluster/proxy.ts <port> <upstream-url> [<upstream-url>...]');
  process.exit(2);
}
const targets = upstreams.map((upstream) => new URL(upstream));
const agent = new Agent({ keepAlive: true });
let next = 0;

// Like a load balancer's health checks: an instance whose /api/health does not answer, or that
// refused a connection, gets no requests until it answers again.
const down = new Set<URL>();
const HEALTH_EVERY_MS = 1000;
setInterval(() => {
  for (const target of targets)
    fetch(new URL('/api/health', target), { signal: AbortSignal.timeout(HEALTH_EVERY_MS) }).then(
      (answer) => (answer.ok ? down.delete(target) : down.add(target)),
      () => down.add(target),
    );
}, HEALTH_EVERY_MS).unref();

/** The next instance in turn that is not down (any, when all are). */
function pick(): URL {
  for (let tried = 0; tried < targets.length; tried++) {
    const target = targets[next++ % targets.length]!;
    if (!down.has(target)) return target;
  }
  return targets[next++ % targets.length]!;
}

/** A request without a body can be sent again to another instance when the first refused it. */
const bodyless = (request: IncomingMessage) =>
  !request.headers['content-length'] && !request.headers['transfer-encoding'];

/** X-Forwarded-For with the client's address appended, as a proxy in a chain does. */
function forwardedFor(request: IncomingMessage): string {
  const client = request.socket.remoteAddress ?? '';
  const earlier = request.headers['x-forwarded-for'];
  return earlier ? `${String(earlier)}, ${client}` : client;
}

function proxy(request: IncomingMessage, response: ServerResponse, retries = targets.length - 1): void {
  const target = pick();
  const outgoing = upstreamRequest({
    agent,
    host: target.hostname,
    port: target.port,
    method: request.method,
    path: request.url,
    headers: {
      ...request.headers,
      'x-forwarded-for': forwardedFor(request),
      'x-forwarded-proto': 'http',
      'x-forwarded-host': request.headers.host ?? '',
    },
  });
  outgoing.on('response', (answer) => {
    // Raw headers keep repeated ones (several Set-Cookie) as the server sent them.
    response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
    // An event stream's headers go out at once; its events follow as the server writes them.
    response.flushHeaders();
    answer.pipe(response);
    answer.on('error', () => response.destroy());
  });
  outgoing.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNREFUSED') down.add(target);
    if (error.code === 'ECONNREFUSED' && retries > 0 && bodyless(request)) {
      proxy(request, response, retries - 1);
      return;
    }
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`proxy: ${target.origin} did not answer (${error.message})\n`);
  });
  // A client that goes away (a cut upload, a closed event stream) ends the upstream request too.
  response.on('close', () => {
    if (!response.writableFinished) outgoing.destroy();
  });
  // A retried request has already been read to its end by the first attempt.
  if (request.readableEnded) outgoing.end();
  else request.pipe(outgoing);
}

const server = createServer((request, response) => proxy(request, response));
// Long uploads and event streams must not be cut by the proxy's own timeouts.
server.requestTimeout = 0;
server.headersTimeout = 60_000;
server.keepAliveTimeout = 5_000;
server.listen(Number(portArgument), '127.0.0.1', () => {
  console.log(`proxy on http://127.0.0.1:${portArgument} -> ${targets.map((t) => t.origin).join(', ')}`);
});
const stop = () => {
  // Open event streams and idle keep-alive sockets would hold close() forever.
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
