// Groups lines (see lines.ts) into blocks: paragraphs, headings, listings, table cells.
// Coordinates are PDF user space: y grows upwards.

import { isInitial, withInitials, type Initial } from './initials.ts';
import { isFormula } from './formula.ts';
import { ENDS_ENTRY, onOneBaseline, type TextLine, type TextStyle } from './lines.ts';
import { allBold, allMono, dominantStyle, styleKey } from './run-style.ts';
import {
  brokenOnPurpose,
  continuesCode,
  continuesLink,
  joinLines,
  type Hyphenation,
  splitAtBreaks,
  wrappedProse,
} from './paragraph-breaks.ts';
import { NO_RULES, ruleBetweenLines, type Rules } from './rules.ts';
import { isCommandLine, isSynopsis, valueTerms } from './synopsis.ts';
import { opensWithLabel, startsEntry } from './entries.ts';
import { alignAmongBlocks, alignmentOf, isJustified, type Alignment } from './alignment.ts';
import { columnRight, justifiedRight, lineSpacings, overlaps, spacedApart } from './leading.ts';

/**
 * code: every run monospace, kept as it is; lines: line-structured (listings, addresses, short
 * lines), translated and drawn line by line on the same baselines; paragraph: reflowed.
 */
export type BlockKind = 'code' | 'lines' | 'paragraph';

export interface TextBlock {
  text: string;
  lines: TextLine[];
  /** Box: left, bottom, width, height. */
  x: number;
  y: number;
  width: number;
  height: number;
  size: number;
  /** Baseline-to-baseline distance as a multiple of the font size. */
  lineHeight: number;
  /** First-line indent of a paragraph, in user units (0 when none). */
  indent: number;
  /** Hanging indent: how far right of the first line the others start (a list item's text under its text, not its marker). */
  hang: number;
  align: Alignment;
  /** Every line but the last ends at the block's right edge: a translation is set flush on both sides too. */
  justified: boolean;
  style: TextStyle;
  kind: BlockKind;
  /** Who put the hyphens at its line ends (paragraph-breaks.ts); absent: the typesetter. */
  hyphenation?: Hyphenation;
  /** Its first letter, set large beside its first lines (initials.ts). */
  initial?: Initial;
}

const ASCENT = 0.8;
const DESCENT = 0.25;

/** Other lines on the same baseline: the cells beside a line in a table row. */
function rowNeighbours(lines: TextLine[]): Map<TextLine, TextLine[]> {
  const neighbours = new Map<TextLine, TextLine[]>();
  for (const line of lines)
    neighbours.set(
      line,
      lines.filter(
        (other) =>
          other !== line && onOneBaseline(other, line) && !isInitial(other, line) && !isInitial(line, other),
      ),
    );
  return neighbours;
}

