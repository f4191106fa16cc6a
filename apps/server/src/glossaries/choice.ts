import type { Glossary as EngineGlossary } from '@tolk/engine';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import * as repo from './repo.ts';
import { toEngineGlossary } from './view.ts';

/**
 * The glossary a new translation uses: the one the caller named (theirs, and of this pair), none
 * for null, else the user's default for the pair when the source language is known.
 */
export async function chooseGlossary(
  db: Db,
  userId: string,
  choice: string | null | undefined,
  from: string | null,
  to: string,
): Promise<string | null> {
  if (choice === null) return null;
  if (choice === undefined)
    return from === null || from === 'auto'
      ? null
      : ((await repo.findDefault(db, userId, from, to))?.id ?? null);
  const row = await repo.findGlossary(db, userId, choice);
  if (!row) throw new AppError('not-found', 'GLOSSARY_NOT_FOUND');
  const known = from !== null && from !== 'auto';
  if (row.langFrom !== null && (row.langTo !== to || (known && row.langFrom !== from)))
    throw new AppError('invalid-argument', 'GLOSSARY_PAIR_MISMATCH', {
      glossaryFrom: row.langFrom,
      glossaryTo: row.langTo ?? '',
      from: from ?? 'auto',
      to,
    });
  return row.id;
}

/** What the engine applies for a translation: its glossary and the user's never-translate lists. */
export async function engineGlossary(
  db: Db,
  userId: string,
  glossaryId: string | null,
): Promise<EngineGlossary | undefined> {
  const chosen = glossaryId === null ? undefined : await repo.findGlossary(db, userId, glossaryId);
  const glossary = toEngineGlossary(chosen, await repo.listNeverTranslate(db, userId));
  return glossary.terms.length + glossary.keep.length > 0 ? glossary : undefined;
}
