import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { glossaries } from '../db/schema.ts';

// The only code that reads or writes glossaries.

export type GlossaryRow = typeof glossaries.$inferSelect;
export type NewGlossaryRow = typeof glossaries.$inferInsert;
export type GlossaryPatch = Partial<
  Pick<GlossaryRow, 'name' | 'langFrom' | 'langTo' | 'entries' | 'isDefault'>
>;

const owned = (userId: string, glossaryId: string) =>
  and(eq(glossaries.id, glossaryId), eq(glossaries.userId, userId));

export async function insertGlossary(db: Db, row: NewGlossaryRow): Promise<GlossaryRow> {
  const [stored] = await db.insert(glossaries).values(row).returning();
  if (!stored) throw new Error('glossary row was not inserted');
  return stored;
}

export async function countGlossaries(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(glossaries).where(eq(glossaries.userId, userId));
  return Number(row?.n ?? 0);
}

/** Never-translate lists first, then by pair and name. */
export function listGlossaries(db: Db, userId: string): Promise<GlossaryRow[]> {
  return db
    .select()
    .from(glossaries)
    .where(eq(glossaries.userId, userId))
    .orderBy(
      sql`${glossaries.langFrom} is not null`,
      asc(glossaries.langFrom),
      asc(glossaries.langTo),
      asc(glossaries.name),
      asc(glossaries.id),
    );
}

export async function findGlossary(
  db: Db,
  userId: string,
  glossaryId: string,
): Promise<GlossaryRow | undefined> {
  const [row] = await db.select().from(glossaries).where(owned(userId, glossaryId));
  return row;
}

/** The user's default glossary for a pair. */
export async function findDefault(
  db: Db,
  userId: string,
  langFrom: string,
  langTo: string,
): Promise<GlossaryRow | undefined> {
  const [row] = await db
    .select()
    .from(glossaries)
    .where(
      and(
        eq(glossaries.userId, userId),
        eq(glossaries.langFrom, langFrom),
        eq(glossaries.langTo, langTo),
        eq(glossaries.isDefault, true),
      ),
    );
  return row;
}

/** The user's lists of words never translated in any pair. */
export function listNeverTranslate(db: Db, userId: string): Promise<GlossaryRow[]> {
  return db
    .select()
    .from(glossaries)
    .where(and(eq(glossaries.userId, userId), isNull(glossaries.langFrom)));
}

/** Makes no other glossary of the pair the default (before one becomes it). */
export async function clearDefault(
  db: Db,
  userId: string,
  langFrom: string,
  langTo: string,
  except: string,
): Promise<void> {
  await db
    .update(glossaries)
    .set({ isDefault: false })
    .where(
      and(
        eq(glossaries.userId, userId),
        eq(glossaries.langFrom, langFrom),
        eq(glossaries.langTo, langTo),
        ne(glossaries.id, except),
      ),
    );
}

export async function updateGlossary(
  db: Db,
  userId: string,
  glossaryId: string,
  patch: GlossaryPatch,
  at: Date,
): Promise<GlossaryRow | undefined> {
  const [row] = await db
    .update(glossaries)
    .set({ ...patch, updatedAt: at })
    .where(owned(userId, glossaryId))
    .returning();
  return row;
}

export async function deleteGlossary(db: Db, userId: string, glossaryId: string): Promise<boolean> {
  const rows = await db.delete(glossaries).where(owned(userId, glossaryId)).returning({ id: glossaries.id });
  return rows.length > 0;
}
