import type { IncomingHttpHeaders } from 'node:http';
import type { EventBus } from '../events/bus.ts';
import type { CurrentSession } from './session.ts';

/** Enough for every signed-in client of a busy instance; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 10_000;

export interface SessionCache {
  /** The request's session: from memory when looked up less than `ttlMs` ago, else from `lookup`. */
  get(headers: IncomingHttpHeaders): Promise<CurrentSession | null>;
  /** Drops a session at once (it ended on this instance, before every instance hears of it). */
  forget(sessionId: string): void;
  close(): void;
}

interface Entry {
  session: CurrentSession;
  until: number;
}

/**
 * Spares each API call the two reads of a session lookup: a session found is kept for `ttlMs`
 * (never past its own expiry) under the exact credentials that found it (Cookie and Authorization
 * headers, so nothing is parsed or guessed). A session that ends is announced on the bus to every
 * instance (auth/session-end.ts) and dropped; a profile change drops the user's entries, whose name
 * and e-mail address would be stale; a bus that may have missed events empties the cache. Nothing
 * that was not found is kept, so random credentials cannot fill it.
 */
export function createSessionCache(
  lookup: (headers: IncomingHttpHeaders) => Promise<CurrentSession | null>,
  bus: EventBus,
  { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number },
): SessionCache {
  const entries = new Map<string, Entry>();
  // Bumped by every drop: a lookup that was under way across one may have read a row since deleted.
  let generation = 0;
  const dropWhere = (test: (session: CurrentSession) => boolean) => {
    generation++;
    for (const [key, entry] of entries) if (test(entry.session)) entries.delete(key);
  };
  const forget = (sessionId: string) => dropWhere((session) => session.sessionId === sessionId);
  const unsubscribe = bus.subscribeAll({
    event(userId, event) {
      if (event.type === 'session-ended') {
        const ended = event.data as { sessionId?: unknown } | null;
        if (typeof ended?.sessionId === 'string') forget(ended.sessionId);
        else dropWhere((session) => session.user.id === userId);
      } else if (event.type === 'profile') dropWhere((session) => session.user.id === userId);
    },
    missed() {
      generation++;
      entries.clear();
    },
  });

  return {
    async get(headers) {
      if (ttlMs <= 0) return lookup(headers);
      const key = `${headers.cookie ?? ''}\n${headers.authorization ?? ''}`;
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.session;
      entries.delete(key);
      const before = generation;
      const session = await lookup(headers);
      if (session && generation === before) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
        entries.set(key, { session, until: Math.min(now() + ttlMs, session.expiresAt.getTime()) });
      }
      return session;
    },
    forget,
    close() {
      unsubscribe();
      entries.clear();
    },
  };
}
