import { describe, expect, it } from 'vitest';
import {
  detectGlossaryFormat,
  GlossaryFileError,
  MAX_TERM_BYTES,
  parseGlossaryFile,
  serializeGlossary,
  type GlossaryFileEntry,
} from './file.ts';

const problemsOf = (text: string) => {
  try {
    parseGlossaryFile(text);
  } catch (error) {
    if (error instanceof GlossaryFileError) return error.problems;
    throw error;
  }
  return [];
};

describe('glossary files', () => {
  it('reads DeepL’s CSV: quoted fields, doubled quotes, the optional language columns, a BOM and CRLF', () => {
    const text =
      '\ufeffhermosa,belle\r\n"file, tar","archivo ""tar"""\r\n\r\nMeeting notes,Notas de la reunión,en,es\r\n';
    expect(parseGlossaryFile(text)).toEqual([
      { source: 'hermosa', target: 'belle' },
      { source: 'file, tar', target: 'archivo "tar"' },
      { source: 'Meeting notes', target: 'Notas de la reunión' },
    ]);
  });

  it('reads TSV, told apart by the tab, and an empty target as never translate', () => {
    const text = 'file\tarchivo\nTolk\t\ngrep\n';
    expect(detectGlossaryFormat(text)).toBe('tsv');
    expect(parseGlossaryFile(text)).toEqual([
      { source: 'file', target: 'archivo' },
      { source: 'Tolk', target: null },
      { source: 'grep', target: null },
    ]);
    expect(parseGlossaryFile('tar,\n  Docker ,  ')).toEqual([
      { source: 'tar', target: null },
      { source: 'Docker', target: null },
    ]);
  });

  it('refuses the whole file, naming each bad line and why', () => {
    const long = 'x'.repeat(MAX_TERM_BYTES + 1);
    const text = [
      'file,archivo',
      ',sin origen',
      'file,otra vez',
      '"unterminated,quote',
      `${long},largo`,
      'bell\u0007,campana',
      'a,b,en,es,extra',
    ].join('\n');
    expect(problemsOf(text)).toEqual([
      { line: 2, reason: 'missing-source' },
      { line: 3, reason: 'duplicate-source' },
      { line: 4, reason: 'unterminated-quote' },
      { line: 5, reason: 'too-long' },
      { line: 6, reason: 'control-character' },
      { line: 7, reason: 'too-many-columns' },
    ]);
    expect(() => parseGlossaryFile(text)).toThrow(/6 problems, the first on line 2: missing-source/);
    // Bytes, not characters: 512 two-byte letters are at the limit, one more is over it.
    expect(parseGlossaryFile(`${'é'.repeat(512)},e`)).toHaveLength(1);
    expect(problemsOf(`${'é'.repeat(513)},e`)).toEqual([{ line: 1, reason: 'too-long' }]);
  });

  it('writes files that read back to the same entries, in both formats', () => {
    const entries: GlossaryFileEntry[] = [
      { source: 'file, tar', target: 'archivo "tar"' },
      { source: 'Tolk', target: null },
      { source: 'Meeting Notes', target: 'Notas de la reunión' },
    ];
    for (const format of ['csv', 'tsv'] as const) {
      const text = serializeGlossary(entries, format);
      expect(parseGlossaryFile(text, format)).toEqual(entries);
    }
    expect(serializeGlossary(entries, 'csv')).toBe(
      '"file, tar","archivo ""tar"""\n"Tolk",""\n"Meeting Notes","Notas de la reunión"\n',
    );
  });

  // OWASP's "CSV Injection": a spreadsheet runs a cell starting with = + - @ as a formula.
  const risky: GlossaryFileEntry[] = [
    { source: '=HYPERLINK("https://evil.example","click")', target: 'enlace' },
    { source: "+cmd|' /C calc'!A0", target: null },
    { source: '-ing', target: '-ando' },
    { source: '@SUM(1+1)', target: '@SUMA' },
    { source: "'=already quoted", target: "''+twice" },
    { source: '"=quoted"', target: "it's" },
  ];

  it('writes no cell a spreadsheet would run, and reads such an export back to the same terms', () => {
    for (const format of ['csv', 'tsv'] as const) {
      const text = serializeGlossary(risky, format);
      const cells = text
        .trimEnd()
        .split('\n')
        .flatMap((line) =>
          format === 'csv'
            ? [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!)
            : line.split('\t'),
        );
      expect(cells).toHaveLength(risky.length * 2);
      for (const cell of cells) expect(cell).not.toMatch(format === 'csv' ? /^[=+\-@]/ : /^[=+\-@"]/);
      expect(parseGlossaryFile(text, format)).toEqual(risky);
      // Another round trip changes nothing (no ' piling up).
      expect(serializeGlossary(parseGlossaryFile(text, format), format)).toBe(text);
    }
  });

  it('keeps a term starting with - readable: one visible quote before it', () => {
    expect(serializeGlossary([{ source: '-ing', target: '-ando' }], 'csv')).toBe(`"'-ing","'-ando"\n`);
    expect(serializeGlossary([{ source: '-ing', target: null }], 'tsv')).toBe(`'-ing\t\n`);
    // A quote elsewhere, or not before a formula character, is left as it is, on both sides.
    expect(serializeGlossary([{ source: "rock 'n' roll", target: "'tis" }], 'tsv')).toBe(
      "rock 'n' roll\t'tis\n",
    );
    expect(parseGlossaryFile("'tis,'-ing\n")).toEqual([{ source: "'tis", target: '-ing' }]);
  });
});
