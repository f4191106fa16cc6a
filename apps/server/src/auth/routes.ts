import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';
import { CLIENT_IP_HEADER } from './rate-limits.ts';
import { badTextRefusal } from './text-guard.ts';
import { jsonVerifyFailure } from './verify-errors.ts';

/** Rebuilds the Fetch API request better-auth expects from Fastify's parsed one. */
function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  // Set from the socket, never trusted from the client, so rate limits key on the real caller.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

/** Mounts better-auth's handler at /api/auth/*, passing bodies through untouched. */
export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; baseUrl: string },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const refusal = badTextRefusal(request.body, request.headers['content-type']);
      if (refusal) return reply.status(400).send(refusal);
      const fetchRequest = toFetchRequest(request, options.baseUrl);
      const authResponse = await options.auth.handler(fetchRequest);
      const response = jsonVerifyFailure(fetchRequest, authResponse) ?? authResponse;
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
