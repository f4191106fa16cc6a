// What must hold after any crash, read straight from the database and the blob store while the
// server is stopped: every translation settled, every file row's bytes stored and every stored
// file owned by a row, and each user's counters equal to what the rows say.

import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { files, translations, users } from '../../src/db/schema.ts';
import type { BlobStore } from '../../src/files/blob-store.ts';

export interface Ledger {
  /** Translations the workload asked for and saw completed, by id: whose, and how many pages. */
  completed: Map<string, { userId: string; pages: number }>;
  /** Names of the documents the workload asked to translate (copies get other names). */
  isOriginalName(fileName: string): boolean;
}

export interface Violations {
  stuck: string[];
  missingBlobs: string[];
  orphanBlobs: string[];
  quotaMismatches: string[];
}

export async function checkInvariants(
  db: Db,
  storage: BlobStore,
  userIds: string[],
  ledger: Ledger,
): Promise<Violations> {
  const rows = await db.select().from(translations).where(inArray(translations.userId, userIds));
  const fileRows = await db.select().from(files);
  const stored = new Set<string>();
  for await (const blob of storage.list()) stored.add(blob.key);
  const referenced = new Set(fileRows.map((file) => file.storageKey));
  const violations: Violations = {
    stuck: rows
      .filter((row) => row.status === 'queued' || row.status === 'processing')
      .map((row) => `${row.id} ${row.status}`),
    missingBlobs: fileRows.filter((file) => !stored.has(file.storageKey)).map((file) => file.storageKey),
    orphanBlobs: [...stored].filter((key) => !referenced.has(key)),
    quotaMismatches: [],
  };
  const present = new Set(rows.map((row) => row.id));
  const profiles = await db.select().from(users).where(inArray(users.userId, userIds));
  for (const profile of profiles) {
    const own = rows.filter((row) => row.userId === profile.userId);
    // Pages stay used once translated (deleting does not give them back); in-flight ones are held.
    const pages =
      own
        .filter((row) => row.status === 'completed' && ledger.isOriginalName(row.fileName))
        .reduce((sum, row) => sum + row.pages, 0) +
      own.reduce((sum, row) => sum + row.chargedPages, 0) +
      [...ledger.completed]
        .filter(([id, done]) => !present.has(id) && done.userId === profile.userId)
        .reduce((sum, [, done]) => sum + done.pages, 0);
    const bytes = fileRows
      .filter((file) => file.userId === profile.userId)
      .reduce((sum, file) => sum + file.size, 0);
    if (profile.pagesUsed !== pages)
      violations.quotaMismatches.push(`${profile.userId} pagesUsed ${profile.pagesUsed}, rows say ${pages}`);
    if (profile.storageUsed !== bytes)
      violations.quotaMismatches.push(
        `${profile.userId} storageUsed ${profile.storageUsed}, rows say ${bytes}`,
      );
  }
  return violations;
}
