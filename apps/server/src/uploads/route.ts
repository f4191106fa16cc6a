import { MESSAGES } from '@tolk/contract';
import type { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { SessionUser } from '../callable.ts';
import { sendError } from '../error-body.ts';
import { discardUpload, type UploadsDeps } from './finish.ts';
import * as repo from './repo.ts';
import { setUploader } from './tus.ts';

export const UPLOAD_EXPIRED = 'This upload has expired. Please upload the file again.';

/** The upload id of /api/uploads/<id>, or undefined for the creation URL. */
function uploadIdOf(url: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  const rest = path.replace(/^\/api\/uploads\/?/, '');
  return rest === '' ? undefined : decodeURIComponent(rest);
}

/**
 * Authorises a tus request: creation needs a signed-in user; an existing upload answers only
 * its owner (404 for anyone else, like a missing one); bytes for an expired session are refused.
 */
async function authorise(
  deps: UploadsDeps,
  request: FastifyRequest,
  user: SessionUser | null,
): Promise<AppError | { status: 410; message: string } | undefined> {
  if (request.method === 'OPTIONS') return undefined;
  if (!user) return new AppError('unauthenticated', MESSAGES.authenticationRequired);
  const id = uploadIdOf(request.url);
  if (request.method === 'POST')
    return id === undefined ? undefined : new AppError('not-found', 'Upload not found');
  if (id === undefined || request.method === 'GET') return new AppError('not-found', 'Upload not found');
  const session = await repo.findOwnedSession(deps.db, user.id, id);
  if (!session) return new AppError('not-found', 'Upload not found');
  if (request.method === 'PATCH' && !repo.isLive(session, new Date())) {
    if (session.status === 'active') await discardUpload(deps, id);
    return session.status === 'completed'
      ? new AppError('not-found', 'Upload not found')
      : { status: 410, message: UPLOAD_EXPIRED };
  }
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
    if (refusal)
      return reply.status(refusal.status).send({ error: { status: 'not-found', message: refusal.message } });
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
