import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { SessionUser } from '../callable.ts';
import { sendError, toAppError } from '../error-body.ts';
import type { ByteRange } from './blob-store.ts';
import * as repo from './repo.ts';
import * as files from './service.ts';
import { checkFileSignature } from './signed-urls.ts';

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

export interface FilesRouteOptions {
  deps: files.FilesDeps;
  /** Key of the signed download links made by getDownloadUrl. */
  urlKey: Buffer;
  sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
}

type FileRequest = FastifyRequest<{ Params: { id: string }; Querystring: Record<string, unknown> }>;

/** The signed-in owner, or anyone holding a valid, unexpired link signed for exactly this file. */
export async function authorizedFile(
  options: Pick<FilesRouteOptions, 'deps' | 'urlKey' | 'sessionUser'>,
  request: FileRequest,
): Promise<repo.FileRow> {
  const fileId = request.params.id;
  const user = await options.sessionUser(request);
  if (user) {
    const own = await repo.findOwnedFile(options.deps.db, user.id, fileId);
    if (own) return own;
  }
  const { exp, sig } = request.query;
  if (exp !== undefined || sig !== undefined) {
    const row = await repo.findFile(options.deps.db, fileId);
    const check =
      row && typeof exp === 'string' && typeof sig === 'string'
        ? checkFileSignature(options.urlKey, fileId, row.userId, exp, sig)
        : 'invalid';
    if (check === 'expired') throw new AppError('permission-denied', 'LINK_EXPIRED');
    if (check === 'invalid' || !row) throw new AppError('permission-denied', 'LINK_INVALID');
    return row;
  }
  if (!user) throw new AppError('unauthenticated', 'AUTHENTICATION_REQUIRED');
  // Another user's file answers exactly like a missing one.
  return files.getOwnedFile(options.deps, user.id, fileId);
}

export interface SendFileOptions {
  /** The request's Range header, if any. */
  range: string | undefined;
  disposition: 'inline' | 'attachment';
  cacheControl: string;
}

/**
 * Streams a stored file (whole, or one byte range) with the headers every file answer carries:
 * its type with nosniff, Content-Disposition with its name, the caching asked for, and its ETag.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  deps: files.FilesDeps,
  row: repo.FileRow,
  options: SendFileOptions,
): Promise<FastifyReply> {
  const range = parseRange(options.range, row.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${row.size}`).send();
  }
  const { stream } = await files.openFile(deps, row.userId, row.id, range);
  reply
    .header('content-type', row.contentType)
    .header('content-disposition', contentDisposition(options.disposition, row.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', options.cacheControl)
    .header('accept-ranges', 'bytes')
    .header('etag', `"${row.sha256}"`)
    // The native app shows files in <img> from its own origin (capacitor://localhost): a stored
    // file is answered only to a session, a bearer token, a signed URL or a public share, none of
    // which another site's <img> carries, so embedding it elsewhere reveals nothing.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
      .header('content-length', range.end - range.start + 1);
  } else reply.header('content-length', row.size);
  return reply.send(stream);
}

export async function filesRoute(app: FastifyInstance, options: FilesRouteOptions): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/files/:id',
    async (request, reply) => {
      try {
        const row = await authorizedFile(options, request);
        return await sendStoredFile(reply, options.deps, row, {
          range: request.headers.range,
          disposition: isInline(row.contentType) ? 'inline' : 'attachment',
          cacheControl: 'private, max-age=1800',
        });
      } catch (error) {
        return sendError(reply, toAppError(error));
      }
    },
  );
}
