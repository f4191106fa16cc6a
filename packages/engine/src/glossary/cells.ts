// Glossary files are opened in spreadsheets, which run a cell that starts with `=`, `+`, `-` or `@`
// (or a tab or carriage return before one) as a formula: `=HYPERLINK(…)`, `+cmd|…`. As OWASP's
// "CSV Injection" page advises, such a cell is written with a leading `'`, which spreadsheets read
// as "this is text" (and CSV cells are all quoted). TSV has no quoting, but spreadsheets still take
// a TSV cell's surrounding `"` away before reading it, so a leading `"` counts there too.
//
// The import takes one `'` back off, only from a cell of the exact shape the export writes: one or
// more `'` and then one of those characters. To make that exact, the export also adds one to a term
// that already has that shape (`'=x` is written `''=x`), so every term reads back as it was stored.
// A hand-written `'=x` imports as `=x`, which is what a spreadsheet shows for it too.

import type { GlossaryFileFormat } from './file.ts';

const RISKY: Record<GlossaryFileFormat, RegExp> = {
  csv: /^'*[=+\-@\t\r]/,
  tsv: /^'*[=+\-@\t\r"]/,
};

const WRITTEN: Record<GlossaryFileFormat, RegExp> = {
  csv: /^'+[=+\-@\t\r]/,
  tsv: /^'+[=+\-@\t\r"]/,
};

/** The cell's text as the file holds it: with a leading `'` when a spreadsheet could run it. */
export function neutraliseCell(term: string, format: GlossaryFileFormat): string {
  return RISKY[format].test(term) ? `'${term}` : term;
}

/** The term a cell of an exported file stands for (the inverse of neutraliseCell). */
export function restoreCell(cell: string, format: GlossaryFileFormat): string {
  return WRITTEN[format].test(cell) ? cell.slice(1) : cell;
}
