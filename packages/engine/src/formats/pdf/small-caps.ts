// Small capitals set from the text's own font (OpenType small caps, as XeTeX and LuaTeX set
// them): the run is cut where they begin and end, so the translation keeps them apart as a run
// of their own and sets them in small capitals again.

import type { TextRun } from '../../layout/lines.ts';
import { isSourceFace } from '../../fonts/source-face.ts';
import type { ShownText } from './content/strip-text.ts';
import { characterStarts } from './item-cuts.ts';

/** `shows` are those that drew the run, in its font. */
export function splitSmallCaps(run: TextRun, shows: ShownText[]): TextRun[] {
  const source = run.source;
  if (shows.length === 0 || !source || !isSourceFace(source) || run.smallcaps) return [run];
  const characters = Array.from(run.text);
  const codes = Buffer.concat([...shows].sort((a, b) => a.x - b.x).map((show) => show.codes));
  const small = source.smallCapsIn(run.text, codes);
  if (!small.some(Boolean)) return [run];
  const starts = characterStarts(run, characters);
  const pieces: TextRun[] = [];
  let from = 0;
  for (let index = 1; index <= characters.length; index++) {
    if (index < characters.length && small[index] === small[from]) continue;
    const x = starts[from] ?? run.x;
    const piece: TextRun = {
      ...run,
      text: characters.slice(from, index).join(''),
      x,
      width: (starts[index] ?? run.x + run.width) - x,
    };
    if (small[from]) Object.assign(piece, { smallcaps: true, source: source.smallCapsFace() });
    pieces.push(piece);
    from = index;
  }
  return pieces;
}
