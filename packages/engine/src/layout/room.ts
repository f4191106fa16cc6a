// How far a block may grow when its translation is longer than the original: to the right up to
// the next block beside it (or the page margin), and downwards up to the next block below it.

import { overlaps } from './leading.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  size: number;
}

export interface PageBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Room {
  /** Smallest left edge the block may reach (right-aligned and centred lines grow leftwards). */
  left: number;
  /** Largest right edge the block may reach. */
  right: number;
  /** Lowest bottom edge the block may reach. */
  bottom: number;
  /** Right edge of the block's column (the blocks above and below it): a right-to-left line starts there. */
  columnRight: number;
}

/**
 * `others` are the page's text blocks; `drawings` what it paints besides text. A drawing around
 * the block keeps it inside; one that only overlaps it (an underline) is neither beside nor below
 * it, so it is ignored.
 */
export function roomFor(block: Box, others: Box[], page: PageBox, drawings: PageBox[] = []): Room {
  const right = block.x + block.width;
  const top = block.y + block.height;
  // Up to where the page's text reaches on the right (its right margin), or a mirrored left margin.
  const textRight = Math.max(...others.map((other) => other.x + other.width), right);
  let maxRight = Math.max(right, textRight, page.x1 - Math.max(18, block.x - page.x0));
  const textLeft = Math.min(...others.map((other) => other.x), block.x);
  let minLeft = Math.min(block.x, textLeft, page.x0 + Math.max(18, page.x1 - right));
  let minBottom = Math.min(block.y, page.y0 + 18);
  for (const other of others) {
    if (other === block) continue;
    const otherRight = other.x + other.width;
    const otherTop = other.y + other.height;
    if (overlaps(block.y, top, other.y, otherTop) && other.x >= right - 1)
      maxRight = Math.min(maxRight, Math.max(right, other.x - 0.6 * block.size));
    if (overlaps(block.y, top, other.y, otherTop) && otherRight <= block.x + 1)
      minLeft = Math.max(minLeft, Math.min(block.x, otherRight + 0.6 * block.size));
    if (overlaps(block.x, right, other.x, otherRight) && otherTop <= block.y + 1)
      minBottom = Math.max(minBottom, Math.min(block.y, otherTop + 0.3 * block.size));
  }
  for (const drawing of drawings) {
    // A frame or a panel around the block (a logo's box, a shaded cell): the text stays inside it.
    if (
      drawing.x0 <= block.x + 1 &&
      drawing.x1 >= right - 1 &&
      drawing.y0 <= block.y + 1 &&
      drawing.y1 >= top - 1
    ) {
      maxRight = Math.min(maxRight, Math.max(right, drawing.x1 - 0.3 * block.size));
      minLeft = Math.max(minLeft, Math.min(block.x, drawing.x0 + 0.3 * block.size));
      minBottom = Math.max(minBottom, Math.min(block.y, drawing.y0 + 0.2 * block.size));
      continue;
    }
    if (overlaps(block.y, top, drawing.y0, drawing.y1) && drawing.x0 >= right - 1)
      maxRight = Math.min(maxRight, Math.max(right, drawing.x0 - 0.6 * block.size));
    if (overlaps(block.y, top, drawing.y0, drawing.y1) && drawing.x1 <= block.x + 1)
      minLeft = Math.max(minLeft, Math.min(block.x, drawing.x1 + 0.6 * block.size));
    // Below the block, or reaching up into it from below (not a background behind it): no growing
    // down, and a rule (a table's border) keeps a descender's clearance.
    if (overlaps(block.x, right, drawing.x0, drawing.x1) && drawing.y0 < block.y - 1 && drawing.y1 < top)
      minBottom = Math.max(minBottom, Math.min(block.y, drawing.y1 + 0.6 * block.size));
  }
  const column = others.filter((other) => other.x < right && other.x + other.width > block.x);
  const columnRight = Math.min(maxRight, Math.max(right, ...column.map((other) => other.x + other.width)));
  return { left: minLeft, right: maxRight, bottom: minBottom, columnRight };
}

/** A block that may be moved down the page: its box and the baselines of its lines. */
export interface Movable extends Box {
  lines: { baseline: number }[];
  /** Line spacing in sizes. */
  lineHeight?: number;
}

