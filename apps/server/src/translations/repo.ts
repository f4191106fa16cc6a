import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AppError } from '../errors.ts';
import { translations } from '../db/schema.ts';
import { refundQuota } from '../quota/repo.ts';
import type { NewTranslationRow, TranslationRow } from './view.ts';

export type { NewTranslationRow, TranslationRow };

export async function insertTranslation(tx: Db, row: NewTranslationRow): Promise<TranslationRow> {
  const [stored] = await tx.insert(translations).values(row).returning();
  if (!stored) throw new Error('translation row was not inserted');
  return stored;
}

export async function findTranslation(db: Db, id: string): Promise<TranslationRow | undefined> {
  const [row] = await db.select().from(translations).where(eq(translations.id, id));
  return row;
}

/** The user's translation of this id (a document of their history or a camera translation). */
export async function findOwnTranslation(
  db: Db,
  userId: string,
  id: string,
): Promise<TranslationRow | undefined> {
  const [row] = await db
    .select()
    .from(translations)
    .where(and(eq(translations.userId, userId), eq(translations.id, id)));
  return row;
}

/** The translations of these ids, whoever owns them (in no order). */
export function findTranslations(db: Db, ids: string[]): Promise<TranslationRow[]> {
  return ids.length === 0
    ? Promise.resolve([])
    : db.select().from(translations).where(inArray(translations.id, ids));
}

/** Whether any translation already uses the file as its original. */
export async function fileIsUsed(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: translations.id })
    .from(translations)
    .where(eq(translations.originalFileId, fileId))
    .limit(1);
  return row !== undefined;
}

const ofAttempt = (id: string, attempt: number) =>
  and(eq(translations.id, id), eq(translations.attempt, attempt));

/** queued/processing → processing of this attempt; undefined when the job is stale or done. */
export async function startProcessing(
  db: Db,
  id: string,
  attempt: number,
): Promise<TranslationRow | undefined> {
  const [row] = await db
    .update(translations)
    .set({
      status: 'processing',
      stage: 'extracting',
      progress: 0,
      error: null,
      errorDetails: null,
      updatedAt: new Date(),
    })
    .where(and(ofAttempt(id, attempt), inArray(translations.status, ['queued', 'processing'])))
    .returning();
  return row;
}

export async function setProgress(
  db: Db,
  id: string,
  attempt: number,
  stage: string,
  progress: number,
): Promise<TranslationRow | undefined> {
  const [row] = await db
    .update(translations)
    .set({ stage, progress, updatedAt: new Date() })
    .where(and(ofAttempt(id, attempt), eq(translations.status, 'processing')))
    .returning();
  return row;
}

/** Whether this attempt is still being made: its row not deleted, failed, completed or retried since. */
export async function isProcessing(db: Db, id: string, attempt: number): Promise<boolean> {
  const [row] = await db
    .select({ id: translations.id })
    .from(translations)
    .where(and(ofAttempt(id, attempt), eq(translations.status, 'processing')));
  return row !== undefined;
}

/** The user's translations still queued or being made (their jobs may still run). */
export function listUnfinished(db: Db, userId: string): Promise<Pick<TranslationRow, 'id' | 'attempt'>[]> {
  return db
    .select({ id: translations.id, attempt: translations.attempt })
    .from(translations)
    .where(and(eq(translations.userId, userId), inArray(translations.status, ['queued', 'processing'])));
}

/** processing → completed, once per attempt; undefined when another run got there first. */
/** The pages a user's other unfinished translations hold (an image or an empty document counts one). */
export async function pagesUnfinishedBesides(db: Db, userId: string, exceptId: string): Promise<number> {
  const [ahead] = await db
    .select({ pages: sql<number>`coalesce(sum(greatest(${translations.pages}, 1)), 0)::int` })
    .from(translations)
    .where(
      and(
        eq(translations.userId, userId),
        inArray(translations.status, ['queued', 'processing']),
        ne(translations.id, exceptId),
      ),
    );
  return ahead?.pages ?? 0;
}

