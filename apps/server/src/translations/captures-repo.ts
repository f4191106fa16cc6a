import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { translations } from '../db/schema.ts';
import type { TranslationRow } from './view.ts';

const unsavedCapture = and(eq(translations.origin, 'camera'), eq(translations.inHistory, false));

/** The user's own camera translation (saved or not). */
export async function findCapture(db: Db, userId: string, id: string): Promise<TranslationRow | undefined> {
  const [row] = await db
    .select()
    .from(translations)
    .where(and(eq(translations.userId, userId), eq(translations.id, id), eq(translations.origin, 'camera')));
  return row;
}

/** Ids of unsaved camera translations created before `cutoff`, oldest first. */
export async function staleCaptureIds(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: translations.id })
    .from(translations)
    .where(and(unsavedCapture, lt(translations.createdAt, cutoff)))
    .orderBy(asc(translations.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Deletes one unsaved camera translation created before `cutoff`; undefined when it is gone,
 * saved meanwhile, or another sweeper took it (the row lock makes the second delete find nothing).
 */
export async function deleteStaleCapture(
  tx: Db,
  id: string,
  cutoff: Date,
): Promise<TranslationRow | undefined> {
  const [row] = await tx
    .delete(translations)
    .where(and(eq(translations.id, id), unsavedCapture, lt(translations.createdAt, cutoff)))
    .returning();
  return row;
}
