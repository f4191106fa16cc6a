// Groups positioned text runs (from a PDF text layer) into lines: runs on one baseline, cut into
// cells at column gutters, ruling lines and the column stops of the rows around them.
// Coordinates are PDF user space: y grows upwards.

import { isRtlText } from '../fonts/bidi.ts';
import type { FontFace } from '../fonts/catalog.ts';
import { isInitial } from './initials.ts';
import { dominantStyle, proseWeights } from './run-style.ts';
import type { Family } from '../fonts/classify.ts';
import { NO_RULES, ruleBetweenColumns, type Rules } from './rules.ts';
import { contentsEntries, type TocEntry } from './toc.ts';
import type { Formula } from './formula.ts';
import { splitAtColumnStops, splitAtMargins } from './row-cuts.ts';

export type Rgb = [number, number, number];

export interface TextStyle {
  bold: boolean;
  italic: boolean;
  serif: boolean;
  /** Set in a monospace (code) font. */
  mono: boolean;
  smallcaps?: boolean;
  light?: boolean;
  /** The installed family standing in for the document's (fonts/classify.ts). */
  family?: Family;
  /**
   * Raised or lowered and set smaller than its line (a footnote or affiliation mark, an index):
   * its rise in ems of the line's size (negative: lowered) and its size as a share of the line's.
   */
  script?: { rise: number; scale: number };
  /** An inline formula, drawn from its source parts (formula.ts); its text is never translated. */
  formula?: Formula;
  /** The link annotation (its number on the page) the text lies under: it travels as a run of its own. */
  link?: number;
  /** Underlined (a link in a document made from a web page): the line is drawn again under the translation. */
  underline?: boolean;
  /** Set in a math font (fonts/classify.ts): a formula's part, its signs drawn from a math face. */
  math?: boolean;
  /** The document's own font the run was set in, drawn again where it has the translation's glyphs. */
  source?: FontFace;
  colour: Rgb;
}

export interface TextRun extends TextStyle {
  text: string;
  x: number;
  baseline: number;
  width: number;
  size: number;
  /** The element of a tagged PDF's structure (a paragraph, a list item, a cell) the run is part of. */
  element?: number;
}

export interface TextLine {
  text: string;
  x: number;
  right: number;
  baseline: number;
  size: number;
  style: TextStyle;
  /** The runs of the line, left to right, each with its own style. */
  runs: TextRun[];
  /** A table-of-contents entry: only its title is translated (toc.ts). */
  toc?: TocEntry;
  /** The structure element most of its text belongs to, in a tagged PDF. */
  element?: number;
}

/**
 * On one baseline: within a third of the larger size, or of the smaller one beside a letter more
 * than twice as large (an initial sunk into three lines is on the baseline of one of them).
 */
export function onOneBaseline(a: { baseline: number; size: number }, b: { baseline: number; size: number }) {
  const [small, large] = [Math.min(a.size, b.size), Math.max(a.size, b.size)];
  return Math.abs(a.baseline - b.baseline) < 0.35 * (large > 2.2 * small ? small : large);
}

/** On one baseline, or a footnote mark or an index raised above or lowered below the line it belongs to. */
function sameRow(a: TextRun, b: TextRun): boolean {
  if (onOneBaseline(a, b)) return true;
  const [mark, line] = a.size < b.size ? [a, b] : [b, a];
  const raised = mark.baseline - line.baseline;
  return (
    mark.size < 0.85 * line.size &&
    mark.text.trim().length <= 3 &&
    raised > -0.4 * line.size &&
    raised < 0.6 * line.size
  );
}

const endOf = (run: TextRun) => run.x + run.width;

/** One of them is a paragraph's initial, a letter sunk into the lines beside it: never one row. */
function initialBeside(a: TextRun, b: TextRun): boolean {
  const [large, small] = a.size > b.size ? [a, b] : [b, a];
  return isInitial(large, small);
}

/** A line that ends an entry: leaders, then its page number (`2.09 . . . . 1`). */
export const ENDS_ENTRY = /(?:[.·…]\s*){3,}\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*$/iu;

