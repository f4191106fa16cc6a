// Where the lines of a group are cut into paragraphs: lines broken on purpose (the next word would
// have fitted), sentences wrapped in a cell, and words or addresses hyphenated at a line's end.

import { type TextLine } from './lines.ts';
import { allMono, styleKey } from './run-style.ts';

/**
 * Who put the hyphens at line ends: TeX and groff hyphenate words (`transla-` `tion`); office suites
 * and browsers do not unless asked, so a hyphen there is the word's own (`locale-` `aware`).
 */
export type Hyphenation = 'typesetter' | 'author';

const AUTHORS_HYPHENS =
  /LibreOffice|OpenOffice|Microsoft|Word|Excel|PowerPoint|Google|Skia|Chrom|Quartz|Pages|Keynote|FOP|wkhtmltopdf|WeasyPrint/i;

/** From the PDF's Producer and Creator. */
export function hyphenationOf(producer: string): Hyphenation {
  return !/TeX/i.test(producer) && AUTHORS_HYPHENS.test(producer) ? 'author' : 'typesetter';
}

/**
 * A line ending in a hyphen before a lower-case letter: a word hyphenated by the typesetter (the
 * hyphen is dropped), or a hyphen of the text's own, kept with no space after it: an address or
 * path broken after one of its hyphens (`…/data/data-` `umasscitationfield`), or any word where
 * the author put the hyphens.
 */
export function lineEndHyphen(
  before: string,
  after: string,
  hyphenation: Hyphenation = 'typesetter',
): 'dropped' | 'kept' | undefined {
  if (!/\p{L}-$/u.test(before) || !/^\p{Ll}/u.test(after)) return undefined;
  if (hyphenation === 'author') return 'kept';
  return /[/@]/u.test(/\S*$/u.exec(before)?.[0] ?? '') ? 'kept' : 'dropped';
}

/** The lines' text as one: a space between lines, or none where a hyphen ended one. */
export function joinLines(lines: TextLine[], hyphenation: Hyphenation): string {
  let text = '';
  for (const line of lines) {
    const hyphen = lineEndHyphen(text, line.text, hyphenation);
    if (text === '') text = line.text;
    else if (hyphen === 'dropped') text = text.slice(0, -1) + line.text;
    else if (hyphen === 'kept') text += line.text;
    else text += ' ' + line.text;
  }
  return text;
}

/**
 * The lines of a group cut where a line was broken on purpose (the next word would have fitted):
 * each run of wrapped lines is a paragraph of its own, and consecutive single lines (an address,
 * a list of short lines) stay together, drawn line by line.
 */
export function splitAtBreaks(
  group: TextLine[],
  right = Math.max(...group.map((line) => line.right)),
  justified?: number,
): TextLine[][] {
  if (group.every(allMono)) return [group];
  const left = Math.min(...group.map((line) => line.x));
  const runs: TextLine[][] = [];
  // Paragraphs ended short of a justified column's edge: whole paragraphs, never gathered as short lines.
  const ended = new Set<TextLine[]>();
  let current: TextLine[] = [];
  group.forEach((line, index) => {
    current.push(line);
    const next = group[index + 1];
    // A tagged PDF says where its paragraphs end; else lines broken on purpose, and in a justified
    // column a line that ends short of the edge, end them.
    const tagged =
      next !== undefined &&
      line.element !== undefined &&
      next.element !== undefined &&
      !(allMono(line) && allMono(next));
    const purpose =
      next !== undefined &&
      (tagged ? line.element !== next.element : brokenOnPurpose(line, next, right, left));
    const short =
      next !== undefined && !tagged && justified !== undefined && line.right < justified - line.size;
    if (!next || purpose || short) {
      if (short && !purpose) ended.add(current);
      runs.push(current);
      current = [];
    }
  });
  // Among lines broken on purpose, two lines whose second starts a new sentence (a capital, a
  // number) are two short lines, not a wrapped one: the widest line cannot show it was full.
  const pieces =
    runs.length > 1
      ? runs.flatMap((run) =>
          run.length === 2 && /^[\p{Lu}\d]/u.test(run[1]?.text ?? '') ? run.map((line) => [line]) : [run],
        )
      : runs;
  const merged: { lines: TextLine[]; single: boolean }[] = [];
  for (const run of pieces) {
    const previous = merged[merged.length - 1];
    if (previous?.single && run.length === 1 && !ended.has(run)) previous.lines.push(...run);
    else merged.push({ lines: run, single: run.length === 1 && !ended.has(run) });
  }
  return merged.map((entry) => entry.lines);
}

