// How much room a block's translation has and how it flows: the width of each line, where a
// contents entry's title may go, the request that fits a paragraph, and which one-line sentences
// wrap. PageDrawer (draw.ts) sizes and draws blocks with it.

import type { TextBlock } from '../../layout/blocks.ts';
import type { TextLine, TextStyle } from '../../layout/lines.ts';
import { fitStyled, layoutAt, type StyledFit, type StyledFitRequest } from '../../layout/fit.ts';
import type { PageBox, Room } from '../../layout/room.ts';
import type { Direction } from '../../fonts/bidi.ts';
import { LEADER_ROOM } from './contents-entry.ts';
import { lineWidth, tightenLeaders, type Line, type LineMeasure } from './shorten-line.ts';
import { denser, STYLE_FLOOR, type PlacedTranslation } from './placement.ts';

/** A one-line sentence wraps rather than have its letters narrowed below this. */
const WRAP_BELOW = 0.95;

/**
 * Paragraph first-line indents and hanging indents are kept for left-aligned, left-to-right text,
 * and the indent of the lines beside a paragraph's initial for any left-to-right text.
 */
export function indentOf(block: TextBlock, direction: Direction): number {
  if (direction !== 'ltr') return 0;
  if (block.initial) return block.initial.indent;
  return block.align === 'left' ? block.indent : 0;
}

/** How many first lines take `indentOf`: those beside an initial, else the first. */
export function indentedLines(block: TextBlock, direction: Direction): number {
  return block.initial && direction === 'ltr' ? block.initial.lines : 1;
}

export function hangOf(block: TextBlock, direction: Direction): number {
  return block.align === 'left' && direction === 'ltr' ? block.hang : 0;
}

export class BlockGeometry {
  private readonly measure: LineMeasure;
  private readonly direction: Direction;
  private readonly pageBox: PageBox;

  constructor(measure: LineMeasure, direction: Direction, pageBox: PageBox) {
    this.measure = measure;
    this.direction = direction;
    this.pageBox = pageBox;
  }

  lineWidth(line: Line, size: number): number {
    return lineWidth(line, size, this.measure);
  }

  /**
   * Where a line's translation starts and the width it may take: a contents entry's title stops
   * short of its page number, leaving room for a few leader dots.
   */
  lineSpan(block: TextBlock, line: TextLine, room: Room): { x: number; available: number; end: number } {
    if (line.toc) {
      const available = line.toc.pageX - line.toc.titleX - LEADER_ROOM * line.size;
      return { x: line.toc.titleX, available, end: line.toc.titleX + available };
    }
    // Right to left, a line of a left-aligned block starts at its column's right edge.
    if (this.direction === 'rtl' && block.align === 'left')
      return { x: room.left, available: room.columnRight - room.left, end: room.columnRight };
    return { x: line.x, available: this.lineRoom(block, line.x, room), end: line.right };
  }

  /** Width a single line may take from its left edge: up to the room on the right (centred lines: both sides). */
  private lineRoom(block: TextBlock, x: number, room: Room): number {
    const centre = block.x + block.width / 2;
    if (block.align === 'center') return 2 * Math.min(room.right - centre, centre - room.left);
    if (block.align === 'right' || this.direction === 'rtl') return block.x + block.width - room.left;
    return room.right - x;
  }

  paragraphRequest(
    item: PlacedTranslation,
    height: number,
    width = item.block.width,
  ): StyledFitRequest<TextStyle> {
    const { block } = item;
    const hang = hangOf(block, this.direction);
    return {
      pieces: item.units[0] ?? [],
      width: width - hang,
      height,
      size: block.size,
      lineHeight: block.lineHeight,
      denser: denser(block.lineHeight),
      indent: indentOf(block, this.direction) - hang,
      indentLines: indentedLines(block, this.direction),
      minSize: block.size * STYLE_FLOOR,
      measure: this.measure,
    };
  }

  /**
   * The paragraph at a size: as set, in its own place or grown into the free space below, and only
   * then set tighter; a single line (a running head) is tightened on its line before it wraps.
   * Failing all, as large as it fits.
   */
  fitParagraph(item: PlacedTranslation, grown: number, width: number, size: number): StyledFit<TextStyle> {
    const own = this.paragraphRequest(item, item.block.height, width);
    const below = this.paragraphRequest(item, grown, width);
    const loose =
      item.block.lines.length > 1 ? [own, below].map((request) => ({ ...request, denser: [] })) : [];
    for (const request of [...loose, own, below]) {
      const fit = layoutAt(request, size);
      if (fit.fits) return fit;
    }
    return fitStyled({ ...below, size });
  }

  private isParagraph(item: PlacedTranslation): boolean {
    return item.block.kind === 'paragraph' && item.block.lines.length > 1 && item.units.length === 1;
  }

  /**
   * The width a block flows in as a paragraph: a paragraph's own, or the room on its line for a
   * one-line sentence whose translation is longer than the line (it wraps, as a typesetter would
   * break it, rather than being set smaller); undefined for blocks set line by line.
   */
  flowWidth(item: PlacedTranslation, room: Room): number | undefined {
    const { block } = item;
    // Right to left, a left-aligned block's lines start at its column's right edge, however short
    // of it its English lines ended.
    const fromRight = this.direction === 'rtl' && block.align === 'left';
    const own = fromRight ? Math.max(block.width, room.columnRight - block.x) : block.width;
    if (this.isParagraph(item)) return own;
    const line = block.lines[0];
    if (!line || !this.mayWrap(block) || this.lineScale(item, room) >= WRAP_BELOW) return undefined;
    return fromRight ? own : Math.max(block.width, this.lineRoom(block, line.x, room));
  }

  /** The scale at which every line of a block set line by line fits its room (1 when they fit). */
  lineScale(item: PlacedTranslation, room: Room): number {
    const { block } = item;
    let scale = 1;
    item.units.forEach((unit, index) => {
      const line = block.lines[index] ?? block.lines[0];
      if (!line) return;
      const { available } = this.lineSpan(block, line, room);
      const natural = this.lineWidth(tightenLeaders(unit, available, line.size, this.measure), line.size);
      if (natural > 0) scale = Math.min(scale, available / natural);
    });
    return scale;
  }

  /** A one-line sentence may wrap; running headers, footers and short labels never do. */
  private mayWrap(block: TextBlock): boolean {
    const height = this.pageBox.y1 - this.pageBox.y0;
    const inMargin =
      block.y > this.pageBox.y1 - 0.08 * height || block.y + block.height < this.pageBox.y0 + 0.08 * height;
    return (
      block.kind === 'paragraph' &&
      block.lines.length === 1 &&
      !inMargin &&
      block.text.trim().split(/\s+/).length > 2
    );
  }
}
