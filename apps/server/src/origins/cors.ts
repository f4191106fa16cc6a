import { NATIVE_ORIGINS, UI_LOCALE_HEADER } from '@tolk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { originOf } from './origin-check.ts';

/** Is this Origin header one whose pages may read the API's answers? */
export type CorsOrigins = (origin: string | undefined) => boolean;

export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];

/** What the app sends: the callable client, better-auth's client, the event stream and tus-js-client. */
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'accept-language',
  UI_LOCALE_HEADER,
  'last-event-id',
  'tus-resumable',
  'upload-length',
  'upload-defer-length',
  'upload-metadata',
  'upload-offset',
  'upload-concat',
];

/** What the app reads: the bearer token, a download's name, when to retry, and tus's answers. */
export const CORS_EXPOSED_HEADERS = [
  'set-auth-token',
  'content-disposition',
  'retry-after',
  'location',
  'tus-resumable',
  'tus-version',
  'tus-extension',
  'tus-max-size',
  'upload-offset',
  'upload-length',
  'upload-defer-length',
  'upload-metadata',
  'upload-concat',
  'upload-expires',
];

/** How long a browser may keep a preflight's answer (Chromium keeps at most 2 hours, WebKit 10 minutes). */
export const CORS_MAX_AGE_SECONDS = 7200;

/**
 * The origins of other addresses that call the API: the native apps' and TRUSTED_ORIGINS (a web
 * app served elsewhere). The server's own origin needs no CORS and gets none.
 */
export function corsOriginsOf(options: { baseUrl: string; trustedOrigins: string[] }): CorsOrigins {
  const allowed = new Set([...NATIVE_ORIGINS, ...options.trustedOrigins].map(originOf));
  allowed.delete(originOf(options.baseUrl));
  allowed.delete('null');
  return (origin) => origin !== undefined && allowed.has(origin);
}

const isApi = (url: string) => /^\/api(\/|\?|$)/.test(url);

/** The reply's list header (Vary, Access-Control-Expose-Headers) with `values` added, each once. */
function listWith(reply: FastifyReply, name: string, values: string[]): string {
  const own = reply.getHeader(name);
  const items = (Array.isArray(own) ? own.join(',') : String(own ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const seen = new Set(items.map((item) => item.toLowerCase()));
  return [...items, ...values.filter((value) => !seen.has(value.toLowerCase()))].join(', ');
}

/**
 * CORS for /api/**: the native apps (and TRUSTED_ORIGINS) call the API from another origin with a
 * bearer token. An allowed origin's preflight is answered here (204) and its answers carry
 * Access-Control-Allow-Origin with the headers it may read; any other origin gets no CORS header
 * and its preflight fails. Credentials are allowed: the app's requests are made with
 * `credentials: 'include'` (better-auth's client, the callable client, the session check that must
 * match its preload, tus's withCredentials), which a browser refuses to complete without
 * Access-Control-Allow-Credentials; the list is exact, and the CSRF check (origin-check.ts) trusts
 * the same origins for cookie writes already.
 *
 * The headers go on the raw response, like helmet's, so the streams that take it over (the event
 * stream, tus) carry them too. tus writes its own Access-Control-* headers over them, told by
 * uploads/tus.ts to give the same answer.
 */
export function cors(app: FastifyInstance, allows: CorsOrigins): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request.url)) return;
    // Answers differ by origin: a cache must keep them apart.
    reply.raw.setHeader('vary', 'Origin');
    const origin = request.headers.origin;
    const preflight =
      request.method === 'OPTIONS' &&
      origin !== undefined &&
      'access-control-request-method' in request.headers;
    if (allows(origin)) {
      reply.raw.setHeader('access-control-allow-origin', origin as string);
      reply.raw.setHeader('access-control-allow-credentials', 'true');
      if (preflight) {
        reply.raw.setHeader('access-control-allow-methods', CORS_ALLOWED_METHODS.join(', '));
        reply.raw.setHeader('access-control-allow-headers', CORS_ALLOWED_HEADERS.join(', '));
        reply.raw.setHeader('access-control-max-age', String(CORS_MAX_AGE_SECONDS));
      } else reply.raw.setHeader('access-control-expose-headers', CORS_EXPOSED_HEADERS.join(', '));
    }
    // Any origin's preflight is answered here, never by a route (tus would allow whatever asks).
    if (preflight) return reply.code(204).send();
  });
  // A route's own Vary or Expose-Headers (better-auth's bearer plugin sends set-auth-token's) would
  // replace the raw response's: the lists are merged instead.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request.url)) return payload;
    reply.header('vary', listWith(reply, 'vary', ['Origin']));
    if (reply.raw.hasHeader('access-control-expose-headers'))
      reply.header(
        'access-control-expose-headers',
        listWith(reply, 'access-control-expose-headers', CORS_EXPOSED_HEADERS),
      );
    return payload;
  });
}
