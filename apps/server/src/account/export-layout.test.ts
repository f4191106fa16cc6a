import { describe, expect, it } from 'vitest';
import type { FolderRow } from '../history/folders-repo.ts';
import { cutToBytes, exportLayout, MAX_PATH_BYTES, MAX_SEGMENT_BYTES } from './export-layout.ts';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
let counter = 0;
const folder = (name: string, parentId: string | null = null, deletedAt: Date | null = null): FolderRow =>
  ({ id: `f${++counter}`, name, parentId, deletedAt }) as FolderRow;

/** A chain of `depth` folders, each inside the one before. */
function chain(depth: number, name: (level: number) => string): FolderRow[] {
  const rows: FolderRow[] = [];
  for (let level = 0; level < depth; level++) rows.push(folder(name(level), rows.at(-1)?.id ?? null));
  return rows;
}

const expectBounded = (path: string) => {
  expect(bytes(path)).toBeLessThanOrEqual(MAX_PATH_BYTES);
  for (const segment of path.split('/')) expect(bytes(segment)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
  expect(path).toBe(path.toWellFormed());
};

describe('export layout', () => {
  it('cuts at a character boundary, never inside one', () => {
    expect(cutToBytes('aé€😀', 1)).toBe('a');
    expect(cutToBytes('aé€😀', 2)).toBe('a');
    expect(cutToBytes('aé€😀', 3)).toBe('aé');
    expect(cutToBytes('aé€😀', 9)).toBe('aé€');
    expect(cutToBytes('aé€😀', 10)).toBe('aé€😀');
  });

  it('gives the data file, a folder named like it, and same names in any case each a path of their own', () => {
    const data = folder('tolk-account.json');
    const work = folder('Work');
    const lower = folder('work');
    const layout = exportLayout([data, work, lower, folder('Gone', null, new Date())], ['tolk-account.json']);
    expect([...layout.folders.values()]).toEqual(['tolk-account.json (2)', 'Work', 'work (2)']);
    expect(layout.file('', 'Work')).toBe('Work (3)');
    expect(layout.file('', 'TOLK-ACCOUNT.JSON')).toBe('TOLK-ACCOUNT (2).JSON');
    expect(layout.file('Work', 'report.pdf')).toBe('Work/report.pdf');
    expect(layout.file('Work', 'Report.PDF')).toBe('Work/Report (2).PDF');
    expect(layout.file('Work', 'con.txt')).toBe('Work/_con.txt');
    expect(layout.file('Work', '../..')).toBe('Work/_');
  });

  it('keeps a name within 255 bytes, also when made unique', () => {
    const long = `${'ü'.repeat(200)}.docx`;
    const layout = exportLayout([], []);
    const first = layout.file('', long);
    const second = layout.file('', long);
    for (const path of [first, second]) expectBounded(path);
    expect(first.endsWith('.docx') && second.endsWith(' (2).docx')).toBe(true);
    expect(bytes(second)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
  });

  it('shares the path’s room among 40 nested 120-character folders, every path unique and bounded', () => {
    const rows = chain(40, (level) => `${String(level).padStart(2, '0')} ${'ř'.repeat(117)}`);
    const layout = exportLayout(rows, []);
    const paths = rows.map((row) => layout.folders.get(row.id)!);
    expect(new Set(paths).size).toBe(40);
    // Still nested as in History: each folder inside the one before.
    for (let level = 1; level < 40; level++)
      expect(paths[level]!.startsWith(`${paths[level - 1]}/`)).toBe(true);
    const deepest = layout.file(paths[39]!, `${'Ω'.repeat(200)}.pdf`);
    expectBounded(deepest);
    expect(deepest.endsWith('.pdf')).toBe(true);
    expect(paths[39]!.split('/')[39]).toMatch(/^39 ř+$/);
  });

  it('puts folders too deep for any room beside their ancestors, still unique and bounded', () => {
    const rows = chain(300, () => 'Same name');
    const layout = exportLayout(rows, []);
    const paths = rows.map((row) => layout.folders.get(row.id)!);
    expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(300);
    for (const path of paths) expectBounded(layout.file(path, 'x'.repeat(255)));
  });
});
