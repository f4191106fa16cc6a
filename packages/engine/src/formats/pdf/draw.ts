// Draws translated blocks where the original text was, in the original colours and font classes.
// Each block is drawn at its style's scale (style-scales.ts). A longer paragraph (or a one-line
// sentence that wraps) first moves the blocks under it down its column by what it needs, when the
// column's foot has room (layout/room.ts); then it sets its lines closer and its letters narrower,
// grows into the free space below, and shrinks on its own down to a floor. A single line too long
// for its place is set smaller on its own; what still does not fit is cut at the edge of its region
// (and reported) rather than drawn over a neighbour. Justified blocks are set flush (justify.ts).
// How much room a block has is block-geometry.ts's; single pieces are drawn by pen.ts.

import type { PDFPage } from 'pdf-lib';
import { FIDELITY_SHRINK_REPORTED_BELOW } from '@tolk/contract';
import { BLOCK_ASCENT, type TextBlock } from '../../layout/blocks.ts';
import { isFormula } from '../../layout/formula.ts';
import { allMono, styleOfRun } from '../../layout/run-style.ts';
import { layoutAt } from '../../layout/fit.ts';
import { moveDownBelow, roomFor, type PageBox, type Room } from '../../layout/room.ts';
import type { Direction } from '../../fonts/bidi.ts';
import type { DocumentFonts } from '../../fonts/document-fonts.ts';
import { frameFor } from '../../layout/frame.ts';
import { Pen } from './pen.ts';
import { BlockGeometry, hangOf, indentedLines, indentOf } from './block-geometry.ts';
import { drawContentsEntry } from './contents-entry.ts';
import { setLine } from './set-line.ts';
import { ELLIPSIS, tightenLeaders, withEllipsis, type Line } from './shorten-line.ts';
import {
  grownHeight,
  MIN_SQUEEZE,
  STYLE_FLOOR,
  type PageFidelity,
  type PlacedTranslation,
  type SizedBlock,
} from './placement.ts';

/** Share of its size a single line too long for its place may be set at before it is cut. */
const LAST_RESORT = 0.5;

/** Share of the page's height under which a line below the body is its running foot. */
const FOOT_MARGIN = 0.15;

export class PageDrawer {
  /** Where each link's text was drawn, for links.ts. */
  readonly linkBoxes: Map<number, PageBox[]>;
  private readonly pen: Pen;
  private readonly geometry: BlockGeometry;
  private readonly measure: Pen['measure'];
  private readonly direction: Direction;
  private readonly pageBox: PageBox;

  constructor(
    page: PDFPage,
    fonts: DocumentFonts,
    direction: Direction,
    pageBox: PageBox,
    frame = frameFor(0),
  ) {
    this.pen = new Pen(page, fonts, frame);
    this.measure = this.pen.measure;
    this.geometry = new BlockGeometry(this.measure, direction, pageBox);
    this.linkBoxes = this.pen.linkBoxes;
    this.direction = direction;
    this.pageBox = pageBox;
  }

  private needed(item: PlacedTranslation, room: Room, width?: number): Omit<SizedBlock, 'item' | 'room'> {
    const { block } = item;
    if (width !== undefined) {
      const fit = this.geometry.fitParagraph(item, grownHeight(block, room), width, block.size);
      return fit.fits ? { needed: fit.size / block.size, layout: fit, width } : { needed: 0, width };
    }
    const reach = Math.min(1, this.geometry.lineScale(item, room) / MIN_SQUEEZE);
    return { needed: reach >= STYLE_FLOOR ? reach : 0 };
  }

  /**
   * How much room each block has and the scale it needs; `boxes` are all the page's blocks. Blocks
   * that `stay` in their own drawing make no room for themselves, but may be moved down by others.
   */
  async size(
    items: PlacedTranslation[],
    boxes: TextBlock[],
    drawings: PageBox[],
    stays: ReadonlySet<PlacedTranslation> = new Set(),
    movableDrawings: ReadonlySet<PageBox> = new Set(),
  ): Promise<SizedBlock[]> {
    const live = items.filter((item) =>
      item.units.some((unit) => unit.some((piece) => piece.text.trim() !== '')),
    );
    for (const item of live) await this.prepare(item);
    const movable = this.movable(live, boxes);
    // Top down, so a block moved down makes its own room in turn from what is left below it.
    const sized = new Map<PlacedTranslation, SizedBlock>();
    for (const item of [...live].sort((a, b) => b.block.y + b.block.height - (a.block.y + a.block.height))) {
      const width = this.geometry.flowWidth(item, roomFor(item.block, boxes, this.pageBox, drawings));
      const extra = width !== undefined && !stays.has(item) ? this.missingHeight(item, width) : 0;
      // The paragraph takes the room it made; the gap under it stays the gap it was.
      const shift =
        extra > 0
          ? moveDownBelow(item.block, extra, boxes, movable, this.pageBox, drawings, movableDrawings)
          : 0;
      item.block.y -= shift;
      item.block.height += shift;
      const room = roomFor(item.block, boxes, this.pageBox, drawings);
      sized.set(item, { item, room, ...this.needed(item, room, width) });
    }
    return live.map((item) => sized.get(item) as SizedBlock);
  }

