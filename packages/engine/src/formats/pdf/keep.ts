// Which blocks keep their original drawing: code, and blocks the translation left unchanged
// (numbers, names). One show can draw several blocks (a whole line cut into items at wide gaps), so
// a block stays only when none of its shows also draws a block that is redrawn.

import type { ShownText } from './content/strip-text.ts';

export interface KeepCandidate {
  /** The shows that drew the block (those found). */
  shows: ShownText[];
  /** False when some of its text could not be traced to a show. */
  traced: boolean;
  unchanged: boolean;
}

/** The blocks that keep their drawing; `moved` ones are redrawn wherever they were moved to. */
export function blocksToKeep<T extends KeepCandidate>(
  blocks: T[],
  moved: ReadonlySet<T> = new Set(),
): Set<T> {
  const redrawnShows = new Set<ShownText>();
  let kept = new Set<T>();
  for (let size = -1; size !== redrawnShows.size;) {
    size = redrawnShows.size;
    kept = new Set(
      blocks.filter(
        (block) =>
          block.unchanged &&
          block.traced &&
          !moved.has(block) &&
          !block.shows.some((show) => redrawnShows.has(show)),
      ),
    );
    for (const block of blocks) if (!kept.has(block)) for (const show of block.shows) redrawnShows.add(show);
  }
  return kept;
}
