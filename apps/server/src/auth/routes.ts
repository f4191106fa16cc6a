import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';
import { originOf } from '../origins/origin-check.ts';
import { CLIENT_IP_HEADER } from './rate-limits.ts';
import { authRefusal, withReason, type AuthRefusal } from './refusals.ts';
import { tooLongRefusal } from './field-guard.ts';
import { weakPasswordRefusal } from './password-guard.ts';
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

/** better-auth's shape for a refusal, with the address the user should open instead. */
export interface UntrustedOriginRefusal extends AuthRefusal {
  url: string;
}

/**
 * A browser write from a page at another address than Tolk's (http://127.0.0.1 for a server at
 * https://tolk.example.com): better-auth would refuse it as a bare "Invalid origin", so it is
 * refused here saying which address to open. "null" and absent origins are better-auth's to judge.
 */
export function untrustedOriginRefusal(
  origin: string | undefined,
  trusted: ReadonlySet<string>,
  baseUrl: string,
): UntrustedOriginRefusal | undefined {
  if (origin === undefined || origin === 'null' || trusted.has(originOf(origin))) return undefined;
  return { ...authRefusal('UNTRUSTED_ORIGIN', 'UNTRUSTED_ORIGIN', { url: baseUrl }), url: baseUrl };
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
  const trustedOrigins = Array.isArray(options.auth.options.trustedOrigins)
    ? options.auth.options.trustedOrigins
    : [];
  const trusted = new Set([options.baseUrl, ...trustedOrigins].map(originOf));
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const refusal =
        badTextRefusal(request.body, request.headers['content-type']) ??
        tooLongRefusal(request.body, request.headers['content-type']) ??
        weakPasswordRefusal(request.url, request.body, request.headers['content-type']);
      if (refusal) return reply.status(400).send(refusal);
      const elsewhere =
        request.method === 'POST'
          ? untrustedOriginRefusal(request.headers.origin, trusted, options.baseUrl)
          : undefined;
      if (elsewhere) return reply.status(403).send(elsewhere);
      const fetchRequest = toFetchRequest(request, options.baseUrl);
      const authResponse = await options.auth.handler(fetchRequest);
      const response = await withReason(jsonVerifyFailure(fetchRequest, authResponse) ?? authResponse);
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
