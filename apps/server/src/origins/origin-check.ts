import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { sendError } from '../error-body.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fetch metadata of a request the page's own origin (or the user, typing a URL) started. */
const FIRST_PARTY_FETCH = new Set(['same-origin', 'none']);

/** A URL's origin; schemes without one (capacitor://localhost) stay as written, never "null". */
export const originOf = (url: string) => {
  const origin = URL.canParse(url) ? new URL(url).origin : 'null';
  return origin === 'null' ? url.replace(/\/+$/, '') : origin;
};

/**
 * Why a request must not run, or undefined when it may: a cookie travels with requests other
 * sites start, so a cookie-carrying write must come from an allowed origin. No Origin and no
 * cross-site Fetch metadata is a non-browser client; a bearer token is never sent by a browser on
 * its own.
 */
export function crossSiteRefusal(
  headers: IncomingHttpHeaders,
  allowed: ReadonlySet<string>,
): AppError | undefined {
  if (!headers.cookie) return undefined;
  if (/^bearer\s/i.test(headers.authorization ?? '')) return undefined;
  const origin = headers.origin;
  if (origin !== undefined)
    return allowed.has(origin)
      ? undefined
      : new AppError('permission-denied', 'CROSS_SITE_ORIGIN', { origin });
  const site = headers['sec-fetch-site'];
  if (site === undefined || FIRST_PARTY_FETCH.has(site)) return undefined;
  return new AppError('permission-denied', 'CROSS_SITE_FETCH', { site });
}

/** Refuses cookie-authenticated writes from other sites (CSRF) with 403 permission-denied. */
export function originCheck(
  app: FastifyInstance,
  options: { baseUrl: string; trustedOrigins: string[] },
): void {
  const allowed = new Set([options.baseUrl, ...options.trustedOrigins].map(originOf));
  // Sandboxed frames, file: pages and redirected requests all say "null": never one of ours.
  allowed.delete('null');
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const refusal = crossSiteRefusal(request.headers, allowed);
    if (refusal) return sendError(reply, refusal);
  });
}
