import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testEnv } from './config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's test databases live: a folder for PGlite, a name prefix on PostgreSQL. */
    serverTestRun: { dir: string; databasePrefix: string };
  }
}

/**
 * Each test worker keeps one database per kind for every file it runs (isolate: false), and a
 * worker ends without a hook of its own: the run's folder and PostgreSQL databases go here, once.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tolk-server-tests-'));
  const databasePrefix = `tolk_test_${randomBytes(4).toString('hex')}`;
  project.provide('serverTestRun', { dir, databasePrefix });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (testEnv.TEST_DATABASE_URL) await dropDatabases(testEnv.TEST_DATABASE_URL, databasePrefix);
  };
}

async function dropDatabases(adminUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${prefix}_`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
