import type { Box } from '../../../ocr/lines';
import type { Size } from './geometry';

/** A translation's label over the video, in the overlay's pixels: one line, never over another. */
export interface Label {
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
}

/** Width in pixels of `text` drawn at `fontSize` px (in the labels' font). */
export type MeasureText = (text: string, fontSize: number) => number;

export const LABEL_FONT = { min: 11, max: 32 } as const;
/** Line height of a label, in font sizes (as the CSS says). */
export const LABEL_LINE_HEIGHT = 1.15;
/** Horizontal padding on each side of a label, in font sizes (as the CSS says). */
const PADDING = 0.25;
/** Room left between two labels pushed apart. */
const GAP = 2;

const overlaps = (a: Label, b: Label) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where the labels of lines read at `boxes` (display pixels) go. Each covers its line, on one line
 * of text: sized to the line's height, widened to the right as far as the display allows, then
 * shrunk down to LABEL_FONT.min to fit; what still does not fit is cut with an ellipsis (the
 * panel shows every translation whole). A label that would cover one placed above it moves down
 * below it, so no two overlap.
 */
export function layoutLabels(boxes: Box[], texts: string[], display: Size, measure: MeasureText): Label[] {
  const labels = boxes.map((box, index): Label => {
    let fontSize = Math.min(LABEL_FONT.max, Math.max(LABEL_FONT.min, box.height * 0.7));
    const room = Math.max(box.width, display.width - box.x);
    const needed = (size: number) => measure(texts[index] ?? '', size) + 2 * PADDING * size;
    if (needed(fontSize) > room) fontSize = Math.max(LABEL_FONT.min, (fontSize * room) / needed(fontSize));
    const width = Math.min(room, Math.max(box.width, needed(fontSize)));
    const height = Math.max(box.height, fontSize * LABEL_LINE_HEIGHT);
    return { x: box.x, y: box.y, width, height, fontSize };
  });
  // Top to bottom, each label below every placed one it would cover (moving down can make it
  // cover another placed one lower down: look again until none).
  const order = labels.map((_, index) => index).sort((a, b) => labels[a]!.y - labels[b]!.y);
  const placed: Label[] = [];
  for (const index of order) {
    const label = labels[index]!;
    for (let hit = placed.find((other) => overlaps(label, other)); hit;) {
      label.y = hit.y + hit.height + GAP;
      hit = placed.find((other) => overlaps(label, other));
    }
    placed.push(label);
  }
  return labels;
}