export function groupLines(runs: TextRun[], rules: Rules = NO_RULES): TextLine[] {
  const sorted = runs.filter((run) => run.text.trim() !== '').sort((a, b) => b.baseline - a.baseline);
  // Rows of runs sharing a baseline, then split where a gap is wider than a column gutter.
  const rows: TextRun[][] = [];
  // A row is measured against its largest run: an index below the line is compared with the
  // line, not with the raised mark before it.
  let anchor: TextRun | undefined;
  for (const run of sorted) {
    const row = rows[rows.length - 1];
    // Or on the baseline of a run already in the row: the two halves of TeX's stacked arrows
    // (⇄ built from ← over →) sit either side of the text's baseline.
    if (
      row &&
      anchor &&
      !row.some((other) => initialBeside(other, run)) &&
      (sameRow(anchor, run) || row.some((other) => onOneBaseline(other, run)))
    )
      row.push(run);
    else rows.push([run]);
    if (!row || rows[rows.length - 1] !== row || run.size > (anchor?.size ?? 0)) anchor = run;
  }
  const groups: TextRun[][] = [];
  for (const row of attachMarks(rows)) {
    row.sort((a, b) => a.x - b.x);
    let group: TextRun[] | undefined;
    let right = 0;
    let size = 0;
    const gaps = row.slice(1).map((run, index) => run.x - endOf(row[index] as TextRun));
    for (const [index, run] of row.entries()) {
      const gap = group ? run.x - right : Infinity;
      if (
        !group ||
        gap > 1.2 * Math.max(size, run.size) ||
        // Code beside prose with more than a space between them: a table's columns (code | meaning),
        // unless the row's other gaps are as wide (the stretched spaces of a justified line).
        // A parenthesis the code opened and the prose closes is one sentence: `(\scriptstyle  by default)`.
        (gap > 0.8 * run.size &&
          (group[group.length - 1]?.mono ?? false) !== run.mono &&
          !gaps.some((other, at) => at !== index - 1 && other > 0.6 * gap && other < 1.4 * gap) &&
          !closesParenthesis(group, run)) ||
        ruleBetweenColumns(rules, right, run.x, run.baseline) ||
        // A contents entry ends at its page number: what follows is the next column's.
        (gap > 0.5 * run.size && ENDS_ENTRY.test(group.map((member) => member.text).join(' ')))
      ) {
        group = [run];
        groups.push(group);
        right = run.x + run.width;
        size = run.size;
        continue;
      }
      group.push(run);
      right = Math.max(right, run.x + run.width);
      size = Math.max(size, run.size);
    }
  }
  return withContentsEntries(rejoinStretchedWords(splitAtColumnStops(splitAtMargins(groups)).map(lineOf)));
}

/**
 * A justified line in a narrow column stretches its spaces past a column gutter's width, and its
 * last word ("357.") is cut off as a line of its own. It goes back into its line where the lines
 * just above or below run whole from that line's start to that word's end (a table's rows are cut
 * there too).
 */
function rejoinStretchedWords(lines: TextLine[]): TextLine[] {
  const joined = new Map<TextLine, TextLine>();
  for (const word of lines) {
    if (/\s/u.test(word.text) || word.text.length > 12) continue;
    const before = lines.find(
      (line) =>
        line !== word &&
        !joined.has(line) &&
        onOneBaseline(line, word) &&
        line.right <= word.x &&
        word.x - line.right < 3 * word.size &&
        line.text.split(/\s+/u).length >= 3,
    );
    if (!before) continue;
    const whole = (line: TextLine) =>
      line !== before &&
      Math.abs(line.baseline - before.baseline) < 2.5 * before.size &&
      Math.abs(line.x - before.x) < 0.5 * before.size &&
      Math.abs(line.right - word.right) < 0.5;
    if (lines.some(whole)) joined.set(before, word);
  }
  if (joined.size === 0) return lines;
  const words = new Set(joined.values());
  return lines.flatMap((line) => {
    if (words.has(line)) return [];
    const word = joined.get(line);
    return word ? [lineOf([...line.runs, ...word.runs])] : [line];
  });
}

/** The run closes a parenthesis the runs before it left open. */
function closesParenthesis(before: TextRun[], run: TextRun): boolean {
  const text = before.map((member) => member.text).join('');
  const open = (text.match(/\(/gu)?.length ?? 0) - (text.match(/\)/gu)?.length ?? 0);
  return open > 0 && /^[^(]*\)/u.test(run.text);
}

/**
 * A row of raised or lowered marks only (the exponents of `p_i^{-1} + p_j^{-1}` stacked over their
 * indices) whose first run met no larger run of its line: joined to the line below or above it.
 */
