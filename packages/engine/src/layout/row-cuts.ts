// Where a row of runs is cut into cells besides its gutters: at a margin note, and where the
// columns of the rows around it start or end.

import type { TextRun } from './lines.ts';

/**
 * Margin notes (LaTeX's \marginpar, a "New" beside a changed paragraph) sit just past the right
 * edge most lines of the column share, often closer than a gutter: a run that starts past an edge
 * three or more lines of its column (starting where it starts) end at, after a run ending at it,
 * is cut off into a line of its own.
 */
export function splitAtMargins(groups: TextRun[][]): TextRun[][] {
  const edges = groups.map((group) => {
    const first = group[0] as TextRun;
    const last = group[group.length - 1] as TextRun;
    return { left: first.x, right: last.x + last.width, size: first.size };
  });
  return groups.flatMap((group) => {
    const first = group[0] as TextRun;
    const column = edges.filter((edge) => Math.abs(edge.left - first.x) < 2 * first.size);
    const cut = group.findIndex((run, index) => {
      const previous = group[index - 1];
      if (!previous) return false;
      const end = previous.x + previous.width;
      const sharing = column.filter((edge) => Math.abs(edge.right - end) < 1.5).length;
      return sharing >= 3 && run.x > end + 0.3 * run.size;
    });
    return cut > 0 ? [group.slice(0, cut), group.slice(cut)] : [group];
  });
}

/** Width, in ems, under which a run may be a cell of a right-aligned column. */
const SHORT_CELL = 8;

/**
 * A table row whose cells are only a word space apart still starts its cells where the cells of
 * the rows around it start: a run beginning, after a gap, where other lines nearby begin is a
 * new cell. Nearby reaches eight lines up and down: rows of two- and three-line cells are tall.
 */
export function splitAtColumnStops(groups: TextRun[][]): TextRun[][] {
  const starts = groups.map((group) => group[0] as TextRun);
  // Right-aligned columns (figures) line up on their ends: the short cells' right edges. A long
  // run ending there is a justified line ending at the margin, under the page numbers of a contents.
  const short = (left: number, right: number, size: number) => right - left < SHORT_CELL * size;
  const ends = groups.flatMap((group) => {
    const first = group[0] as TextRun;
    const last = group[group.length - 1] as TextRun;
    const right = last.x + last.width;
    return short(first.x, right, first.size) ? [{ baseline: first.baseline, right }] : [];
  });
  return groups.flatMap((group) => {
    const first = group[0] as TextRun;
    const size = Math.max(...group.map((run) => run.size));
    const near = (other: { baseline: number }) =>
      Math.abs(other.baseline - first.baseline) > 0.35 * size &&
      Math.abs(other.baseline - first.baseline) < 8 * size;
    const stops = starts.filter(near).map((other) => other.x);
    const columnEnds = ends.filter(near).map((other) => other.right);
    const startsColumn = (run: TextRun) => stops.filter((x) => Math.abs(x - run.x) < 1).length >= 2;
    const endsColumn = (run: TextRun) =>
      short(run.x, run.x + run.width, run.size) &&
      columnEnds.filter((right) => Math.abs(right - (run.x + run.width)) < 1).length >= 2;
    const cells: TextRun[][] = [[first]];
    group.slice(1).forEach((run, index) => {
      const previous = group[index] as TextRun;
      const newCell =
        run.x - (previous.x + previous.width) > 0.5 * run.size &&
        (startsColumn(run) || endsColumn(run) || endsColumn(previous));
      if (newCell) cells.push([run]);
      else cells[cells.length - 1]?.push(run);
    });
    return cells;
  });
}
