// A PostgreSQL server for the list bench: TEST_DATABASE_URL when set, else a throw-away one that
// scripts/test-postgres.sh starts (and this stops at the end), with a fresh database per run.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  dispose(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts/test-postgres.sh');

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function scriptEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TOLK_TEST_PG_PORT: process.env.TOLK_TEST_PG_PORT ?? '55931',
    TOLK_TEST_PG_DIR: process.env.TOLK_TEST_PG_DIR ?? '/tmp/tolk-pg-listbench',
  };
}

/** The server's admin URL, and whether this run started the server (so it stops it again). */
async function server(): Promise<{ adminUrl: string; startedHere: boolean }> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, startedHere: false };
  const env = scriptEnv();
  const adminUrl = `postgres://postgres@127.0.0.1:${env.TOLK_TEST_PG_PORT}/postgres`;
  if (await reachable(adminUrl)) return { adminUrl, startedHere: false };
  execFileSync('bash', [script], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return { adminUrl, startedHere: true };
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function benchDatabase(): Promise<BenchDatabase> {
  const { adminUrl, startedHere } = await server();
  const name = `tolk_listbench_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async dispose() {
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      if (startedHere) execFileSync('bash', [script, 'stop'], { env: scriptEnv(), stdio: 'ignore' });
    },
  };
}
