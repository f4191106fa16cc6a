import { useCallback, useState } from 'react';
import type { GlossaryEntry } from '@tolk/contract';
import { entriesFromRows, newRowKey, rowsChanged, rowsOf, type EntryRow, type RowProblem } from './entryRows';

/** After a row goes, the focus goes to the row that took its place, or the one before it. */
function focusNear(key: number, rows: readonly EntryRow[]) {
  const index = rows.findIndex((row) => row.key === key);
  const next = rows[index + 1] ?? rows[index - 1];
  requestAnimationFrame(() => {
    const button = next && document.querySelector<HTMLElement>(`[data-row="${next.key}"] [data-delete-row]`);
    (button ?? document.querySelector<HTMLElement>('[data-testid="add-source"]'))?.focus();
  });
}

/**
 * The table's rows as edited, against the saved entries. When the saved entries change (a save,
 * another device) and nothing here was edited, the rows follow them; edits are never dropped.
 */
export function useEntryRows(entries: readonly GlossaryEntry[], withTargets: boolean) {
  const [rows, setRows] = useState<EntryRow[]>(() => rowsOf(entries));
  const [basis, setBasis] = useState(entries);
  const [problems, setProblems] = useState<ReadonlyMap<number, RowProblem>>(new Map());
  if (basis !== entries) {
    setBasis(entries);
    // Rows already showing the new entries stay as they are, and keep the focus.
    if (!rowsChanged(rows, basis, withTargets) && rowsChanged(rows, entries, withTargets))
      setRows(rowsOf(entries));
  }

  const forget = (key: number) =>
    setProblems((current) => {
      if (!current.has(key)) return current;
      const next = new Map(current);
      next.delete(key);
      return next;
    });

  const change = useCallback((key: number, patch: Partial<EntryRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    forget(key);
  }, []);

  const remove = useCallback(
    (key: number) => {
      focusNear(key, rows);
      setRows((current) => current.filter((row) => row.key !== key));
      forget(key);
    },
    [rows],
  );

  return {
    rows,
    problems,
    dirty: rowsChanged(rows, entries, withTargets),
    change,
    remove,
    /** New terms go on top, where they are seen without scrolling a long list. */
    add: (row: Omit<EntryRow, 'key'>) => setRows((current) => [{ ...row, key: newRowKey() }, ...current]),
    has: (source: string) => rows.some((row) => row.source.trim() === source),
    replace: (saved: readonly GlossaryEntry[]) => {
      setRows(rowsOf(saved));
      setProblems(new Map());
    },
    discard: () => {
      setRows(rowsOf(entries));
      setProblems(new Map());
    },
    /** The entries to save; or, with each row's problem marked, where the first of them is. */
    check: (): { entries: GlossaryEntry[] } | { firstProblem: number } => {
      const result = entriesFromRows(rows, withTargets);
      setProblems(result.problems);
      if (result.problems.size === 0) return { entries: result.entries };
      return { firstProblem: rows.findIndex((row) => result.problems.has(row.key)) };
    },
  };
}