/** The one link a whole line is (an entry of a list of links), or undefined. */
function wholeLink(line: TextLine): number | undefined {
  const links = new Set(line.runs.filter((run) => run.text.trim() !== '').map((run) => run.link));
  const [link] = links;
  return links.size === 1 ? link : undefined;
}

/**
 * A line that ends well before the block's right edge although the next line's first word would
 * have fitted there was broken on purpose (an address, a listing, a list of short lines); so was
 * a line that is one link over a line that is another (a list of links, however long its entries).
 */
export function brokenOnPurpose(line: TextLine, next: TextLine, right: number, left = line.x): boolean {
  const link = wholeLink(line);
  const nextLink = wholeLink(next);
  if (link !== undefined && nextLink !== undefined && nextLink !== link) return true;
  // An address alone on its line (an author's e-mail) ends it, before a capital.
  if (ADDRESS_LINE.test(line.text) && /^\p{Lu}/u.test(next.text)) return true;
  // A colon, then a line opening in another colour or face: the terms of a list follow. Lines
  // that open alike with a term in a colour of its own are entries of such a list (inline code
  // opening a line of prose is not a term).
  const [opens, ends, nextOpens] = [line.runs[0], line.runs[line.runs.length - 1], next.runs[0]];
  if (ends && nextOpens && styleKey(ends) !== styleKey(nextOpens)) {
    if (/:\s*$/u.test(line.text)) return true;
    const term = opens && opens.colour.join() !== line.style.colour.join();
    if (term && styleKey(opens) === styleKey(nextOpens)) return true;
  }
  const firstWord = /^\S+/.exec(next.text)?.[0] ?? '';
  const perCharacter = (next.right - next.x) / Math.max(1, next.text.length);
  // A centred line (inset alike on both sides) has the room on both its sides.
  const [before, after] = [line.x - left, right - line.right];
  const centred = Math.min(before, after) > perCharacter && Math.abs(before - after) < 2 * perCharacter;
  const slack = centred ? right - left - (line.right - line.x) : right - line.right;
  return slack > (firstWord.length + 2) * perCharacter;
}

const ADDRESS_LINE = /^\s*(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+)\s*$/u;

/**
 * Lines of running text each but the last broken where the next word would not fit: a sentence
 * wrapped in a cell, however ragged its right edge.
 */
export function wrappedProse(lines: TextLine[], right: number): boolean {
  return (
    lines.length >= 2 &&
    lines.slice(0, -1).every((line, index) => {
      const next = lines[index + 1] as TextLine;
      return line.text.trim().split(/\s+/).length >= 3 && !brokenOnPurpose(line, next, right);
    })
  );
}

/** A line that opens inside the link the line above ends in (a URL wrapped at `https:`) goes on with it. */
export function continuesLink(above: TextLine, line: TextLine): boolean {
  const link = above.runs[above.runs.length - 1]?.link;
  return link !== undefined && line.runs[0]?.link === link;
}

/** A line that opens in code after a line ending in code broken at a hyphen (`DEMO-` `BFHBeamer.tex`) goes on with it. */
export function continuesCode(above: TextLine, line: TextLine): boolean {
  const last = above.runs[above.runs.length - 1];
  return last?.mono === true && /\w-$/u.test(last.text.trimEnd()) && line.runs[0]?.mono === true;
}