export function groupBlocks(
  lines: TextLine[],
  pageWidth: number,
  rules: Rules = NO_RULES,
  hyphenation: Hyphenation = 'typesetter',
): TextBlock[] {
  const sorted = [...lines].sort((a, b) => b.baseline - a.baseline || a.x - b.x);
  const neighbours = rowNeighbours(sorted);
  const spacings = lineSpacings(sorted);
  // A table cell joins only text within its column: nothing that reaches over the cells beside it.
  const reachesOver = (line: TextLine, left: number, right: number) =>
    (neighbours.get(line) ?? []).some((cell) => overlaps(left, right, cell.x, cell.right));
  // A short term set just left of a line (a manual page's `--lzip  Filter the archive…`) starts an item.
  const termBeside = (line: TextLine) =>
    (neighbours.get(line) ?? []).some(
      (cell) =>
        cell.right <= line.x && line.x - cell.x < 6 * line.size && cell.text.trim().split(/\s+/u).length <= 4,
    );
  const beside = (line: TextLine) => (neighbours.get(line) ?? []).length;
  // The next term of a definition list under a one-line description that ended its sentence: a few
  // words of no sentence of their own, over the next description, indented as the one before.
  const termOver = (line: TextLine, description: TextLine) => {
    const below = sorted.find(
      (other) =>
        other.baseline < line.baseline &&
        line.baseline - other.baseline < 2 * line.size &&
        overlaps(other.x, other.right, line.x, line.right),
    );
    return (
      /[.!?]$/u.test(description.text.trim()) &&
      !/[.!?,;:]$/u.test(line.text.trim()) &&
      line.text.trim().split(/\s+/u).length <= 4 &&
      below !== undefined &&
      Math.abs(below.x - description.x) < 0.5 * line.size &&
      line.right < below.right - 4 * line.size
    );
  };
  const groups: TextLine[][] = [];
  for (const line of sorted) {
    // A contents entry is a block of its own: its title is translated alone, its page number stays put.
    if (line.toc) {
      groups.push([line]);
      continue;
    }
    let best: TextLine[] | undefined;
    let bestGap = Infinity;
    for (const group of groups) {
      const last = group[group.length - 1];
      const first = group[0];
      if (!last || !first || last.toc) continue;
      const gap = last.baseline - line.baseline;
      const size = Math.max(last.size, line.size);
      if (gap < 0.5 * size || gap > 2 * size) continue;
      // A tagged PDF says which lines make one paragraph, list item or table cell (code, a paragraph
      // per line there, is grouped as it is laid out).
      if (last.element !== undefined && line.element !== undefined && !(allMono(last) && allMono(line))) {
        if (
          last.element === line.element &&
          overlaps(first.x, last.right, line.x, line.right) &&
          gap < bestGap
        ) {
          best = group;
          bestGap = gap;
        }
        continue;
      }
      const spacing = spacings.get(Math.round(last.size)) ?? spacings.get(Math.round(line.size));
      if (group.length === 1 && spacing !== undefined && gap > 1.3 * spacing * size) continue;
      if (group.length === 1 && spacedApart(sorted, last, line)) continue;
      // A new term beside a line that starts a sentence after one that ended is the next row.
      const sentenceEnds = /[.!?:]$/u.test(last.text.trim()) && /^\p{Lu}/u.test(line.text.trim());
      if (termBeside(line) && (!termBeside(last) || sentenceEnds)) continue;
      // Lines of one paragraph share their size; an author's name over the affiliation does not.
      if (Math.abs(last.size - line.size) > 0.12 * size) continue;
      // A heading set apart by colour and a larger size, over its section's first line.
      if (Math.abs(last.size - line.size) > 0.05 * size && styleKey(last.style) !== styleKey(line.style))
        continue;
      if (
        (!continuesLink(last, line) &&
          !continuesCode(last, line) &&
          (allBold(last) !== allBold(line) ||
            last.style.serif !== line.style.serif ||
            allMono(last) !== allMono(line))) ||
        startsEntry(line) ||
        ENDS_ENTRY.test(last.text) ||
        ruleBetweenLines(rules, last, line)
      )
        continue;
      const left = Math.min(...group.map((member) => member.x));
      const right = Math.max(...group.map((member) => member.right));
      // A first-line indent after two or more lines, or after a line that ended short, starts the
      // next paragraph. A hanging indent hangs under a first line as full as its column; an
      // indented line under a shorter one is a new block (a manual page's SYNOPSIS over
      // "Traditional usage", an option's name over its description).
      const indented = line.x > last.x + 0.8 * size;
      const edge = Math.max(right, columnRight(sorted, line));
      if (
        indented &&
        (group.length >= 2 ||
          brokenOnPurpose(last, line, edge) ||
          last.right < Math.min(line.right, columnRight(sorted, last)) - size)
      )
        continue;
      if (!overlaps(left, right, line.x, line.right)) continue;
      // An outdented line is the next term of a definition list (or a new paragraph), except under
      // a paragraph's indented first line, which it goes on unless that line ended short (the word
      // would have fitted), and except as a hanging first line.
      const before = group[group.length - 2];
      const goesOn = before
        ? brokenOnPurpose(before, last, Math.max(right, line.right))
        : !brokenOnPurpose(last, line, Math.max(right, columnRight(sorted, last)));
      if (line.x < left - 0.8 * size && (!goesOn || (group.length === 1 && termOver(line, last)))) continue;
      // Back at the first line's edge under lines hanging right of it: the next entry of a list of
      // hanging entries (a bibliography), not a paragraph's first-line indent undone.
      if (hangOf(group, size) > 0 && line.x < last.x - 0.5 * size && Math.abs(line.x - first.x) < 0.5 * size)
        continue;
      // A line that opens with a label (`[7]`, `12.`) outdented from the line before, or where the
      // group's own label stands, is the next entry of a list of them (a bibliography).
      const labelled = opensWithLabel(line);
      if (
        labelled &&
        (line.x < last.x - 0.8 * size || (opensWithLabel(first) && Math.abs(line.x - first.x) < 0.5 * size))
      )
        continue;
      if (reachesOver(line, left, right) || reachesOver(last, line.x, line.right)) continue;
      const second = group[1];
      if (second && Math.abs(first.baseline - second.baseline - gap) > 0.3 * size) continue;
      // A table's next row: a line beside more cells than the line above it (a row's first lines
      // stand beside each other, its last lines alone), further down than the lines of a cell.
      const usual = second ? first.baseline - second.baseline : (spacing ?? 1.2) * size;
      if (beside(line) > beside(last) && gap > 1.1 * usual) continue;
      if (gap < bestGap) {
        best = group;
        bestGap = gap;
      }
    }
    if (best) best.push(line);
    else groups.push([line]);
  }
  // A column of table cells is read as a whole below; other groups are cut into their paragraphs.
  const inTable = (group: TextLine[]) => group.every((line) => beside(line) > 0);
  // A piece cut from a group is judged against the group's right edge (three short sentences under
  // a full paragraph are lines broken on purpose), or its column's where a line overruns the margin.
  const split = groups.flatMap((group) => {
    const right = Math.min(
      Math.max(...group.map((line) => line.right)),
      columnRight(sorted, group[0] as TextLine),
    );
    const justified = justifiedRight(sorted, group[0] as TextLine);
    return (inTable(group) ? [group] : splitAtBreaks(group, right, justified)).map((piece) => ({
      piece,
      right,
    }));
  });
  const values = valueTerms(sorted, (line) => neighbours.get(line) ?? []);
  const blocks = split.map(({ piece: group, right }) => {
    const block = toBlock(group, pageWidth, right, hyphenation);
    if (group.every((line) => values.has(line))) block.kind = 'code';
    // A column of table cells: each line is a row of its own, never reflowed into the next,
    // unless the lines are one cell's sentence wrapped at the cell's width, or one cell's words
    // (its lines beside fewer cells than its first: the row's other cells ended). A long name
    // broken between letters to fit its cell (`String.prototype.norm` `alize()`) stays as drawn.
    const oneCell =
      group.length >= 2 &&
      block.text.split(/\s+/u).length >= 3 &&
      group.slice(1).every((line) => beside(line) < beside(group[0] as TextLine));
    if (
      block.kind === 'paragraph' &&
      inTable(group) &&
      !oneCell &&
      !wrappedProse(group, block.x + block.width)
    )
      block.kind = 'lines';
    return block;
  });
  const paragraphs = withInitials(blocks, (lines) =>
    toBlock(lines, pageWidth, Math.max(...lines.map((line) => line.right)), hyphenation),
  );
  alignAmongBlocks(paragraphs);
  return paragraphs;
}

