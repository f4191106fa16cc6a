import { describe, expect, it } from 'vitest';
import { DOWNLOAD_URL_CACHE } from '@tolk/contract';
import { ExpiringCache } from '../src/index.ts';

const MINUTE = 60_000;

function cacheWithClock() {
  const clock = { now: 1_000_000 };
  const cache = new ExpiringCache<string>({ now: () => clock.now });
  return { clock, cache };
}

describe('ExpiringCache (download URLs, SPEC.md §9)', () => {
  it('uses the spec constants: 30 minutes, 100 entries, 20 percent', () => {
    expect(DOWNLOAD_URL_CACHE).toEqual({ ttlMs: 30 * MINUTE, maxEntries: 100, evictFraction: 0.2 });
  });

  it('keeps an entry for 30 minutes and forgets it at 30 minutes', () => {
    const { clock, cache } = cacheWithClock();
    cache.set('a.pdf', 'https://files/a');
    clock.now += 30 * MINUTE - 1;
    expect(cache.get('a.pdf')).toBe('https://files/a');
    clock.now += 1;
    expect(cache.get('a.pdf')).toBeUndefined();
    expect(cache.has('a.pdf')).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('setting a key again restarts its 30 minutes', () => {
    const { clock, cache } = cacheWithClock();
    cache.set('a', '1');
    clock.now += 20 * MINUTE;
    cache.set('a', '2');
    clock.now += 20 * MINUTE;
    expect(cache.get('a')).toBe('2');
  });

  it('at 100 entries, adding one more evicts the oldest 20 and keeps the other 80', () => {
    const { clock, cache } = cacheWithClock();
    for (let i = 0; i < 100; i++) {
      cache.set(`k${i}`, `v${i}`);
      clock.now += 1;
    }
    expect(cache.size).toBe(100);
    cache.set('k100', 'v100');
    expect(cache.size).toBe(81);
    for (let i = 0; i < 20; i++) expect(cache.get(`k${i}`), `k${i}`).toBeUndefined();
    for (let i = 20; i <= 100; i++) expect(cache.get(`k${i}`), `k${i}`).toBe(`v${i}`);
  });

  it('replacing an existing key when full evicts nothing', () => {
    const { cache } = cacheWithClock();
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, `v${i}`);
    cache.set('k0', 'new');
    expect(cache.size).toBe(100);
    expect(cache.get('k0')).toBe('new');
  });

  it('when full, drops expired entries first instead of fresh ones', () => {
    const { clock, cache } = cacheWithClock();
    for (let i = 0; i < 50; i++) cache.set(`old${i}`, 'x');
    clock.now += 31 * MINUTE;
    for (let i = 0; i < 50; i++) cache.set(`new${i}`, 'y');
    cache.set('one-more', 'z');
    expect(cache.size).toBe(51);
    expect(cache.get('new0')).toBe('y');
  });

  it('delete and clear remove entries', () => {
    const { cache } = cacheWithClock();
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.delete('a')).toBe(true);
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