const MAX_FIGURE_DRAWINGS = 400;

const within = (outer: PageBox, x0: number, y0: number, x1: number, y1: number) =>
  outer.x0 <= x0 + 1 && outer.x1 >= x1 - 1 && outer.y0 <= y0 + 1 && outer.y1 >= y1 - 1;

/**
 * The drawings under a block that go down with the `moving` blocks, when the page's stream can
 * move them: a frame (a box, a shaded panel) around blocks that all move, with what it holds (an
 * icon), and what is drawn among them.
 */
function carriedDrawings(
  grower: Box,
  below: PageBox[],
  drawings: PageBox[],
  blocks: Box[],
  moving: Box[],
  movableDrawings: ReadonlySet<PageBox>,
): Set<PageBox> {
  const carried = new Set<PageBox>();
  for (const frame of below) {
    if (!movableDrawings.has(frame)) continue;
    const held = blocks.filter((box) => within(frame, box.x, box.y, box.x + box.width, box.y + box.height));
    if (held.length === 0 || !held.every((box) => moving.includes(box))) continue;
    const inside = drawings.filter(
      (drawing) => drawing !== frame && within(frame, drawing.x0, drawing.y0, drawing.x1, drawing.y1),
    );
    if (!inside.every((drawing) => movableDrawings.has(drawing))) continue;
    for (const drawing of [frame, ...inside]) carried.add(drawing);
  }
  // A drawing among the blocks that move (a colour swatch beside a table's cell, a figure between
  // two paragraphs) keeps its place among them, with every drawing it touches (a chart's axes,
  // bars and curve), when none of those reaches under them or into a block that stays (the one
  // that grows makes room as they go).
  const bottom = Math.min(...moving.map((box) => box.y));
  const staying = blocks.filter((box) => box !== grower && !moving.includes(box));
  const touch = (a: PageBox, b: PageBox) =>
    a.x0 <= b.x1 + 1 && b.x0 <= a.x1 + 1 && a.y0 <= b.y1 + 1 && b.y0 <= a.y1 + 1;
  const into = (drawing: PageBox, box: Box) =>
    overlaps(drawing.x0 + 1, drawing.x1 - 1, box.x, box.x + box.width) &&
    overlaps(drawing.y0 + 1, drawing.y1 - 1, box.y, box.y + box.height);
  // (Gathering what touches is quadratic: a page of thousands of strokes, a plot, keeps them still.)
  const seen = new Set<PageBox>();
  for (const start of drawings.length <= MAX_FIGURE_DRAWINGS ? below : []) {
    if (seen.has(start) || carried.has(start)) continue;
    const figure = new Set([start]);
    for (const drawing of figure)
      for (const other of drawings) if (!figure.has(other) && touch(drawing, other)) figure.add(other);
    for (const drawing of figure) seen.add(drawing);
    const free = [...figure].every(
      (drawing) =>
        movableDrawings.has(drawing) &&
        drawing.y0 >= bottom - 1 &&
        !staying.some((box) => into(drawing, box)),
    );
    if (free) for (const drawing of figure) carried.add(drawing);
  }
  return carried;
}

/**
 * Makes `extra` more room below `block` by moving the blocks under it, in its column (and their
 * list markers), down into the free space at the column's foot, as a typesetter would rather than
 * set the block smaller. Only `movable` blocks move (redrawn ones), and the frames around them
 * among `movableDrawings`; any other drawing, a kept block, a running foot or any other block
 * under the block's column ends the stretch that moves. Returns how far they moved.
 */
