import { describe, expect, it } from 'vitest';
import { entriesFromRows, filterRows, rowsChanged, type EntryRow } from './entryRows';

const row = (key: number, source: string, target = '', caseSensitive = false): EntryRow => ({
  key,
  source,
  target,
  caseSensitive,
});

describe('entriesFromRows', () => {
  it('trims terms, drops empty rows, and keeps an empty target as "never translate"', () => {
    const { entries, problems } = entriesFromRows(
      [row(1, ' API ', ' '), row(2, '', ''), row(3, 'cat', 'gato')],
      true,
    );
    expect(problems.size).toBe(0);
    expect(entries).toEqual([
      { source: 'API', target: null, caseSensitive: false },
      { source: 'cat', target: 'gato', caseSensitive: false },
    ]);
  });

  it('marks a target without a source, a repeated source and a term over 1,024 bytes', () => {
    const { problems } = entriesFromRows(
      [row(1, 'cat', 'gato'), row(2, '', 'perro'), row(3, 'cat ', 'felino'), row(4, 'é'.repeat(513))],
      true,
    );
    expect([...problems]).toEqual([
      [2, 'sourceRequired'],
      [3, 'duplicate'],
      [4, 'tooLong'],
    ]);
  });

  it('sends no targets for a never-translate list', () => {
    expect(entriesFromRows([row(1, 'Tolk', 'leftover', true)], false).entries).toEqual([
      { source: 'Tolk', target: null, caseSensitive: true },
    ]);
  });
});

describe('rowsChanged', () => {
  const saved = [{ source: 'cat', target: 'gato', caseSensitive: false }];
  it('sees an edit, and not a blank row or spaces around a term', () => {
    expect(rowsChanged([row(1, 'cat ', 'gato'), row(2, '')], saved, true)).toBe(false);
    expect(rowsChanged([row(1, 'cat', 'gata')], saved, true)).toBe(true);
    expect(rowsChanged([row(1, 'cat', 'gato', true)], saved, true)).toBe(true);
  });
});

describe('filterRows', () => {
  it('matches source or target, ignoring case, in the UI language', () => {
    const rows = [row(1, 'Istanbul', 'İstanbul'), row(2, 'dog', 'perro')];
    expect(filterRows(rows, 'PER', 'en').map((r) => r.key)).toEqual([2]);
    expect(filterRows(rows, '  ', 'en')).toBe(rows);
    expect(filterRows(rows, 'İST', 'tr').map((r) => r.key)).toEqual([1]);
  });
});