export async function complete(tx: Db, id: string, attempt: number): Promise<TranslationRow | undefined> {
  const [row] = await tx
    .update(translations)
    .set({
      status: 'completed',
      stage: null,
      progress: 100,
      error: null,
      errorDetails: null,
      updatedAt: new Date(),
    })
    .where(and(ofAttempt(id, attempt), eq(translations.status, 'processing')))
    .returning();
  return row;
}

/**
 * queued/processing → failed with a user-facing error, giving back the quota it held (once:
 * the held amounts go to zero in the same statement's transaction).
 */
export async function fail(
  tx: Db,
  id: string,
  attempt: number,
  failure: AppError,
): Promise<TranslationRow | undefined> {
  const [held] = await tx
    .select()
    .from(translations)
    .where(and(ofAttempt(id, attempt), inArray(translations.status, ['queued', 'processing'])))
    .for('update');
  if (!held) return undefined;
  await refundQuota(tx, held.userId, held.chargedPages, held.chargedImages);
  const [row] = await tx
    .update(translations)
    .set({
      status: 'failed',
      stage: null,
      error: failure.message,
      errorDetails: failure.details,
      chargedPages: 0,
      chargedImages: 0,
      updatedAt: new Date(),
    })
    .where(eq(translations.id, id))
    .returning();
  return row;
}

/** Queued or processing translations not touched since `before`, oldest first. */
export async function unsettledSince(db: Db, before: Date, limit: number): Promise<TranslationRow[]> {
  return db
    .select()
    .from(translations)
    .where(and(inArray(translations.status, ['queued', 'processing']), lt(translations.updatedAt, before)))
    .orderBy(translations.updatedAt)
    .limit(limit);
}

/**
 * Takes a queued attempt that has been quiet since `before` for re-sending: true for exactly one
 * of several sweepers asking at once (the first marks it fresh, the others then find it fresh).
 */
export async function claimQuietQueued(
  db: Db,
  row: TranslationRow,
  before: Date,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(translations)
    .set({ updatedAt: now })
    .where(
      and(
        eq(translations.id, row.id),
        eq(translations.attempt, row.attempt),
        eq(translations.status, 'queued'),
        lt(translations.updatedAt, before),
      ),
    )
    .returning({ id: translations.id });
  return claimed.length === 1;
}

/** failed → queued as a new attempt holding the given quota; undefined when it was not failed. */
export async function requeue(
  tx: Db,
  id: string,
  pages: number,
  images: number,
): Promise<TranslationRow | undefined> {
  const [row] = await tx
    .update(translations)
    .set({
      status: 'queued',
      stage: null,
      progress: 0,
      error: null,
      errorDetails: null,
      chargedPages: pages,
      chargedImages: images,
      fidelity: null,
      attempt: sql`${translations.attempt} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(translations.id, id), eq(translations.status, 'failed')))
    .returning();
  return row;
}

/**
 * Records a completed attempt's outputs and fidelity report (replacing any earlier ones); the
 * charge is final, so nothing stays held.
 */
export async function setOutputs(
  tx: Db,
  id: string,
  fields: Pick<
    NewTranslationRow,
    'translatedFileId' | 'bilingualFileId' | 'thumbnailFileId' | 'detectedLanguage' | 'blocks' | 'fidelity'
  >,
): Promise<TranslationRow | undefined> {
  const [row] = await tx
    .update(translations)
    .set({ ...fields, chargedPages: 0, chargedImages: 0, updatedAt: new Date() })
    .where(eq(translations.id, id))
    .returning();
  return row;
}

export async function setOriginal(db: Db, id: string, fileId: string): Promise<TranslationRow | undefined> {
  const [row] = await db
    .update(translations)
    .set({ originalFileId: fileId, updatedAt: new Date() })
    .where(eq(translations.id, id))
    .returning();
  return row;
}
