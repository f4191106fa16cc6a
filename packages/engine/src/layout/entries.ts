// Lines that start an entry of their own, however closely they follow the line before: a list
// item, a footnote opening with its mark.

import type { TextLine } from './lines.ts';

/** List items start their own block even when they are spaced like the lines of a paragraph. */
const LIST_ITEM = /^([•◦▪▫●○■□►▸–—*·-]|\(?\d{1,3}[.)]|\(?[a-z][.)])\s/u;

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
