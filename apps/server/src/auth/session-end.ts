import type { Db } from '../db/client.ts';
import type { EventBus } from '../events/bus.ts';
import { sessionIsLive } from './repo.ts';

/**
 * Tells every instance that a session ended (signed out, revoked, password changed, account
 * deleted): the event streams opened with it close. Carries the session id, never its token.
 */
export async function publishSessionEnded(bus: EventBus, userId: string, sessionId: string): Promise<void> {
  await bus.publish(userId, { type: 'session-ended', data: { sessionId } });
}

export interface SessionWatchDeps {
  db: Db;
  bus: EventBus;
  /** How often the session row is looked at again (expiry, or a row deleted behind better-auth's back). */
  recheckMs: number;
}

/**
 * Calls `onEnd` once when the session ends: at once when its end is published on the bus, and
 * within `recheckMs` when it expires or its row disappears. Returns the function that stops watching.
 */
export function watchSession(
  deps: SessionWatchDeps,
  owner: { userId: string; sessionId: string },
  onEnd: () => void,
): () => void {
  let watching = true;
  const stop = () => {
    watching = false;
    unsubscribe();
    clearInterval(timer);
  };
  const end = () => {
    if (!watching) return;
    stop();
    onEnd();
  };
  const unsubscribe = deps.bus.subscribe(owner.userId, (event) => {
    const ended = event.data as { sessionId?: unknown } | null;
    if (event.type === 'session-ended' && ended?.sessionId === owner.sessionId) end();
  });
  const timer = setInterval(() => {
    sessionIsLive(deps.db, owner.sessionId).then(
      (live) => {
        if (!live) end();
      },
      // A database hiccup is not the end of the session; the next check decides.
      () => undefined,
    );
  }, deps.recheckMs);
  timer.unref();
  return stop;
}
