import type { Glossary, LanguageCode } from '@tolk/contract';
import type { Glossary as EngineGlossary } from '@tolk/engine';
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

/**
 * What the engine applies: the chosen glossary's terms, and as words never translated its entries
 * without a target and every entry of the user's never-translate lists.
 */
export function toEngineGlossary(
  chosen: GlossaryRow | undefined,
  neverTranslate: GlossaryRow[],
): EngineGlossary {
  const entries = [chosen, ...neverTranslate].flatMap((row) => row?.entries ?? []);
  return {
    terms: entries.flatMap(({ source, target, caseSensitive }) =>
      target === null ? [] : [{ source, target, caseSensitive }],
    ),
    keep: [...new Set(entries.flatMap(({ source, target }) => (target === null ? [source] : [])))],
  };
}
