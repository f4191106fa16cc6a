import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMoCatalogue } from './gettext-mo.ts';
import { CATALOGUE_DIR, isFullSentence, postgresSentencePairs } from './postgres-set.ts';

/** A .mo file laid out as the GNU gettext manual describes, in either byte order. */
function moFile(entries: [string, string][], littleEndian: boolean): Uint8Array {
  const encoder = new TextEncoder();
  const header = 28;
  const tables = header + entries.length * 16;
  const strings = entries.flat().map((s) => encoder.encode(s));
  const bytes = new Uint8Array(tables + strings.reduce((sum, s) => sum + s.length + 1, 0));
  const view = new DataView(bytes.buffer);
  const word = (offset: number, value: number) => view.setUint32(offset, value, littleEndian);
  word(0, 0x950412de);
  word(8, entries.length);
  word(12, header);
  word(16, header + entries.length * 8);
  let at = tables;
  strings.forEach((s, i) => {
    const table = i % 2 === 0 ? header : header + entries.length * 8;
    const index = Math.floor(i / 2);
    word(table + index * 8, s.length);
    word(table + index * 8 + 4, at);
    bytes.set(s, at);
    at += s.length + 1;
  });
  return bytes;
}

describe('readMoCatalogue', () => {
  const entries: [string, string][] = [
    ['', 'Content-Type: text/plain; charset=UTF-8\n'],
    ['could not open file "%s"', 'no se pudo abrir el archivo «%s»'],
    ['one row\0%d rows', 'una fila\0%d filas'],
    ['menu\u0004Open', 'Abrir'],
  ];

  it('reads both byte orders, without the header, with singulars and without contexts', () => {
    const expected = [
      { source: 'could not open file "%s"', translation: 'no se pudo abrir el archivo «%s»' },
      { source: 'one row', translation: 'una fila' },
      { source: 'Open', translation: 'Abrir' },
    ];
    expect(readMoCatalogue(moFile(entries, true))).toEqual(expected);
    expect(readMoCatalogue(moFile(entries, false))).toEqual(expected);
  });

  it('refuses what is not a catalogue, or one whose strings run past its end', () => {
    expect(() => readMoCatalogue(new TextEncoder().encode('<html>not a catalogue at all</html>'))).toThrow(
      /bad magic/,
    );
    const cut = moFile(entries, true).subarray(0, 140);
    expect(() => readMoCatalogue(cut)).toThrow(/past the end/);
  });

  const installed = `${CATALOGUE_DIR}/psql-15.mo`;
  it.skipIf(!existsSync(installed) || !existsSync('/usr/bin/msgunfmt'))(
    'reads an installed PostgreSQL catalogue as gettext’s own msgunfmt does',
    () => {
      const po = execFileSync('msgunfmt', [installed], { encoding: 'utf8', maxBuffer: 64 << 20 });
      const ours = readMoCatalogue(readFileSync(installed));
      expect(ours.length).toBeGreaterThan(500);
      // Every pair we read is in gettext's rendering of the catalogue, escaped as a .po file writes it.
      const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
      const flat = po.replace(/"\n"/g, '');
      for (const { source, translation } of ours.slice(0, 200)) {
        expect(flat).toContain(`msgid "${escape(source)}"`);
        expect(flat).toContain(`"${escape(translation)}"`);
      }
    },
  );
});

describe('the PostgreSQL sentence set', () => {
  it('keeps only full sentences without placeholders', () => {
    expect(isFullSentence('The server closed the connection unexpectedly.')).toBe(true);
    expect(isFullSentence('could not open file "%s": %m')).toBe(false);
    expect(isFullSentence('Show this help, then exit')).toBe(false);
    expect(isFullSentence('Please check the disk usage of %s now.')).toBe(false);
  });

  it.skipIf(!existsSync(`${CATALOGUE_DIR}/postgres-15.mo`))(
    'gives about a thousand pairs, each English sentence once',
    () => {
      const { pairs, files } = postgresSentencePairs();
      expect(files).toContain('postgres-15.mo');
      expect(pairs.length).toBeGreaterThan(800);
      expect(new Set(pairs.map((p) => p.source)).size).toBe(pairs.length);
    },
  );
});
