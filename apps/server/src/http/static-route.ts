import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../error-body.ts';
import { AppError } from '../errors.ts';

const NOT_BUILT =
  'Tolk API server is running. The web app is not built yet: run the web build so apps/web/dist exists (or set WEB_DIST).';

/** Source maps are not shipped publicly (the build emits none; one left in WEB_DIST stays private). */
const isSourceMap = (pathname: string) => /\.map$/i.test(pathname.split('?')[0] ?? '');

/**
 * Serves the built web app (SPA fallback to index.html), or says it is not built. Text files are
 * sent as the build's `.br`/`.gz` siblings when the request accepts them (`preCompressed`, with
 * `Vary: Accept-Encoding`, the original's Content-Type and the sent file's Content-Length), else
 * as they are.
 */
export async function staticRoute(
  app: FastifyInstance,
  options: {
    webDist: string;
    /** Paths other routes answer: a file of that name in the build is not served. */
    reserved?: string[];
  },
): Promise<void> {
  const built = existsSync(path.join(options.webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      globIgnore: (options.reserved ?? []).map((url) => url.replace(/^\//, '')),
      preCompressed: true,
      allowedPath: (pathname) => !isSourceMap(pathname),
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(options.webDist, 'assets') + path.sep);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.get('/', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(NOT_BUILT));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/'))
      return sendError(
        reply,
        new AppError('not-found', 'API_ROUTE_NOT_FOUND', { method: request.method, url }),
      );
    // A missing script or image must stay a 404; only page routes get the app shell.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if (built && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      // A shared document's page is public but not for search engines (its address is the secret).
      if (url.startsWith('/shared/')) reply.header('x-robots-tag', 'noindex, nofollow');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .type('text/plain; charset=utf-8')
      .send(built ? 'Not found' : NOT_BUILT);
  });
}
