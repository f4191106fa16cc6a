import { sharedFileKindSchema } from '@tolk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { requestRefusal, sendError, toAppError } from '../error-body.ts';
import { contentDisposition, isInline, sendStoredFile } from '../files/route.ts';
import type { FileRow } from '../files/repo.ts';
import { canRender, previewPdf, type PreviewDeps } from '../previews/service.ts';
import * as sharing from './service.ts';
import { sharedView } from './view-forms.ts';

/** Per client address and route: a page and its files take a handful; scraping ids takes millions. */
const rateLimit = { max: 120, timeWindow: '1 minute' };
/** Revalidated on every use (no-cache), so a revoked link stops working at once. */
const FILE_CACHING = 'private, no-cache';

type SharedRequest = FastifyRequest<{
  Params: { shareId: string; kind?: string };
  Querystring: Record<string, unknown>;
}>;

interface SharedRoutesOptions {
  deps: sharing.SharingDeps;
  /** What lays office documents out as pages (the same rendering as /api/files/:id/preview). */
  previews: PreviewDeps;
}

/** A view's own policy, also when opened on its own: nothing in it runs or fetches anything. */
const VIEW_POLICY = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:";

/** Public pages are not for search engines, and no proxy may keep them once a link is revoked. */
function publicHeaders(reply: FastifyReply, cacheControl: string): FastifyReply {
  return reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', cacheControl);
}

/** A view-only link's answer for any of its addresses: the view of the file, never the file. */
async function sendView(reply: FastifyReply, previews: PreviewDeps, row: FileRow): Promise<FastifyReply> {
  const view = await sharedView(previews, row);
  return publicHeaders(reply, FILE_CACHING)
    .header('content-type', view.contentType)
    .header('content-disposition', 'inline')
    .header('content-security-policy', VIEW_POLICY)
    .header('x-content-type-options', 'nosniff')
    .send(view.bytes);
}

/** The file of the kind in the path, if the link is live and shares it; otherwise the one not-found. */
function sharedFile(deps: sharing.SharingDeps, request: SharedRequest) {
  const kind = sharedFileKindSchema.safeParse(request.params.kind);
  if (!kind.success) throw sharing.sharedNotFound();
  return sharing.getSharedFile(deps, request.params.shareId, kind.data);
}

/**
 * The public side of sharing, no sign-in: `GET /api/shared/<id>` (what the page shows),
 * `GET /api/shared/<id>/files/<kind>` (a file, inline or with ?download=1 as an attachment; on a
 * view-only link the form made for viewing it, view-forms.ts) and `…/files/<kind>/preview` (an
 * office document's pages as PDF).
 */
export async function sharedRoutes(app: FastifyInstance, options: SharedRoutesOptions): Promise<void> {
  const { deps } = options;
  // Refusals before the handler (the rate limit above all) get the callable error body too.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    publicHeaders(reply, 'no-store');
    if (error.statusCode === 429)
      return sendError(reply, new AppError('resource-exhausted', 'SHARED_TOO_MANY_REQUESTS'));
    const refusal = requestRefusal(error);
    if (refusal) return sendError(reply, refusal);
    request.log.error({ err: error }, 'shared document route failed');
    return sendError(reply, toAppError(error));
  });
  const fail = (reply: FastifyReply, error: unknown) =>
    sendError(publicHeaders(reply, 'no-store'), toAppError(error));

  app.get('/api/shared/:shareId', { config: { rateLimit } }, async (request: SharedRequest, reply) => {
    try {
      const document = await sharing.getSharedDocument(deps, request.params.shareId);
      return publicHeaders(reply, 'no-store').send(document);
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.get(
    '/api/shared/:shareId/files/:kind',
    { config: { rateLimit } },
    async (request: SharedRequest, reply) => {
      try {
        const { row, allowDownload } = await sharedFile(deps, request);
        const download = request.query.download === '1' || request.query.download === 'true';
        if (download && !allowDownload) throw new AppError('permission-denied', 'SHARED_NO_DOWNLOAD');
        if (!allowDownload) return await sendView(reply, options.previews, row);
        return await sendStoredFile(publicHeaders(reply, FILE_CACHING), deps, row, {
          range: request.headers.range,
          disposition: !download && isInline(row.contentType) ? 'inline' : 'attachment',
          cacheControl: FILE_CACHING,
        });
      } catch (error) {
        return fail(reply, error);
      }
    },
  );

  app.get(
    '/api/shared/:shareId/files/:kind/preview',
    { config: { rateLimit } },
    async (request: SharedRequest, reply) => {
      try {
        const { row, allowDownload } = await sharedFile(deps, request);
        if (!canRender(row)) throw new AppError('not-found', 'NO_PREVIEW');
        if (!allowDownload) return await sendView(reply, options.previews, row);
        const pdf = await previewPdf(options.previews, row);
        return publicHeaders(reply, FILE_CACHING)
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition('inline', `${row.fileName}.pdf`))
          .header('x-content-type-options', 'nosniff')
          .send(pdf);
      } catch (error) {
        return fail(reply, error);
      }
    },
  );
}
