import type { Glossary, LanguageCode } from '@tolk/contract';
import { glossaryFromEntries, type Glossary as EngineGlossary } from '@tolk/engine';
import type { GlossaryRow } from './repo.ts';

export function toGlossary(row: GlossaryRow): Glossary {
  return {
    glossaryId: row.id,
    name: row.name,
    langFrom: row.langFrom as LanguageCode | null,
    langTo: row.langTo as LanguageCode | null,
    isDefault: row.isDefault,
    entries: row.entries,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the engine applies: the chosen glossary and the user's never-translate lists, together. */
export function toEngineGlossary(
  chosen: GlossaryRow | undefined,
  neverTranslate: GlossaryRow[],
): EngineGlossary {
  return glossaryFromEntries([chosen, ...neverTranslate].flatMap((row) => row?.entries ?? []));
}