function attachMarks(rows: TextRun[][]): TextRun[][] {
  const out = [...rows];
  const largest = (row: TextRun[]) => row.reduce((a, b) => (b.size > a.size ? b : a));
  for (let index = 0; index < out.length; index++) {
    const row = out[index] as TextRun[];
    const left = Math.min(...row.map((run) => run.x));
    const right = Math.max(...row.map((run) => run.x + run.width));
    const line = [out[index + 1], out[index - 1]].find((other) => {
      if (!other) return false;
      const body = largest(other);
      const within = other.some((run) => run.x < right + body.size && run.x + run.width > left - body.size);
      return within && row.every((run) => run !== body && sameRow(run, body) && !onOneBaseline(run, body));
    });
    if (!line) continue;
    line.push(...row);
    out.splice(index, 1);
    index--;
  }
  return out;
}

/**
 * Rows that are contents entries become one line each, its cells (number, title, page) joined. A
 * row is the lines on one baseline, cut after a line that ends an entry: two columns of entries
 * (a change history) are two entries, not one.
 */
function withContentsEntries(lines: TextLine[]): TextLine[] {
  const rows: TextLine[][] = [];
  for (const line of lines) {
    const row = rows[rows.length - 1];
    const first = row?.[0];
    const last = row?.[row.length - 1];
    if (row && first && last && onOneBaseline(first, line) && !ENDS_ENTRY.test(last.text)) row.push(line);
    else rows.push([line]);
  }
  const entries = contentsEntries(rows);
  if (entries.size === 0) return lines;
  return rows.flatMap((row) => {
    const toc = entries.get(row);
    return toc ? [{ ...lineOf(row.flatMap((line) => line.runs)), toc }] : row;
  });
}

/** A run of whole words with lower-case letters, spaced from the runs either side of it. */
function wordsApart(runs: TextRun[], index: number): boolean {
  const [before, run, after] = [runs[index - 1], runs[index] as TextRun, runs[index + 1]];
  const gap = 0.15 * run.size;
  return (
    /\p{Ll}/u.test(run.text) &&
    (!before ||
      run.x - (before.x + before.width) > gap ||
      /\s$/u.test(before.text) ||
      /^\s/u.test(run.text)) &&
    (!after || after.x - (run.x + run.width) > gap || /^\s/u.test(after.text) || /\s$/u.test(run.text))
  );
}

/** A line of runs, with a space where there is a gap between them. */
function lineOf(runs: TextRun[]): TextLine {
  const first = runs[0] as TextRun;
  // The line's baseline and size are its largest run's: a line may start with a raised mark.
  const body = runs.reduce((largest, run) => (run.size > largest.size ? run : largest), first);
  runs.forEach((run, index) => {
    const rise = (run.baseline - body.baseline) / body.size;
    // Twentieths of an em and of the size: marks set alike share a style. Code or whole words set
    // smaller than their line on its baseline (a \small typewriter face, galois's `tiny`) keep their
    // size too; capitals set smaller inside a word are small capitals, not words of their own.
    if (run.size <= 0.9 * body.size && (Math.abs(rise) >= 0.1 || run.mono || wordsApart(runs, index)))
      run.script = { rise: Math.round(rise * 20) / 20, scale: Math.round((run.size / body.size) * 20) / 20 };
  });
  let text = first.text;
  let right = first.x + first.width;
  for (const run of runs.slice(1)) {
    const needsSpace = run.x - right > 0.15 * run.size && !/\s$/.test(text) && !/^\s/.test(run.text);
    const space = needsSpace ? ' ' : '';
    // Right-to-left lines read from the rightmost run: the one further right comes first.
    text = isRtlText(run.text) && isRtlText(text) ? run.text + space + text : text + space + run.text;
    right = Math.max(right, run.x + run.width);
  }
  const line: TextLine = {
    text: text.replace(/\s+/g, ' ').trim(),
    x: first.x,
    right,
    baseline: body.baseline,
    size: body.size,
    style: dominantStyle(proseWeights(new Map(runs.map((run) => [run, run.text.length])))),
    runs,
  };
  const element = mainElement(runs);
  if (element !== undefined) line.element = element;
  return line;
}

/** The structure element most of the runs' letters belong to. */
function mainElement(runs: TextRun[]): number | undefined {
  const letters = new Map<number, number>();
  for (const run of runs)
    if (run.element !== undefined)
      letters.set(run.element, (letters.get(run.element) ?? 0) + run.text.trim().length);
  return [...letters].sort((a, b) => b[1] - a[1])[0]?.[0];
}
