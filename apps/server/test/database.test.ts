import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { testEnv } from './config.ts';
import { createPostgresDatabase, DATABASES } from './harness.ts';

describe.skipIf(!DATABASES.includes('postgres'))('the PostgreSQL connection pool', () => {
  it('survives the server ending its idle connections and reconnects for the next query', async () => {
    const fresh = await createPostgresDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tolk-db-test-'));
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir });
    try {
      await database.db.select({ n: count() }).from(users);
      // What a restart or an administrator does: every other session of this database is ended.
      const admin = new pg.Client({ connectionString: testEnv.TEST_DATABASE_URL });
      await admin.connect();
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(fresh.url).pathname.slice(1)],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      // The ended clients' errors arrive asynchronously: once the pool has dropped them all, the next
      // query must get a working one.
      if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
      const pool = database.pool;
      await expect.poll(() => pool.totalCount, { timeout: 30_000 }).toBe(0);
      expect(await database.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
