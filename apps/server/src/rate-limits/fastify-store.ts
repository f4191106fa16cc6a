import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { countInWindow } from './repo.ts';

/**
 * A store for @fastify/rate-limit that counts in the database, so a client spreading its requests
 * over several API instances meets the same limit as one talking to a single instance. Each route
 * counts on its own, as with the plugin's in-memory store.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options?: unknown, prefix = 'route') {
      this.prefix = prefix;
    }
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      countInWindow(db, `${this.prefix}:${key}`, timeWindow).then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: { url?: string; routeInfo?: { url?: string } }): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(
        undefined,
        `route:${routeOptions.routeInfo?.url ?? routeOptions.url ?? ''}`,
      );
    }
  }
  return DatabaseRateLimitStore;
}
