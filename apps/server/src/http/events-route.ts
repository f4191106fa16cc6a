import { MESSAGES } from '@tolk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { EventBus } from '../events/bus.ts';
import type { SessionUser } from './callable.ts';
import { sendError } from './error-body.ts';
import type { SseRegistry } from './sse.ts';

/** Proxies and browsers drop idle streams; a comment this often keeps them open. */
export const KEEP_ALIVE_MS = 25_000;

/** GET /api/events: the signed-in user's changes as `event: <type>` server-sent events. */
export async function eventsRoute(
  app: FastifyInstance,
  options: {
    bus: EventBus;
    sse: SseRegistry;
    sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  },
): Promise<void> {
  app.get('/api/events', async (request, reply) => {
    const user = await options.sessionUser(request);
    if (!user) return sendError(reply, new AppError('unauthenticated', MESSAGES.authenticationRequired));
    const cleanup: (() => void)[] = [];
    const stream = options.sse.start(reply, () => cleanup.forEach((release) => release()));
    const timer = setInterval(() => stream.comment('keep-alive'), KEEP_ALIVE_MS);
    timer.unref();
    cleanup.push(
      options.bus.subscribe(user.id, (event) => stream.send(event.data, event.type)),
      () => clearInterval(timer),
    );
    stream.comment('connected');
  });
}
