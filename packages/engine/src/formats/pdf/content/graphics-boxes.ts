// Bounding boxes of what a content stream paints besides text (paths and images), so translated
// text that grows knows where drawings are and does not run into them.

import { applyToPoint, type Matrix, type Rgb } from './graphics-state.ts';

export interface PaintedBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Fill colour of a painted path (a formula's rule is drawn again in it). */
  colour?: Rgb;
}

const PAINT = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*']);
/** Enough for real pages; past this a page is a drawing and growth limits matter little. */
const MAX_BOXES = 4000;

export class GraphicsBoxes {
  readonly boxes: PaintedBox[] = [];
  /** Boxes that turned out to belong to text: underlines, and TeX's underscores drawn as rules. */
  readonly textMarks: PaintedBox[] = [];
  private points: [number, number][] = [];

  /** Feeds one operator with its numeric operands and the CTM in force; returns the box a paint adds. */
  operator(op: string, args: number[], ctm: Matrix): PaintedBox | undefined {
    const add = (x: number, y: number) => this.points.push(applyToPoint(ctm, x, y));
    if (op === 'm' || op === 'l') add(args[0] ?? 0, args[1] ?? 0);
    else if (op === 'c' || op === 'v' || op === 'y')
      for (let index = 0; index + 1 < args.length; index += 2) add(args[index] ?? 0, args[index + 1] ?? 0);
    else if (op === 're') {
      const [x = 0, y = 0, width = 0, height = 0] = args;
      add(x, y);
      add(x + width, y + height);
      add(x, y + height);
      add(x + width, y);
    } else if (PAINT.has(op)) {
      const box = this.push(this.points);
      this.points = [];
      return box;
    } else if (op === 'n') this.points = [];
    return undefined;
  }

  /** A box that turned out to belong to text (an underline) rather than to a drawing. */
  forget(box: PaintedBox): void {
    const index = this.boxes.lastIndexOf(box);
    if (index >= 0) this.boxes.splice(index, 1);
    this.textMarks.push(box);
  }

  /** An image fills the unit square of its CTM. */
  image(ctm: Matrix): PaintedBox | undefined {
    return this.push([
      applyToPoint(ctm, 0, 0),
      applyToPoint(ctm, 1, 1),
      applyToPoint(ctm, 0, 1),
      applyToPoint(ctm, 1, 0),
    ]);
  }

  private push(points: [number, number][]): PaintedBox | undefined {
    if (points.length === 0 || this.boxes.length >= MAX_BOXES) return undefined;
    const xs = points.map((point) => point[0]);
    const ys = points.map((point) => point[1]);
    const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    this.boxes.push(box);
    return box;
  }
}