  /**
   * Blocks that may move down the page to make room above them: paragraphs, lines, code and list
   * markers; not formulas (their rules and arrows stay where they are drawn), not contents
   * entries (their numbers are drawn where they were), and not the lines at the page's foot (a
   * page number) in its bottom margin, below every paragraph of several lines and apart from them,
   * or lowest on the page and far apart from the rest.
   */
  private movable(live: PlacedTranslation[], boxes: TextBlock[]): Set<TextBlock> {
    const body = boxes.filter((block) => block.lines.length > 1);
    const margin = this.pageBox.y0 + FOOT_MARGIN * (this.pageBox.y1 - this.pageBox.y0);
    const foot = Math.min(margin, ...body.map((block) => block.y));
    // A running foot stands apart: a list's last item at the page's foot is a line under the one above it.
    const apart = (block: TextBlock, lines = 1.5) =>
      !boxes.some(
        (other) =>
          other !== block && other.y >= block.y && other.y - (block.y + block.height) < lines * block.size,
      );
    const lowest = Math.min(...boxes.map((block) => block.y));
    const runningFoot = (block: TextBlock) =>
      block.lines.length === 1 &&
      ((block.y + block.height < foot && apart(block)) || (block.y === lowest && apart(block, 4)));
    const formula = (block: TextBlock) =>
      block.kind === 'code' && !block.lines.every(allMono) && block.lines.every(isFormula);
    return new Set(
      live
        .map((item) => item.block)
        .filter((block) => !formula(block) && !block.lines.some((line) => line.toc) && !runningFoot(block)),
    );
  }

  /** How much taller than its place a paragraph is at its full size, its lines as far apart as they were. */
  private missingHeight(item: PlacedTranslation, width: number): number {
    const { block } = item;
    const fit = layoutAt(this.geometry.paragraphRequest(item, Number.MAX_SAFE_INTEGER, width), block.size);
    const height = (fit.lines.length - 1) * fit.leading + (BLOCK_ASCENT + 0.25) * fit.size;
    return height - block.height;
  }

  /** Draws the blocks, each at the scale of its style (`scaleOf`), and says what it had to compromise. */
  draw(sized: SizedBlock[], scaleOf: (block: TextBlock) => number): PageFidelity {
    const report: PageFidelity = { shrunk: 0, clipped: 0 };
    for (const entry of sized) {
      const { cover, block } = entry.item;
      // Text that was only pixels: its paper first, a little past the ink.
      if (cover) {
        const pad = block.size * 0.12;
        const { x, y, width, height, colour } = cover;
        this.pen.fill({ x0: x - pad, y0: y - pad, x1: x + width + pad, y1: y + height + pad }, colour);
      }
      // The scale the block was drawn at, or true when it had to be cut.
      const drawn =
        entry.width !== undefined
          ? this.drawParagraph(entry, scaleOf(entry.item.block), entry.width)
          : this.drawLines(entry, scaleOf(entry.item.block));
      if (drawn === true) report.clipped++;
      else if (drawn < FIDELITY_SHRINK_REPORTED_BELOW) report.shrunk++;
    }
    this.pen.finish();
    return report;
  }

  private async prepare(item: PlacedTranslation): Promise<void> {
    // A contents entry also draws its own section and page numbers, and leader dots.
    const kept = item.block.lines.flatMap(({ toc }) =>
      toc
        ? [
            ...[...toc.label, ...toc.page].map((run) => ({ text: run.text, style: styleOfRun(run) })),
            ...(toc.leader ? [{ text: '.', style: styleOfRun(toc.leader) }] : []),
          ]
        : [],
    );
    const initial = item.initial ? [item.initial] : [];
    await this.pen.prepare([
      { text: ELLIPSIS, style: item.block.style },
      ...item.units.flat(),
      ...kept,
      ...initial,
    ]);
  }

