import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../src/auth/session-cache.ts';
import type { CurrentSession } from '../src/auth/session.ts';
import { LocalEventBus } from '../src/events/bus.ts';

const TTL = 30_000;

function sessionOf(
  userId: string,
  sessionId: string,
  expiresAt = new Date(Date.UTC(2030, 0, 1)),
): CurrentSession {
  return {
    user: { id: userId, email: `${userId}@example.com`, name: userId, image: null },
    sessionId,
    expiresAt,
  };
}

/** A cache over a lookup that counts its calls and answers from `table` (cookie → session). */
function setUp(table: Record<string, CurrentSession>) {
  const bus = new LocalEventBus();
  let clock = Date.UTC(2026, 10, 24);
  const lookups: string[] = [];
  const lookup = async (headers: IncomingHttpHeaders) => {
    lookups.push(String(headers.cookie));
    return table[String(headers.cookie)] ?? null;
  };
  const cache = createSessionCache(lookup, bus, { ttlMs: TTL, now: () => clock });
  return {
    bus,
    cache,
    lookups,
    get: (cookie: string) => cache.get({ cookie }),
    advance: (ms: number) => (clock += ms),
  };
}

describe('session cache', () => {
  it('looks a session up once within its time, and again after it', async () => {
    const { get, lookups, advance } = setUp({ a: sessionOf('u1', 's1') });
    expect((await get('a'))?.sessionId).toBe('s1');
    expect((await get('a'))?.sessionId).toBe('s1');
    expect(lookups).toEqual(['a']);
    advance(TTL + 1);
    await get('a');
    expect(lookups).toEqual(['a', 'a']);
  });

  it('never keeps a session past its own expiry', async () => {
    const now = Date.UTC(2026, 10, 24);
    const { get, lookups, advance } = setUp({ a: sessionOf('u1', 's1', new Date(now + 1000)) });
    await get('a');
    advance(1001);
    await get('a');
    expect(lookups).toEqual(['a', 'a']);
  });

  it('keeps nothing for credentials that found no session', async () => {
    const { get, lookups } = setUp({});
    expect(await get('forged')).toBeNull();
    expect(await get('forged')).toBeNull();
    expect(lookups).toEqual(['forged', 'forged']);
  });

  it('drops a session that ended anywhere (announced on the bus) and keeps the others', async () => {
    const { bus, get, lookups } = setUp({ a: sessionOf('u1', 's1'), b: sessionOf('u1', 's2') });
    await get('a');
    await get('b');
    await bus.publish('u1', { type: 'session-ended', data: { sessionId: 's1' } });
    await get('a');
    await get('b');
    expect(lookups).toEqual(['a', 'b', 'a']);
  });

  it('drops a session ended on this instance at once, through forget', async () => {
    const { cache, get, lookups } = setUp({ a: sessionOf('u1', 's1') });
    await get('a');
    cache.forget('s1');
    await get('a');
    expect(lookups).toEqual(['a', 'a']);
  });

  it('drops every session of a user whose profile changed, not other users’', async () => {
    const { bus, get, lookups } = setUp({ a: sessionOf('u1', 's1'), b: sessionOf('u2', 's2') });
    await get('a');
    await get('b');
    await bus.publish('u1', { type: 'profile', data: {} });
    await bus.publish('u2', { type: 'translation', data: {} });
    await get('a');
    await get('b');
    expect(lookups).toEqual(['a', 'b', 'a']);
  });

  it('empties itself when the bus may have missed events', async () => {
    const { bus, get, lookups } = setUp({ a: sessionOf('u1', 's1') });
    await get('a');
    bus.missed();
    await get('a');
    expect(lookups).toEqual(['a', 'a']);
  });

  it('does not keep what a lookup read while a session ended', async () => {
    const bus = new LocalEventBus();
    let finish: (session: CurrentSession) => void = () => undefined;
    let lookups = 0;
    const cache = createSessionCache(
      () => {
        lookups++;
        return new Promise<CurrentSession>((resolve) => (finish = resolve));
      },
      bus,
      { ttlMs: TTL },
    );
    const first = cache.get({ cookie: 'a' });
    await bus.publish('u1', { type: 'session-ended', data: { sessionId: 's1' } });
    finish(sessionOf('u1', 's1'));
    expect((await first)?.sessionId).toBe('s1');
    const second = cache.get({ cookie: 'a' });
    finish(sessionOf('u1', 's1'));
    await second;
    expect(lookups).toBe(2);
  });

  it('tells apart the same cookie with another Authorization header', async () => {
    const { cache, lookups } = setUp({ a: sessionOf('u1', 's1') });
    await cache.get({ cookie: 'a' });
    await cache.get({ cookie: 'a', authorization: 'Bearer other' });
    expect(lookups).toEqual(['a', 'a']);
  });

  it('looks every request up when turned off (0 s)', async () => {
    const lookups: string[] = [];
    const cache = createSessionCache(
      async (headers) => (lookups.push(String(headers.cookie)), sessionOf('u1', 's1')),
      new LocalEventBus(),
      { ttlMs: 0 },
    );
    await cache.get({ cookie: 'a' });
    await cache.get({ cookie: 'a' });
    expect(lookups).toEqual(['a', 'a']);
  });
});
