// Glossary files in DeepL's entry format, the one format of the app's import/export and the CLI's
// `--glossary`: one entry per line, source term first; CSV with standard quoting (DeepL allows two
// more columns, the languages, which are ignored here) or TSV. Tolk's one addition: an empty target
// means "never translate" (product names, commands), which DeepL itself would refuse.

import type { Glossary } from '../types.ts';
import { neutraliseCell, restoreCell } from './cells.ts';

export type GlossaryFileFormat = 'csv' | 'tsv';

export interface GlossaryFileEntry {
  source: string;
  /** null: keep the source term as it is, in every language. */
  target: string | null;
}

export type GlossaryFileProblemReason =
  | 'unterminated-quote'
  | 'missing-source'
  | 'too-many-columns'
  | 'too-long'
  | 'control-character'
  | 'duplicate-source';

export interface GlossaryFileProblem {
  /** 1-based, as an editor shows it. */
  line: number;
  reason: GlossaryFileProblemReason;
}

/** The file cannot be imported as it is; nothing of it is taken. */
export class GlossaryFileError extends Error {
  readonly problems: GlossaryFileProblem[];
  constructor(problems: GlossaryFileProblem[]) {
    const first = problems[0];
    super(
      `The glossary file has ${problems.length} problem${problems.length === 1 ? '' : 's'}` +
        (first ? `, the first on line ${first.line}: ${first.reason}` : ''),
    );
    this.name = 'GlossaryFileError';
    this.problems = problems;
  }
}

/** DeepL's limit for one term, in UTF-8 bytes. */
export const MAX_TERM_BYTES = 1024;
const MAX_PROBLEMS_KEPT = 50;
// C0 and C1 controls and Unicode line separators: DeepL refuses them in terms.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

/** TSV when the first line with content has a tab, else CSV. */
export function detectGlossaryFormat(text: string): GlossaryFileFormat {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  return first.includes('\t') ? 'tsv' : 'csv';
}

/** Fields of one record and the line it ends on; CSV fields may be quoted ("" for a quote). */
function* records(
  text: string,
  format: GlossaryFileFormat,
): Generator<{ line: number; fields: string[] } | { line: number; error: 'unterminated-quote' }> {
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    if (format === 'tsv') {
      yield { line: index + 1, fields: line.split('\t') };
      continue;
    }
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let startedQuoted = false;
    // One step past the end, which closes the last field.
    for (let at = 0; at <= line.length; at++) {
      const ch = line[at];
      if (quoted) {
        if (ch === undefined) break;
        if (ch === '"' && line[at + 1] === '"') {
          field += '"';
          at++;
        } else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"' && field.trim() === '' && !startedQuoted) {
        quoted = true;
        startedQuoted = true;
        field = '';
      } else if (ch === ',' || ch === undefined) {
        fields.push(field);
        field = '';
        startedQuoted = false;
      } else field += ch;
    }
    if (quoted) yield { line: index + 1, error: 'unterminated-quote' };
    else yield { line: index + 1, fields };
  }
}

function termProblem(term: string): GlossaryFileProblemReason | undefined {
  if (CONTROL.test(term)) return 'control-character';
  if (new TextEncoder().encode(term).length > MAX_TERM_BYTES) return 'too-long';
  return undefined;
}

/** The entries of a glossary file, or a GlossaryFileError listing what is wrong, line by line. */
export function parseGlossaryFile(text: string, format = detectGlossaryFormat(text)): GlossaryFileEntry[] {
  const entries: GlossaryFileEntry[] = [];
  const problems: GlossaryFileProblem[] = [];
  const seen = new Set<string>();
  for (const record of records(text, format)) {
    const problem = (reason: GlossaryFileProblemReason) => problems.push({ line: record.line, reason });
    if ('error' in record) {
      problem(record.error);
      continue;
    }
    // CSV may carry the two languages after the terms (DeepL's format); TSV has the terms only.
    if (record.fields.length > (format === 'csv' ? 4 : 2)) {
      problem('too-many-columns');
      continue;
    }
    // A cell our export wrote as `'=…` (see cells.ts) is the term `=…`.
    const source = restoreCell((record.fields[0] ?? '').trim(), format);
    const target = restoreCell((record.fields[1] ?? '').trim(), format);
    if (source === '') {
      problem('missing-source');
      continue;
    }
    const invalid = termProblem(source) ?? termProblem(target);
    if (invalid) {
      problem(invalid);
      continue;
    }
    if (seen.has(source)) {
      problem('duplicate-source');
      continue;
    }
    seen.add(source);
    entries.push({ source, target: target === '' ? null : target });
  }
  if (problems.length > 0) throw new GlossaryFileError(problems.slice(0, MAX_PROBLEMS_KEPT));
  return entries;
}

// Every CSV cell is quoted, as OWASP advises, so a spreadsheet reading with another separator
// (`;` in many locales) still sees one cell.
const csvField = (term: string) => `"${neutraliseCell(term, 'csv').replaceAll('"', '""')}"`;

/**
 * The entries as a file the import reads back the same and a spreadsheet opens as text: a term it
 * would run as a formula gets a leading `'` (cells.ts), which DeepL, reading the file, would keep.
 */
export function serializeGlossary(entries: readonly GlossaryFileEntry[], format: GlossaryFileFormat): string {
  const line = ({ source, target }: GlossaryFileEntry) =>
    format === 'tsv'
      ? `${neutraliseCell(source, 'tsv')}\t${neutraliseCell(target ?? '', 'tsv')}`
      : `${csvField(source)},${csvField(target ?? '')}`;
  return entries.map((entry) => `${line(entry)}\n`).join('');
}

/**
 * Entries (a file's, or a stored glossary's) as the engine applies them: those with a target are
 * terms (matching any case unless said), the rest are words kept as they are.
 */
export function glossaryFromEntries(
  entries: readonly (GlossaryFileEntry & { caseSensitive?: boolean })[],
): Glossary {
  return {
    terms: entries.flatMap(({ source, target, caseSensitive = false }) =>
      target === null ? [] : [{ source, target, caseSensitive }],
    ),
    keep: [...new Set(entries.flatMap(({ source, target }) => (target === null ? [source] : [])))],
  };
}