  /** Reflows a paragraph; returns the scale it was drawn at, or true when it had to be cut. */
  private drawParagraph({ item, room, layout }: SizedBlock, scale: number, width: number): number | true {
    const { block } = item;
    const grown = grownHeight(block, room);
    const size = block.size * scale;
    // Past its style's size: smaller down to the floor, then cut.
    const fit =
      layout && layout.size === size ? layout : this.geometry.fitParagraph(item, grown, width, size);
    let drawn: number | true = fit.size / block.size;
    if (!fit.fits) {
      const keep = Math.max(1, Math.floor((grown - fit.size * 1.05) / fit.leading) + 1);
      fit.lines = fit.lines.slice(0, keep);
      const last = fit.lines.length - 1;
      const room = width - (last > 0 ? hangOf(block, this.direction) : 0);
      fit.lines[last] = withEllipsis(fit.lines[last] ?? [], room / fit.squeeze, fit.size, this.measure);
      drawn = true;
    }
    const top = block.y + block.height;
    const last = fit.lines.length - 1;
    if (item.initial && block.initial) {
      const { run, below } = block.initial;
      this.pen.draw(item.initial, { x: block.x, y: top - below, size: run.size, squeeze: 1 }, this.direction);
    }
    const indented = indentedLines(block, this.direction);
    fit.lines.forEach((line, index) => {
      const x =
        block.x + (index < indented ? indentOf(block, this.direction) : hangOf(block, this.direction));
      const baseline = top - BLOCK_ASCENT * fit.size - index * fit.leading;
      const justify = block.justified && index < last;
      this.drawLine(block, line, x, width - (x - block.x), baseline, fit.size, fit.squeeze, justify);
    });
    return drawn;
  }

  /** Draws each unit on its own line's baseline; returns the scale, or true when a line had to be cut. */
  private drawLines(sized: SizedBlock, scale: number): number | true {
    const { item, room } = sized;
    const { block } = item;
    const rows = item.units.flatMap((unit, index) => {
      const line = block.lines[index];
      if (!line) return [];
      const { x, available, end } = this.geometry.lineSpan(block, line, room);
      const pieces = tightenLeaders(unit, available, line.size * scale, this.measure);
      return [{ line, x, available, end, pieces }];
    });
    // Each line keeps its own size (a definition line over its description). A line too long at
    // its style's scale narrows the whole block's letters, then takes its scale down with it, to the floor.
    const reach = Math.min(
      ...rows.map(
        (row) => row.available / Math.max(1e-6, this.geometry.lineWidth(row.pieces, row.line.size)),
      ),
    );
    const squeeze = Math.max(MIN_SQUEEZE, Math.min(1, reach / scale));
    const drawn = Math.max(STYLE_FLOOR, Math.min(scale, reach / squeeze));
    let cut = false;
    for (const row of rows) {
      const { baseline, size: lineSize, toc } = row.line;
      let size = lineSize * drawn;
      let pieces = row.pieces;
      const width = this.geometry.lineWidth(pieces, size) * squeeze;
      // A line still too long (a word longer than its frame) is set smaller on its own rather
      // than cut, down to half its size; only past that is it cut.
      if (width > row.available * 1.01) {
        if ((row.available / width) * drawn >= LAST_RESORT) size *= row.available / width;
        else {
          pieces = withEllipsis(pieces, row.available / squeeze, size, this.measure);
          cut = true;
        }
      }
      if (toc)
        drawContentsEntry(
          this.pen,
          toc,
          baseline,
          row.x + this.geometry.lineWidth(pieces, size) * squeeze,
          size,
        );
      this.drawLine(block, pieces, row.x, row.end - row.x, baseline, size, squeeze);
    }
    return cut || drawn;
  }

  /** One line of styled pieces, aligned in a box starting at x of the given width. */
  private drawLine(
    block: TextBlock,
    line: Line,
    x: number,
    width: number,
    baseline: number,
    size: number,
    squeeze = 1,
    justify = false,
  ): void {
    const box = { x, width, baseline, size, squeeze, justify };
    setLine(this.pen, block, line, box, this.direction, this.pageBox.x0);
  }
}
