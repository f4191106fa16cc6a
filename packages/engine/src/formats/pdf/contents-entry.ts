// The kept parts of a contents entry (layout/toc.ts): its section and page numbers where they
// were, and its leaders refilled from the translated title's end to the page number.

import { styleOfRun } from '../../layout/run-style.ts';
import type { TocEntry } from '../../layout/toc.ts';
import type { Pen } from './pen.ts';

/** Ems a contents entry's title leaves before its page number (for a few leader dots). */
export const LEADER_ROOM = 2;

/** `titleEnd`: where the translated title ended; the dots keep the grid other entries' dots share. */
export function drawContentsEntry(
  pen: Pen,
  toc: TocEntry,
  baseline: number,
  titleEnd: number,
  size: number,
): void {
  for (const run of [...toc.label, ...toc.page]) {
    // Drawn as they were: on their own baseline at their own size.
    const { script: _, ...style } = styleOfRun(run);
    const text = run.text.trim();
    // Page numbers end where they ended (they are right-aligned in a column).
    const x = toc.page.includes(run) ? run.x + run.width - pen.measure(text, style, run.size) : run.x;
    pen.draw({ text, style }, { x, y: run.baseline, size: run.size, squeeze: 1 }, 'ltr');
  }
  if (!toc.leader) return;
  // Leaders are not part of the link (hyperref links the title alone).
  const { link: _, ...style } = styleOfRun(toc.leader);
  // The source's dot pitch (TeX spaces leader dots wider than a space and a dot).
  const pitch = toc.pitch ?? pen.measure(' .', style, size);
  const dot = pen.measure('.', style, size);
  const end = toc.pageX - 0.5 * size;
  for (let right = end; right - dot > titleEnd + 0.5 * size; right -= pitch)
    pen.draw({ text: '.', style }, { x: right - dot, y: baseline, size, squeeze: 1 }, 'ltr');
}
