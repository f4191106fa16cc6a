import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import {
  FREE_PAGE_LIMIT,
  IMAGE_TRANSLATIONS_QUOTA,
  STORAGE_QUOTA_BYTES,
  STORAGE_QUOTA_EMAIL_PASSWORD_BYTES,
} from '@tolk/contract';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { loadConfig } from '../src/config.ts';
import { findProfile } from '../src/users/repo.ts';
import { toQuota } from '../src/quota/view.ts';

const migrations = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
const LAST_WITH_COPIED_LIMITS = '0010_rate_limit_unlogged';
const scratch = mkdtempSync(path.join(tmpdir(), 'tolk-limits-migration-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder as it stood up to `tag`: its journal cut there. */
function migrationsUpTo(tag: string): string {
  const dir = path.join(scratch, 'migrations');
  cpSync(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

const premiumLimits = loadConfig({ DATA_DIR: scratch }).premiumLimits;
const premium = premiumLimits;
const inAYear = new Date(Date.now() + 365 * 86_400_000);
// Rows as the code before 0011 wrote them: the plan's limits copied into each user.
const before = [
  {
    id: 'free-google',
    provider: 'google',
    premiumUntil: null,
    limits: [FREE_PAGE_LIMIT, STORAGE_QUOTA_BYTES, IMAGE_TRANSLATIONS_QUOTA],
  },
  {
    id: 'free-password',
    provider: 'password',
    premiumUntil: null,
    limits: [FREE_PAGE_LIMIT, STORAGE_QUOTA_EMAIL_PASSWORD_BYTES, IMAGE_TRANSLATIONS_QUOTA],
  },
  {
    id: 'premium',
    provider: 'password',
    premiumUntil: inAYear,
    limits: [premium.pagesPerMonth, premium.storageBytes, premium.imageTranslationsPerMonth],
  },
] as const;

describe('the migration that stops copying limits into user rows', () => {
  it('keeps every user’s effective limits', async () => {
    const pglite = await PGlite.create();
    const db = drizzle(pglite, { schema });
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo(LAST_WITH_COPIED_LIMITS) });
      for (const row of before) {
        await pglite.query(
          `insert into "user" (id, name, email, email_verified, created_at, updated_at)
           values ($1, $1, $1 || '@example.com', true, now(), now())`,
          [row.id],
        );
        await pglite.query(
          `insert into users (user_id, provider, free_page_limit, storage_quota, image_translations_quota,
             month_start, premium_until, preferences)
           values ($1, $2, $3, $4, $5, now(), $6, '{}'::jsonb)`,
          [row.id, row.provider, ...row.limits, row.premiumUntil],
        );
      }
      await migrate(db, { migrationsFolder: migrations });
      for (const row of before) {
        const quota = toQuota((await findProfile(db, row.id))!, premiumLimits);
        expect([quota.freePageLimit, quota.storageQuota, quota.imageTranslationsQuota]).toEqual(row.limits);
      }
    } finally {
      await pglite.close();
    }
  });
});
