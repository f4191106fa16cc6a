import { MAX_EVENT_STREAMS_PER_USER, SESSION_ENDED_EVENT } from '@tolk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentSession } from '../auth/session.ts';
import { watchSession, type SessionWatchDeps } from '../auth/session-end.ts';
import { AppError } from '../errors.ts';
import type { EventBus } from '../events/bus.ts';
import { sendError } from '../error-body.ts';
import type { SseRegistry } from './sse.ts';

/** Proxies and browsers drop idle streams; a comment this often keeps them open. */
export const KEEP_ALIVE_MS = 25_000;

/** Counts open streams per user on this instance. */
function streamSlots(max: number) {
  const open = new Map<string, number>();
  return {
    take(userId: string): boolean {
      const count = open.get(userId) ?? 0;
      if (count >= max) return false;
      open.set(userId, count + 1);
      return true;
    },
    release(userId: string): void {
      const count = (open.get(userId) ?? 1) - 1;
      if (count > 0) open.set(userId, count);
      else open.delete(userId);
    },
  };
}

/**
 * GET /api/events: the signed-in user's changes as `event: <type>` server-sent events. A stream
 * lives as long as the session it was opened with: when that session ends it gets a last
 * `session-ended` event and closes. At most MAX_EVENT_STREAMS_PER_USER per user on one instance.
 */
export async function eventsRoute(
  app: FastifyInstance,
  options: {
    bus: EventBus;
    sse: SseRegistry;
    watch: SessionWatchDeps;
    currentSession(request: FastifyRequest): Promise<CurrentSession | null>;
  },
): Promise<void> {
  const slots = streamSlots(MAX_EVENT_STREAMS_PER_USER);
  // No HEAD: it would open a stream whose headers never flush, holding a slot until the caller leaves.
  app.get('/api/events', { exposeHeadRoute: false }, async (request, reply) => {
    const session = await options.currentSession(request);
    if (!session) return sendError(reply, new AppError('unauthenticated', 'AUTHENTICATION_REQUIRED'));
    const userId = session.user.id;
    if (!slots.take(userId))
      return sendError(
        reply,
        new AppError('resource-exhausted', 'TOO_MANY_EVENT_STREAMS', { limit: MAX_EVENT_STREAMS_PER_USER }),
      );
    const cleanup: (() => void)[] = [() => slots.release(userId)];
    const stream = options.sse.start(reply, () => cleanup.forEach((release) => release()));
    const timer = setInterval(() => stream.comment('keep-alive'), KEEP_ALIVE_MS);
    timer.unref();
    cleanup.push(
      options.bus.subscribe(userId, (event) => {
        if (event.type !== 'session-ended') stream.send(event.data, event.type);
      }),
      watchSession(options.watch, { userId, sessionId: session.sessionId }, () => {
        stream.send({}, SESSION_ENDED_EVENT);
        stream.end();
      }),
      () => clearInterval(timer),
    );
    stream.comment('connected');
  });
}
