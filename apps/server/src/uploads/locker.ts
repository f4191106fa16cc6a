import type { Lock, Locker, RequestRelease } from '@tus/server';
import type { Database } from '../db/client.ts';

/** How long a request waits for an upload another request is writing before it is refused. */
export const UPLOAD_LOCK_WAIT_MS = 2000;
const RETRY_MS = 50;
// The first key of the two-key advisory lock: only upload locks use it (migrations use one bigint).
export const UPLOAD_LOCK_SPACE = 7_150_302;

/** tus's refusal when the upload stays locked: 423 (UPLOAD_LOCKED), which tus clients retry after a HEAD. */
export const UPLOAD_LOCKED = { status_code: 423, body: 'upload locked\n' };

/** Takes an upload's lock if it is free: how to release it, or undefined when someone holds it. */
type TryLock = (uploadId: string) => Promise<(() => Promise<void>) | undefined>;

/**
 * PostgreSQL session advisory locks on a connection of the pool held for the request, so every
 * API instance on the database sees the same locks; a process that dies loses its connection and
 * with it its locks, so an upload cut off by a crash can be resumed on another instance at once.
 */
function advisoryLocks(pool: Extract<Database, { kind: 'postgres' }>['pool']): TryLock {
  return async (uploadId) => {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
        [UPLOAD_LOCK_SPACE, uploadId],
      );
      if (!rows[0]?.locked) {
        client.release();
        return undefined;
      }
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return async () => {
      try {
        await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [UPLOAD_LOCK_SPACE, uploadId]);
        client.release();
      } catch (error) {
        // A connection whose unlock failed is closed rather than reused: closing frees the lock.
        client.release(error as Error);
      }
    };
  };
}

/** The embedded database has one session and one process: the locks live in this process. */
function processLocks(): TryLock {
  const held = new Set<string>();
  return async (uploadId) => {
    if (held.has(uploadId)) return undefined;
    held.add(uploadId);
    return async () => void held.delete(uploadId);
  };
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * tus's Locker on the database: a PATCH may land on any API instance. A request that finds the
 * upload locked waits up to UPLOAD_LOCK_WAIT_MS (a client resuming after a dropped connection
 * usually finds the old request ending) and is then refused with 423; the writer it waited for is
 * never interrupted, so the stored bytes are exactly one request's.
 */
export function uploadLocker(database: Database, waitMs = UPLOAD_LOCK_WAIT_MS): Locker {
  const tryLock = database.kind === 'postgres' ? advisoryLocks(database.pool) : processLocks();
  return {
    newLock(uploadId: string): Lock {
      let release: (() => Promise<void>) | undefined;
      return {
        async lock(signal: AbortSignal, _requestRelease: RequestRelease) {
          const deadline = Date.now() + waitMs;
          for (;;) {
            release = await tryLock(uploadId);
            if (release) return;
            if (signal.aborted || Date.now() >= deadline) throw UPLOAD_LOCKED;
            await pause(RETRY_MS, signal);
          }
        },
        async unlock() {
          const held = release;
          release = undefined;
          await held?.();
        },
      };
    },
  };
}
