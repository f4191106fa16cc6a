import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs `work` in a transaction holding a per-user advisory lock for `scope`, so two requests
 * of the same user that check-then-write (rename, folder moves) run one after the other.
 */
export async function withUserLock<T>(
  db: Db,
  userId: string,
  scope: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${userId}`}))`);
    return work(tx);
  });
}
