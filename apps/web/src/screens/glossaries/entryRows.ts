import { GLOSSARY_LIMITS, type GlossaryEntry } from '@tolk/contract';

/** One line of the table as typed: an empty target keeps the term as it is. */
export interface EntryRow {
  /** Stable across edits, for React and for pointing at a row's problem. */
  key: number;
  source: string;
  target: string;
  caseSensitive: boolean;
}

export type RowProblem = 'sourceRequired' | 'duplicate' | 'tooLong';

let nextKey = 1;
export const newRowKey = () => nextKey++;

export function rowsOf(entries: readonly GlossaryEntry[]): EntryRow[] {
  return entries.map((entry) => ({
    key: newRowKey(),
    source: entry.source,
    target: entry.target ?? '',
    caseSensitive: entry.caseSensitive,
  }));
}

const bytes = (text: string) => new TextEncoder().encode(text).length;
const isBlank = (row: EntryRow) => row.source.trim() === '' && row.target.trim() === '';

/**
 * The entries to save, or each row's problem. Rows left wholly empty are dropped; a source term
 * may appear once (the server's rule, compared as it compares: exactly, once trimmed).
 */
export function entriesFromRows(
  rows: readonly EntryRow[],
  withTargets: boolean,
): { entries: GlossaryEntry[]; problems: Map<number, RowProblem> } {
  const problems = new Map<number, RowProblem>();
  const entries: GlossaryEntry[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (isBlank(row)) continue;
    const source = row.source.trim();
    const target = withTargets ? row.target.trim() : '';
    if (source === '') problems.set(row.key, 'sourceRequired');
    else if (bytes(source) > GLOSSARY_LIMITS.termBytes || bytes(target) > GLOSSARY_LIMITS.termBytes)
      problems.set(row.key, 'tooLong');
    else if (seen.has(source)) problems.set(row.key, 'duplicate');
    seen.add(source);
    entries.push({ source, target: target === '' ? null : target, caseSensitive: row.caseSensitive });
  }
  return { entries, problems };
}

/** True when the rows would save something other than `entries`. */
export function rowsChanged(
  rows: readonly EntryRow[],
  entries: readonly GlossaryEntry[],
  withTargets: boolean,
) {
  const now = entriesFromRows(rows, withTargets).entries;
  return (
    now.length !== entries.length ||
    now.some((entry, index) => {
      const saved = entries[index];
      return (
        !saved ||
        entry.source !== saved.source ||
        entry.target !== (withTargets ? saved.target : null) ||
        entry.caseSensitive !== saved.caseSensitive
      );
    })
  );
}

/** Rows whose source or target holds the search, ignoring case; all rows for an empty search. */
export function filterRows(rows: readonly EntryRow[], search: string, locale: string): readonly EntryRow[] {
  const needle = search.trim().toLocaleLowerCase(locale);
  if (!needle) return rows;
  return rows.filter(
    (row) =>
      row.source.toLocaleLowerCase(locale).includes(needle) ||
      row.target.toLocaleLowerCase(locale).includes(needle),
  );
}

/**
 * A term is shown in its own script's direction (an English name in an Arabic UI starts at the
 * left); an empty field keeps the UI's, so its placeholder reads right.
 */
export const termDirection = (value: string) => (value ? 'auto' : undefined);