export function moveDownBelow<T extends Movable>(
  block: Movable,
  extra: number,
  others: T[],
  movable: ReadonlySet<T>,
  page: PageBox,
  drawings: PageBox[] = [],
  movableDrawings: ReadonlySet<PageBox> = new Set(),
): number {
  const right = block.x + block.width;
  // A table's cell moves the rows under it whole: its row is the cells whose first line is on its
  // first line (two or more of them; a second text column is no row).
  const first = (box: Movable) => box.lines[0]?.baseline ?? NaN;
  const row = others.filter(
    (other) => other !== block && Math.abs(first(other) - first(block)) < 0.5 * block.size,
  );
  const cells = row.length >= 2 ? row : [];
  // The column widens to what moves in it: an option's name set left of its description moves too.
  let [left, columnRight] = [
    Math.min(block.x, ...cells.map((cell) => cell.x)),
    Math.max(right, ...cells.map((cell) => cell.x + cell.width)),
  ];
  const moving: T[] = [];
  let obstacle: T | undefined;
  for (const other of others
    .filter((box) => box !== block && box.y + box.height <= block.y + 1)
    .sort((a, b) => b.y - a.y)) {
    if (!overlaps(left, columnRight, other.x, other.x + other.width)) continue;
    if (!movable.has(other)) {
      obstacle = other;
      break;
    }
    moving.push(other);
    [left, columnRight] = [Math.min(left, other.x), Math.max(columnRight, other.x + other.width)];
  }
  if (moving.length === 0) return 0;
  // A list item's marker (a bullet, `2.`) is a narrow block of its own beside its text, and a
  // short term (a manual page's `-Olevel`) stands just above and left of it: they move with it
  // (not the other column's text beside it).
  // A margin note (a narrow block in the margin, its first line on one of the text's lines) goes too.
  const marginNote = (other: T, item: T) =>
    other.width < 0.3 * item.width &&
    (other.x >= columnRight - 1 || other.x + other.width <= left + 1) &&
    item.lines.some((line) => Math.abs(line.baseline - first(other)) < 0.3 * item.size);
  const markers = others.filter(
    (other) =>
      other !== block &&
      !moving.includes(other) &&
      moving.some((item) => {
        const above = other.y - (item.y + item.height);
        return (
          (other.width < 4 * item.size &&
            other.x + other.width <= item.x + 1 &&
            item.x - (other.x + other.width) < 4 * item.size &&
            (Math.abs(other.y + other.height - (item.y + item.height)) < 0.5 * item.size ||
              (above >= -0.5 * item.size && above < 1.5 * item.size))) ||
          marginNote(other, item)
        );
      }),
  );
  if (markers.some((marker) => !movable.has(marker))) return 0;
  moving.push(...markers);
  // The floor: the first thing that stays, else the page's foot margin.
  const below = drawings.filter(
    (drawing) => overlaps(block.x, right, drawing.x0, drawing.x1) && drawing.y1 <= block.y + 1,
  );
  const carried = carriedDrawings(block, below, drawings, others, moving, movableDrawings);
  const drawingTops = below.filter((drawing) => !carried.has(drawing)).map((drawing) => drawing.y1);
  const lowest = Math.min(...moving.map((other) => other.y), ...[...carried].map((drawing) => drawing.y0));
  // Over a block that stays (a running foot, a table), half the gap there was is kept.
  const keptGap = (top: number) => top + Math.max(0, (lowest - top) / 2 - 0.5 * block.size);
  const floor = Math.max(
    page.y0 + 0.08 * (page.y1 - page.y0),
    ...(obstacle ? [keptGap(obstacle.y + obstacle.height)] : []),
    ...drawingTops,
  );
  // Inside a panel that stays (behind a title and its subtitle), what moves stays inside it.
  const inPanels = drawings
    .filter((panel) => !carried.has(panel) && within(panel, block.x, block.y, right, block.y + block.height))
    .flatMap((panel) => {
      const held = moving.filter((box) => within(panel, box.x, box.y, box.x + box.width, box.y + box.height));
      return held.length > 0 ? [Math.min(...held.map((box) => box.y)) - panel.y0 - 0.2 * block.size] : [];
    });
  // A block past the floor (under a drawing) leaves no room: nothing moves. A paragraph takes what
  // room there is (its lines set a little closer fill the rest); a line that must wrap needs a
  // whole line or nothing.
  const room = Math.min(lowest - floor - 0.5 * block.size, ...inPanels);
  const line = block.size * (block.lineHeight ?? 1.2);
  const shift =
    room >= extra || block.lines.length > 1 ? Math.min(extra, room) : Math.floor(room / line) * line;
  if (shift <= 0) return 0;
  for (const other of moving) {
    other.y -= shift;
    for (const line of other.lines) line.baseline -= shift;
  }
  for (const drawing of carried) {
    drawing.y0 -= shift;
    drawing.y1 -= shift;
  }
  return shift;
}
