import { DOWNLOAD_URL_CACHE } from '@tolk/contract';

export interface ExpiringCacheOptions {
  /** Default DOWNLOAD_URL_CACHE.ttlMs (30 minutes). */
  ttlMs?: number;
  /** Default DOWNLOAD_URL_CACHE.maxEntries (100). */
  maxEntries?: number;
  /** Share of entries dropped, oldest first, when full. Default DOWNLOAD_URL_CACHE.evictFraction (0.2). */
  evictFraction?: number;
  /** Milliseconds clock; injectable for tests. Default Date.now. */
  now?: () => number;
}

/**
 * The in-memory download URL cache of SPEC.md §9: entries live 30 minutes; at 100 entries,
 * adding a new key first drops expired entries, then, if still full, the oldest 20 percent.
 * "Oldest" is by when the entry was last set (Map keeps insertion order; set re-inserts).
 */
export class ExpiringCache<V> {
  readonly #entries = new Map<string, { value: V; storedAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #evictCount: number;
  readonly #now: () => number;

  constructor(options: ExpiringCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? DOWNLOAD_URL_CACHE.ttlMs;
    this.#maxEntries = Math.max(1, options.maxEntries ?? DOWNLOAD_URL_CACHE.maxEntries);
    const fraction = options.evictFraction ?? DOWNLOAD_URL_CACHE.evictFraction;
    this.#evictCount = Math.max(1, Math.ceil(this.#maxEntries * fraction));
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#isExpired(entry.storedAt)) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) this.#evict();
    this.#entries.set(key, { value, storedAt: this.#now() });
  }

  delete(key: string): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  #isExpired(storedAt: number): boolean {
    return this.#now() - storedAt >= this.#ttlMs;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) if (this.#isExpired(entry.storedAt)) this.#entries.delete(key);
    if (this.#entries.size < this.#maxEntries) return;
    let dropped = 0;
    for (const key of this.#entries.keys()) {
      if (dropped++ >= this.#evictCount) break;
      this.#entries.delete(key);
    }
  }
}
