import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { shareLinks, translations } from '../db/schema.ts';
import type { TranslationRow } from '../translations/view.ts';

// The only code that reads or writes share_links.

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type NewShareLinkRow = typeof shareLinks.$inferInsert;
export type ShareLinkPatch = Partial<Pick<ShareLinkRow, 'allowDownload' | 'includeOriginal' | 'expiresAt'>>;

/** Not expired at `now` (a link without expiry lives until revoked). */
const liveAt = (now: Date) => or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now));

export async function insertLink(db: Db, row: NewShareLinkRow): Promise<ShareLinkRow> {
  const [stored] = await db.insert(shareLinks).values(row).returning();
  if (!stored) throw new Error('share link row was not inserted');
  return stored;
}

export async function countLiveLinks(db: Db, translationId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shareLinks)
    .where(and(eq(shareLinks.translationId, translationId), liveAt(now)));
  return Number(row?.n ?? 0);
}

/** The user's live links, newest first; of one translation when given. */
export async function listLiveLinks(
  db: Db,
  userId: string,
  translationId: string | undefined,
  now: Date,
  limit: number,
): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.userId, userId),
        translationId === undefined ? undefined : eq(shareLinks.translationId, translationId),
        liveAt(now),
      ),
    )
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(limit);
}

/** Changes one of the user's live links; undefined when it is not theirs, gone or expired. */
export async function updateLiveLink(
  db: Db,
  userId: string,
  shareId: string,
  patch: ShareLinkPatch,
  now: Date,
): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .update(shareLinks)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(shareLinks.id, shareId), eq(shareLinks.userId, userId), liveAt(now)))
    .returning();
  return row;
}

/** Deletes one of the user's links (expired ones too); false when there was none. */
export async function deleteLink(db: Db, userId: string, shareId: string): Promise<boolean> {
  const rows = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.id, shareId), eq(shareLinks.userId, userId)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}

/** A live link with the translation it shows, for anyone holding the id. */
export async function findLiveShared(
  db: Db,
  shareId: string,
  now: Date,
): Promise<{ link: ShareLinkRow; translation: TranslationRow } | undefined> {
  const [row] = await db
    .select({ link: shareLinks, translation: translations })
    .from(shareLinks)
    .innerJoin(translations, eq(translations.id, shareLinks.translationId))
    .where(and(eq(shareLinks.id, shareId), liveAt(now)));
  return row;
}

/** Deletes every link of the user (deleting an account). */
export async function deleteUserLinks(db: Db, userId: string): Promise<void> {
  await db.delete(shareLinks).where(eq(shareLinks.userId, userId));
}
