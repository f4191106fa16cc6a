import { enginesWith } from '@tolk/contract';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { LocalEventBus, type UserEvent } from '../src/events/bus.ts';
import type { BlobStore } from '../src/files/blob-store.ts';
import { LocalBlobStore } from '../src/files/local-blob-store.ts';
import type { FilesDeps } from '../src/files/service.ts';
import { sharedDatabase, startTestServer } from './harness.ts';
import type { HistoryWorld } from './history-fixtures.ts';

/**
 * A listening server on the shared test database whose events are recorded, storing files where
 * every test server of that database does: a job may be run by any of their workers, which must
 * find the same files. `wrapStorage` puts a wrapper (a failure to inject) around that store.
 */
export async function startAccountWorld(
  kind: 'pglite' | 'postgres',
  wrapStorage: (inner: BlobStore) => BlobStore = (inner) => inner,
): Promise<HistoryWorld> {
  const { dataDir } = await sharedDatabase(kind);
  const storage = new LocalBlobStore(dataDir);
  const bus = new LocalEventBus();
  const events = new Map<string, UserEvent[]>();
  const publish = bus.publish.bind(bus);
  bus.publish = async (userId, event) => {
    events.set(userId, [...(events.get(userId) ?? []), event]);
    await publish(userId, event);
  };
  const wrapped = wrapStorage(storage);
  const server = await startTestServer(kind, {}, { storage: wrapped, bus });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const deps: FilesDeps = {
    db: server.database.db,
    bus,
    engines: enginesWith('local'),
    storage: wrapped,
    premiumLimits: server.config.premiumLimits,
  };
  return { server, deps, storage, events, close: () => server.close() };
}

/** The stored blobs under the user's key prefix (every key of a user's file starts with their id). */
export async function blobsOf(storage: LocalBlobStore, userId: string): Promise<string[]> {
  const entries = await readdir(path.join(storage.root, userId), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Rows that belong to the user, table by table: every table with a user id column. */
export async function rowsOfUser(db: Db, userId: string): Promise<Record<string, number>> {
  const count = async (table: PgTable, column: PgColumn) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(table)
          .where(eq(column, userId))
      )[0]?.n ?? 0,
    );
  return {
    user: await count(schema.user, schema.user.id),
    session: await count(schema.session, schema.session.userId),
    account: await count(schema.account, schema.account.userId),
    users: await count(schema.users, schema.users.userId),
    translations: await count(schema.translations, schema.translations.userId),
    files: await count(schema.files, schema.files.userId),
    uploadSessions: await count(schema.uploadSessions, schema.uploadSessions.userId),
    folders: await count(schema.folders, schema.folders.userId),
    shareLinks: await count(schema.shareLinks, schema.shareLinks.userId),
    glossaries: await count(schema.glossaries, schema.glossaries.userId),
    entitlements: await count(schema.entitlements, schema.entitlements.userId),
    billingEvents: await count(schema.billingEvents, schema.billingEvents.userId),
  };
}

/** Waits until `check` holds (a job run by some worker of the shared database), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
