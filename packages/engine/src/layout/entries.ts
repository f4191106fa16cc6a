// Lines that start an entry of their own, however closely they follow the line before: a list
// item, a footnote opening with its mark.

import type { TextLine } from './lines.ts';

/** A list item's marker: a bullet or dash, `2.`, `(3)`, `a)`. */
const MARKER = String.raw`[•◦▪▫●○■□►▸–—*·-]|\(?\d{1,3}[.)]|\(?[a-z][.)]`;
/** List items start their own block even when they are spaced like the lines of a paragraph. */
const LIST_ITEM = new RegExp(`^(?:${MARKER})\\s`, 'u');
const MARKER_WORD = new RegExp(`^\\s*(?:${MARKER})\\s*$`, 'u');

/** A word that is a list item's marker (`•`, `2.`): the space after it is the marker's own. */
export const isListMarker = (word: string): boolean => MARKER_WORD.test(word);

/** A reference or list label opening a line: `[7]`, `[Knu84]`, `12.`, `(3)`. */
const LABEL = /^(?:\[[\w+-]{1,10}\]|\(?\d{1,3}[.)])\s/u;

/** The line opens with a reference or list label (a bibliography's `[7]`). */
export const opensWithLabel = (line: TextLine): boolean => LABEL.test(line.text);

/** A footnote's own line: it opens with its raised mark (ᵃ Here's the first) before its text. */
function opensWithMark(line: TextLine): boolean {
  const [mark, next] = line.runs;
  return (
    mark?.script !== undefined && mark.script.rise > 0 && mark.text.trim().length <= 3 && next !== undefined
  );
}

/** The line starts an entry of its own rather than going on with the line before. */
export function startsEntry(line: TextLine): boolean {
  return LIST_ITEM.test(line.text) || opensWithMark(line);
}
