import type { FastifyInstance } from 'fastify';
import { sendError, toAppError } from '../error-body.ts';
import { authorizedFile, contentDisposition, type FilesRouteOptions } from '../files/route.ts';
import { previewPdf, type PreviewDeps } from './service.ts';

/**
 * GET /api/files/:id/preview: an office document's pages as PDF, for the viewer. The same
 * access as the file itself: its owner, or a link signed for it.
 */
export async function previewsRoute(
  app: FastifyInstance,
  options: Omit<FilesRouteOptions, 'deps'> & { deps: PreviewDeps },
): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/files/:id/preview',
    async (request, reply) => {
      try {
        const row = await authorizedFile(options, request);
        const pdf = await previewPdf(options.deps, row);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition('inline', `${row.fileName}.pdf`))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=1800')
          .send(pdf);
      } catch (error) {
        return sendError(reply, toAppError(error));
      }
    },
  );
}
