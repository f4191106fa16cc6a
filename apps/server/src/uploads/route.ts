import type { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { SessionUser } from '../callable.ts';
import { appErrorBody, sendError } from '../error-body.ts';
import { discardUpload, type UploadsDeps } from './finish.ts';
import * as repo from './repo.ts';
import { UploadRefused } from './sessions.ts';
import { setUploader } from './tus.ts';

/** The upload id of /api/uploads/<id>, or undefined for the creation URL. */
function uploadIdOf(url: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  const rest = path.replace(/^\/api\/uploads\/?/, '');
  return rest === '' ? undefined : decodeURIComponent(rest);
}

const notFound = () => new AppError('not-found', 'UPLOAD_NOT_FOUND');

/**
 * Authorises a tus request: creation needs a signed-in user; an existing upload answers only
 * its owner (404 for anyone else, like a missing one); bytes for an expired session are refused.
 */
async function authorise(
  deps: UploadsDeps,
  request: FastifyRequest,
  user: SessionUser | null,
): Promise<AppError | UploadRefused | undefined> {
  if (request.method === 'OPTIONS') return undefined;
  if (!user) return new AppError('unauthenticated', 'AUTHENTICATION_REQUIRED');
  const id = uploadIdOf(request.url);
  const creation = request.method === 'POST';
  if (creation !== (id === undefined) || request.method === 'GET') return notFound();
  if (id !== undefined) {
    const session = await repo.findOwnedSession(deps.db, user.id, id);
    if (!session) return notFound();
    if (request.method === 'PATCH' && !repo.isLive(session, new Date())) {
      if (session.status === 'active') await discardUpload(deps, id);
      return session.status === 'completed'
        ? notFound()
        : new UploadRefused(410, new AppError('not-found', 'UPLOAD_EXPIRED'));
    }
  }
  // Not tus at all: refused here (as tus would) so the body is ours too.
  if (!request.headers['tus-resumable'])
    return new UploadRefused(
      412,
      new AppError('invalid-argument', 'REQUEST_INVALID', { detail: 'Tus-Resumable Required' }),
    );
  return undefined;
}

/** The tus endpoint: Fastify leaves the body unread and hands the raw request to @tus/server. */
export async function uploadsRoute(
  app: FastifyInstance,
  options: {
    tus: Server;
    deps: UploadsDeps;
    sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  },
): Promise<void> {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.method === 'OPTIONS' ? null : await options.sessionUser(request);
    const refusal = await authorise(options.deps, request, user);
    if (refusal instanceof AppError) return sendError(reply, refusal);
    if (refusal) return reply.status(refusal.status).send(appErrorBody(refusal.error));
    if (user) setUploader(request.raw, user.id);
    reply.hijack();
    await options.tus.handle(request.raw, reply.raw);
  };
  // Encapsulated: the pass-through body parser applies to the tus routes only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all('/api/uploads', handle);
    scope.all('/api/uploads/*', handle);
  });
}
