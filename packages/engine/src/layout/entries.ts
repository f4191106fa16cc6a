// Lines that start an entry of their own, however closely they follow the line before: a list
// item, a footnote opening with its mark, the next term of a list of terms.

import { styleKey, styleOfRun, type TextLine } from './lines.ts';

/** List items start their own block even when they are spaced like the lines of a paragraph. */
const LIST_ITEM = /^([•◦▪▫●○■□►▸–—*·-]|\(?\d{1,3}[.)]|\(?[a-z][.)])\s/u;

/** The style a line opens with when its first run is set apart from the rest (a term before its description). */
function termStyle(line: TextLine): string | undefined {
  const [term, next] = line.runs;
  if (!term || !next || term.script) return undefined;
  const key = styleKey(styleOfRun(term));
  return key === styleKey(styleOfRun(next)) ? undefined : key;
}

/**
 * The next entry of a list of terms (`beamer-Verona-default.tex  The default variant…`): a line
 * opening with a term set apart, after a line that opened with one in the same style or that
 * introduced the list with a colon.
 */
function nextTerm(last: TextLine, line: TextLine): boolean {
  const term = termStyle(line);
  return term !== undefined && (termStyle(last) === term || /:\s*$/u.test(last.text));
}

/** A footnote's own line: it opens with its raised mark (ᵃ Here's the first) before its text. */
function opensWithMark(line: TextLine): boolean {
  const [mark, next] = line.runs;
  return (
    mark?.script !== undefined && mark.script.rise > 0 && mark.text.trim().length <= 3 && next !== undefined
  );
}

/** The line starts an entry of its own rather than going on with the line before. */
export function startsEntry(last: TextLine, line: TextLine): boolean {
  return LIST_ITEM.test(line.text) || opensWithMark(line) || nextTerm(last, line);
}