function kindOf(lines: TextLine[], left: number, right: number): BlockKind {
  if (lines.some((line) => line.toc)) return 'lines';
  if (lines.every(allMono) || lines.every(isFormula)) return 'code';
  // Command lines stay as they are, line by line; their ⟨placeholders⟩ (LaTeX's meta) are translated.
  if (lines.every((line) => isSynopsis(line) || isCommandLine(line)))
    return lines.some((line) => line.text.includes('⟨')) ? 'lines' : 'code';
  if (
    lines.some(
      (line, index) =>
        index + 1 < lines.length && brokenOnPurpose(line, lines[index + 1] as TextLine, right, left),
    )
  )
    return 'lines';
  return 'paragraph';
}

function hangOf(lines: TextLine[], size: number): number {
  const first = lines[0];
  if (!first || lines.length < 2) return 0;
  const body = Math.min(...lines.slice(1).map((line) => line.x));
  return body - first.x > 0.5 * size ? body - first.x : 0;
}

/** `edge`: the right edge its lines are judged against (the group's, or its column's when a line overruns it). */
function toBlock(lines: TextLine[], pageWidth: number, edge: number, hyphenation: Hyphenation): TextBlock {
  const first = lines[0] as TextLine;
  const last = lines[lines.length - 1] as TextLine;
  const size = Math.max(...lines.map((line) => line.size));
  const x = Math.min(...lines.map((line) => line.x));
  const right = Math.max(...lines.map((line) => line.right));
  const top = first.baseline + ASCENT * first.size;
  const bottom = last.baseline - DESCENT * last.size;
  const lineHeight = lines.length > 1 ? (first.baseline - last.baseline) / (lines.length - 1) / size : 1.2;
  const align = alignmentOf(lines, pageWidth);
  return {
    text: joinLines(lines, hyphenation),
    hyphenation,
    lines,
    x,
    y: bottom,
    width: right - x,
    height: top - bottom,
    size,
    lineHeight,
    indent: lines.length > 1 && first.x - x > 0.5 * size ? first.x - x : 0,
    hang: hangOf(lines, size),
    align,
    justified: isJustified(lines, size),
    style: dominantStyle(new Map(lines.map((line) => [line.style, line.text.length]))),
    kind: shortCentredLines(lines, align, pageWidth) ? 'lines' : kindOf(lines, x, edge),
  };
}

/**
 * Short lines centred over each other (an author's affiliation, a letterhead) are set line by line:
 * the widest of them cannot show that it was broken on purpose.
 */
function shortCentredLines(lines: TextLine[], align: Alignment, pageWidth: number): boolean {
  return (
    align === 'center' &&
    lines.length >= 2 &&
    lines.every((line) => line.right - line.x < 0.4 * pageWidth && !line.toc)
  );
}

export const BLOCK_ASCENT = ASCENT;
