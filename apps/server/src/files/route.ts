import { MESSAGES } from '@tolk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { SessionUser } from '../http/callable.ts';
import { sendError, toAppError } from '../http/error-body.ts';
import type { ByteRange } from './blob-store.ts';
import * as files from './service.ts';

/** PDFs and raster images open in the browser; anything else (HTML, SVG, office files) downloads. */
export function isInline(contentType: string): boolean {
  return contentType === 'application/pdf' || /^image\/(png|jpeg|webp|gif)$/.test(contentType);
}

/** `attachment; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 5987). */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; undefined when absent or not satisfiable as one range. */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

export async function filesRoute(
  app: FastifyInstance,
  options: { deps: files.FilesDeps; sessionUser(request: FastifyRequest): Promise<SessionUser | null> },
): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/files/:id', async (request, reply) => {
    try {
      const user = await options.sessionUser(request);
      if (!user) throw new AppError('unauthenticated', MESSAGES.authenticationRequired);
      const row = await files.getOwnedFile(options.deps, user.id, request.params.id);
      const range = parseRange(request.headers.range, row.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${row.size}`).send();
      }
      const { stream } = await files.openFile(options.deps, user.id, row.id, range);
      reply
        .header('content-type', row.contentType)
        .header(
          'content-disposition',
          contentDisposition(isInline(row.contentType) ? 'inline' : 'attachment', row.fileName),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=1800')
        .header('accept-ranges', 'bytes')
        .header('etag', `"${row.sha256}"`);
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
          .header('content-length', range.end - range.start + 1);
      } else reply.header('content-length', row.size);
      return reply.send(stream);
    } catch (error) {
      return sendError(reply, toAppError(error));
    }
  });
}
