// Lines that belong to text rather than to the drawing: a link's underline, a strike-through, and
// the rules TeX draws for underscores in its text fonts. They go where their text goes.

import type { PaintedBox } from './graphics-boxes.ts';
import type { ShownText } from './strip-text.ts';

/**
 * A thin horizontal line drawn right after a show, from where the show starts, just under or
 * through it: a link's underline (LibreOffice) or a strike-through; or a short one on its baseline
 * further along: an underscore, which TeX draws as a rule in its text fonts. It belongs to the
 * text, so it goes where the show goes instead of striking through the translation drawn there.
 */
export function decorates(show: ShownText | undefined, box: PaintedBox): boolean {
  if (!show || show.rotated || show.size <= 0) return false;
  const { size } = show;
  const width = box.x1 - box.x0;
  if (box.y1 - box.y0 > 0.15 * size || width < 0.15 * size) return false;
  const underline =
    Math.abs(box.x0 - show.x) <= 0.25 * size &&
    box.y0 >= show.y - 0.35 * size &&
    box.y1 <= show.y + 0.5 * size;
  return underline || isUnderscoreRule(box, show.x, show.y, size);
}

/** A short rule on a baseline, after the text's start: TeX's underscore. */
export function isUnderscoreRule(box: PaintedBox, x: number, baseline: number, size: number): boolean {
  return (
    box.x1 - box.x0 <= 0.8 * size &&
    box.y1 - box.y0 <= 0.1 * size &&
    box.x0 > x &&
    Math.abs(box.y0 - baseline) <= 0.12 * size
  );
}
