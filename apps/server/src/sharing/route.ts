import { codeForStatus, sharedFileKindSchema } from '@tolk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';
import { sendError, toAppError } from '../error-body.ts';
import { isInline, sendStoredFile } from '../files/route.ts';
import * as sharing from './service.ts';

/** Per client address and route: a page and its files take a handful; scraping ids takes millions. */
const rateLimit = { max: 120, timeWindow: '1 minute' };
const TOO_MANY = 'Too many requests for shared documents. Please try again in a minute.';
const NO_DOWNLOAD = 'The owner has not allowed downloading this document.';

type SharedRequest = { Params: { shareId: string; kind?: string }; Querystring: Record<string, unknown> };

/** Public pages are not for search engines, and no proxy may keep them once a link is revoked. */
function publicHeaders(reply: FastifyReply, cacheControl: string): FastifyReply {
  return reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', cacheControl);
}

/**
 * The public side of sharing, no sign-in: `GET /api/shared/<id>` (what the page shows) and
 * `GET /api/shared/<id>/files/<kind>` (a file, inline or with ?download=1 as an attachment).
 */
export async function sharedRoutes(
  app: FastifyInstance,
  options: { deps: sharing.SharingDeps },
): Promise<void> {
  const { deps } = options;
  // Refusals before the handler (the rate limit above all) get the callable error body too.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    publicHeaders(reply, 'no-store');
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, new AppError('resource-exhausted', TOO_MANY));
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      return sendError(reply, new AppError(code === 'unknown' ? 'invalid-argument' : code, error.message));
    }
    request.log.error({ err: error }, 'shared document route failed');
    return sendError(reply, toAppError(error));
  });

  app.get<SharedRequest>('/api/shared/:shareId', { config: { rateLimit } }, async (request, reply) => {
    publicHeaders(reply, 'no-store');
    try {
      return await sharing.getSharedDocument(deps, request.params.shareId);
    } catch (error) {
      return sendError(reply, toAppError(error));
    }
  });

  app.get<SharedRequest>(
    '/api/shared/:shareId/files/:kind',
    { config: { rateLimit } },
    async (request, reply) => {
      // Revalidated on every use (no-cache), so a revoked link stops working at once.
      publicHeaders(reply, 'private, no-cache');
      try {
        const kind = sharedFileKindSchema.safeParse(request.params.kind);
        if (!kind.success) throw sharing.sharedNotFound();
        const { row, allowDownload } = await sharing.getSharedFile(deps, request.params.shareId, kind.data);
        const download = request.query.download === '1' || request.query.download === 'true';
        if (download && !allowDownload) throw new AppError('permission-denied', NO_DOWNLOAD);
        return await sendStoredFile(reply, deps, row, {
          range: request.headers.range,
          disposition: !download && isInline(row.contentType) ? 'inline' : 'attachment',
          cacheControl: 'private, no-cache',
        });
      } catch (error) {
        publicHeaders(reply, 'no-store');
        return sendError(reply, toAppError(error));
      }
    },
  );
}
