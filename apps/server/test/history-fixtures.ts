import { enginesWith } from '@tolk/contract';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { files, folders, translations, uploadSessions, users } from '../src/db/schema.ts';
import { LocalEventBus, type UserEvent } from '../src/events/bus.ts';
import { LocalBlobStore } from '../src/files/local-blob-store.ts';
import { storeFile, type FilesDeps } from '../src/files/service.ts';
import { callFn, signUp, startTestServer, type TestServer } from './harness.ts';

export interface HistoryWorld {
  server: TestServer;
  deps: FilesDeps;
  storage: LocalBlobStore;
  /** Every event published, by user. */
  events: Map<string, UserEvent[]>;
  close(): Promise<void>;
}

/** A server on the shared test database with its own blob directory and an in-process event bus. */
export async function startHistoryWorld(kind: 'pglite' | 'postgres'): Promise<HistoryWorld> {
  const storage = new LocalBlobStore(mkdtempSync(path.join(tmpdir(), 'tolk-history-files-')));
  const bus = new LocalEventBus();
  const events = new Map<string, UserEvent[]>();
  const publish = bus.publish.bind(bus);
  bus.publish = async (userId, event) => {
    events.set(userId, [...(events.get(userId) ?? []), event]);
    await publish(userId, event);
  };
  const server = await startTestServer(kind, {}, { storage, bus });
  const deps: FilesDeps = {
    db: server.database.db,
    bus,
    engines: enginesWith(),
    storage,
    premiumLimits: server.config.premiumLimits,
  };
  return { server, deps, storage, events, close: () => server.close() };
}

export interface TestUser {
  userId: string;
  cookie: string;
}

export async function newUser(world: HistoryWorld): Promise<TestUser> {
  const { userId, cookie } = await signUp(world.server.app);
  return { userId, cookie };
}

/** Calls a function as `user` (anonymous when null): HTTP status and parsed body. */
export async function call<T = Record<string, unknown>>(
  world: HistoryWorld,
  name: string,
  data: unknown,
  user: TestUser | null,
): Promise<{ status: number; result: T; error: { status: string; message: string } }> {
  const response = await callFn(world.server.app, name, data, user ? { cookie: user.cookie } : {});
  const body = response.json<{ result: T; error: { status: string; message: string } }>();
  return { status: response.statusCode, result: body.result, error: body.error };
}

export interface DocOptions {
  fileName?: string;
  folderId?: string | null;
  status?: string;
  langTo?: string;
  createdAt?: Date;
  /** Quota the translation holds while queued/processing. */
  chargedPages?: number;
  /** Store an original and a translated file of these sizes (bytes). */
  fileSizes?: [number, number];
}

let docCounter = 0;

/** A translation row inserted directly (uploads are not needed for history tests). */
export async function addDoc(world: Pick<HistoryWorld, 'deps'>, userId: string, options: DocOptions = {}) {
  docCounter += 1;
  const fileName = options.fileName ?? `document ${docCounter}.txt`;
  let originalFileId: string | null = null;
  let translatedFileId: string | null = null;
  if (options.fileSizes) {
    const [originalSize, translatedSize] = options.fileSizes;
    const store = (kind: 'original' | 'translated', size: number) =>
      storeFile(world.deps, {
        userId,
        kind,
        fileName,
        contentType: 'text/plain',
        bytes: new Uint8Array(size).fill(kind === 'original' ? 65 : 66),
      });
    originalFileId = (await store('original', originalSize)).id;
    translatedFileId = (await store('translated', translatedSize)).id;
  }
  const langTo = options.langTo ?? 'es';
  const [row] = await world.deps.db
    .insert(translations)
    .values({
      userId,
      fileName,
      fileNameLower: fileName.toLowerCase(),
      langFrom: 'en',
      langTo,
      languages: ['en', langTo],
      folderId: options.folderId ?? null,
      status: options.status ?? 'completed',
      progress: 100,
      format: 'txt',
      pages: 1,
      provider: 'local',
      originalFileId,
      translatedFileId,
      chargedPages: options.chargedPages ?? 0,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

export async function addFolder(
  world: HistoryWorld,
  userId: string,
  name: string,
  parentId: string | null = null,
) {
  const [row] = await world.deps.db.insert(folders).values({ userId, name, parentId }).returning();
  if (!row) throw new Error('no folder');
  return row;
}

/** Sets the user's monthly page count, as reserving pages for translations would have. */
export async function setPagesUsed(world: HistoryWorld, userId: string, pages: number): Promise<void> {
  await world.deps.db.update(users).set({ pagesUsed: pages }).where(eq(users.userId, userId));
}

export async function pagesUsed(world: HistoryWorld, userId: string): Promise<number> {
  const [row] = await world.deps.db
    .select({ used: users.pagesUsed })
    .from(users)
    .where(eq(users.userId, userId));
  return row?.used ?? -1;
}

/**
 * What the user is charged and what is kept for them: storageUsed, the sum of their files'
 * sizes, and their blobs on disk that no file row points at (left behind by a failed copy).
 */
export async function storageBooks(world: HistoryWorld, userId: string) {
  const owned = await world.deps.db.select().from(files).where(eq(files.userId, userId));
  const keys = new Set(owned.map((row) => row.storageKey));
  const blobs = await readdir(path.join(world.storage.root, userId)).catch(() => []);
  return {
    used: await storageUsed(world, userId),
    owned: owned.reduce((sum, row) => sum + row.size, 0),
    orphanBlobs: blobs.filter((name) => !keys.has(`${userId}/${name}`)),
  };
}

export async function storageUsed(world: HistoryWorld, userId: string): Promise<number> {
  const [row] = await world.deps.db
    .select({ used: users.storageUsed })
    .from(users)
    .where(eq(users.userId, userId));
  return row?.used ?? -1;
}

/** Everything a user owns in the history: compared before and after a refused call. */
export async function snapshot(world: HistoryWorld, userIds: string[]) {
  const db = world.deps.db;
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return {
    translations: byId(await db.select().from(translations).where(inArray(translations.userId, userIds))),
    folders: byId(await db.select().from(folders).where(inArray(folders.userId, userIds))),
    files: byId(await db.select().from(files).where(inArray(files.userId, userIds))),
    sessions: await db.select().from(uploadSessions).where(inArray(uploadSessions.userId, userIds)),
    storage: await db
      .select({ userId: users.userId, used: users.storageUsed })
      .from(users)
      .where(inArray(users.userId, userIds)),
  };
}

export function eventsOf(world: HistoryWorld, userId: string, type: UserEvent['type']): unknown[] {
  return (world.events.get(userId) ?? []).filter((event) => event.type === type).map((event) => event.data);
}

/** The file row of a stored file, or undefined when it is gone. */
export async function storedFile(world: HistoryWorld, id: string | null) {
  return id ? (await world.deps.db.select().from(files).where(eq(files.id, id)))[0] : undefined;
}

/** A stored file's bytes as text, or undefined when it is gone. */
export async function storedText(world: HistoryWorld, id: string | null): Promise<string | undefined> {
  const row = await storedFile(world, id);
  return row ? (await world.storage.readAll(row.storageKey)).toString() : undefined;
}
