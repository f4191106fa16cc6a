// How far apart the lines of a page are set: the page's usual leading per size, the leading
// around one gap, and the right edge of the column a line starts in. A gap wider than the
// leading on both sides of it separates two paragraphs, as a term list's items are separated.

import { type TextLine } from './lines.ts';
import { allMono } from './run-style.ts';

export function overlaps(a0: number, a1: number, b0: number, b1: number): boolean {
  return Math.min(a1, b1) - Math.max(a0, b0) > 0;
}

/**
 * The page's line spacing per font size (rounded to a point): the commonest distance between the
 * baselines of two prose lines, one under the other, among those that occur at least twice, read
 * first under full lines (a paragraph wrapped there: its true leading), else under any. Lists and
 * paragraphs are spaced wider; a gap well past it is a break even after a single line.
 */
export function lineSpacings(sorted: TextLine[]): Map<number, number> {
  // Per size, in twentieths of the size: how often each gap occurs under full lines and under any.
  const seen = { full: new Map<number, Map<number, number>>(), any: new Map<number, Map<number, number>>() };
  const count = (which: Map<number, Map<number, number>>, size: number, gap: number) => {
    const forSize = which.get(size) ?? new Map<number, number>();
    which.set(size, forSize.set(gap, (forSize.get(gap) ?? 0) + 1));
  };
  const prose = sorted.filter((line) => !allMono(line));
  prose.forEach((line, index) => {
    const next = prose
      .slice(index + 1)
      .find(
        (other) =>
          other.baseline < line.baseline - 0.5 * line.size &&
          overlaps(line.x, line.right, other.x, other.right),
      );
    if (!next || Math.abs(next.size - line.size) > 0.2 * line.size) return;
    const gap = Math.round(((line.baseline - next.baseline) / line.size) * 20);
    const size = Math.round(line.size);
    count(seen.any, size, gap);
    const widest = Math.max(...columnLines(prose, line).map((other) => other.right));
    if (line.right > widest - 2 * line.size) count(seen.full, size, gap);
  });
  // The commonest gap (the smaller of equals): a formula's indices a few points apart, or two
  // lines of a caption, must not stand for the body text's leading.
  const commonest = (gaps: Map<number, number> | undefined) =>
    [...(gaps ?? [])].filter(([, times]) => times >= 2).sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
  const spacings = new Map<number, number>();
  for (const size of seen.any.keys()) {
    const gap = commonest(seen.full.get(size)) ?? commonest(seen.any.get(size));
    if (gap !== undefined) spacings.set(size, gap / 20);
  }
  return spacings;
}

/**
 * The distance from `line` to the nearest line above (`up`) or below it that shares some of the
 * span [left, right] and is of about its size, or undefined: the leading on that side of a gap.
 */
function leadingBeside(
  sorted: TextLine[],
  line: TextLine,
  left: number,
  right: number,
  up: boolean,
): number | undefined {
  let nearest: number | undefined;
  for (const other of sorted) {
    const distance = up ? other.baseline - line.baseline : line.baseline - other.baseline;
    if (distance < 0.5 * line.size || Math.abs(other.size - line.size) > 0.12 * line.size) continue;
    if (!overlaps(left, right, other.x, other.right)) continue;
    if (nearest === undefined || distance < nearest) nearest = distance;
  }
  return nearest;
}

/**
 * The gap between two lines is wider than the leading just above the first and just below the
 * second: the lines belong to two items (a manual page's option description, then the next option).
 */
export function spacedApart(sorted: TextLine[], upper: TextLine, lower: TextLine): boolean {
  const gap = upper.baseline - lower.baseline;
  const [left, right] = [Math.min(upper.x, lower.x), Math.max(upper.right, lower.right)];
  const around = [
    leadingBeside(sorted, upper, left, right, true),
    leadingBeside(sorted, lower, left, right, false),
  ].filter((leading): leading is number => leading !== undefined && leading >= 0.8 * upper.size);
  return around.length > 0 && around.every((leading) => gap > 1.25 * leading);
}

/** Lines starting where `line` starts, of its size: its column's lines. */
function columnLines(sorted: TextLine[], line: TextLine): TextLine[] {
  return sorted.filter(
    (other) =>
      Math.abs(other.x - line.x) < 0.8 * line.size && Math.abs(other.size - line.size) < 0.12 * line.size,
  );
}

/**
 * The edge of a column set flush right (justified), or undefined for a ragged one: three or more of
 * its lines end at one edge, twice as many as end one to four ems short of it. A ragged column's
 * lines end all over that band; a justified one's only there at a paragraph's end.
 */
export function justifiedRight(sorted: TextLine[], line: TextLine): number | undefined {
  const edge = columnRight(sorted, line);
  const rights = columnLines(sorted, line).map((other) => other.right);
  // Justified lines end where the column does, to a hair (a comma TeX lets protrude, half a point);
  // ragged lines that happen to come close vary by a point or more.
  const atEdge = rights.filter((right) => Math.abs(right - edge) < 0.6).length;
  const short = rights.filter((right) => right < edge - line.size && right > edge - 4 * line.size).length;
  return atEdge >= 3 && atEdge >= 2 * short ? edge : undefined;
}

/**
 * The right edge of the column a line starts in: the widest line starting where it starts, or, among
 * three or more, the widest edge two of them reach a little short of it (a line overfull past the
 * margin, a long address TeX could not break, is not the column's edge).
 */
export function columnRight(sorted: TextLine[], line: TextLine): number {
  const rights = columnLines(sorted, line)
    .map((other) => other.right)
    .sort((a, b) => b - a);
  const widest = Math.max(line.right, ...rights);
  const shared =
    rights.length >= 3
      ? rights.find((right, index) => right - (rights[index + 1] ?? -Infinity) < 1)
      : undefined;
  // Within a few ems of the widest: items of a list that happen to end alike are no margin.
  return shared !== undefined && shared > widest - 4 * line.size ? shared : widest;
}
