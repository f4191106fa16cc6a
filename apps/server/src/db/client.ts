import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** What both drivers have in common; repos only use this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; connectionString: string; close(): Promise<void> };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_ID = 7_150_301;

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose connection the server ended (restart, failover, an administrator) is
  // dropped by the pool and replaced on the next query; unheard, its error would end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  // Several instances may start together against one server; let one migrate at a time.
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
  return { kind: 'postgres', db, pool, connectionString, close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  const db = drizzlePglite(pglite, { schema });
  await migratePglite(db, { migrationsFolder });
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite, and applies the migrations. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
