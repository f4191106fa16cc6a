// Table-of-contents entries: a row ending in a page number after dot leaders, or a numbered title
// with its page number set apart, on a page with several such rows. The entry becomes one line
// whose title alone is translated; its number, leaders and page number are kept in their places.

import type { TextLine, TextRun } from './lines.ts';

export interface TocEntry {
  /** The section number before the title ("2.1"), drawn where it was. */
  label: TextRun[];
  /** The title, leaders taken off: the text to translate. */
  title: TextRun[];
  /** The page number, drawn where it was. */
  page: TextRun[];
  /** Where the title starts and where the page number starts. */
  titleX: number;
  pageX: number;
  /** The leaders' run, when the source had leaders: they are refilled in its style. */
  leader?: TextRun;
  /** Distance between leader dots, the same for the page's entries (the median of theirs). */
  pitch?: number;
}

/** Entries per page below which rows with page numbers are a table's, not a contents list. */
const MIN_ENTRIES = 3;
const PAGE_NUMBER = /^(?:\d{1,4}|[ivxlcdm]{1,7})$/i;
const LEADERS = /(?:\s*[.·…]){3,}\s*$/u;
const SECTION_NUMBER = /^(?:\d{1,3}(?:\.\d{1,3})*\.?|[A-Z]\.|[A-Z](?:\.\d{1,3})+|[IVX]{1,5}\.)$/u;

/** The runs of a row of lines, left to right, as one text. */
const textOf = (runs: TextRun[]) => runs.map((run) => run.text).join('');

/**
 * Reads a row (the lines sharing one baseline, left to right) as an entry: undefined when it is not
 * one. `strong` rows have leaders or a section number; others only a page number set apart.
 */
function readRow(row: TextLine[]): { entry: TocEntry; strong: boolean } | undefined {
  const runs = row.flatMap((line) => line.runs);
  const last = runs[runs.length - 1];
  if (!last) return undefined;
  // The page number: the last run, or the number ending it after leaders.
  const trimmed = last.text.trimEnd();
  const pageText = /(?:^|[\s.·…])(\d{1,4}|[ivxlcdm]{1,7})$/iu.exec(trimmed)?.[1];
  if (!pageText) return undefined;
  const cut = trimmed.length - pageText.length;
  const [head, pageRun] = cutRun({ ...last, text: trimmed }, cut);
  const rest = head.text.trim() === '' ? runs.slice(0, -1) : [...runs.slice(0, -1), head];
  if (rest.length === 0) return undefined;
  // Leaders: a run of dots ending the text before the page number.
  // (A link's edge can cut the dots in two runs: the title's last run may end in some of them.)
  const dotsOnly = (run: TextRun) => /^[\s.·…]*$/u.test(run.text);
  const lastWords = rest.findLastIndex((run) => !dotsOnly(run));
  let leader: TextRun | undefined;
  const title: TextRun[] = [];
  rest.forEach((run, index) => {
    const match = index === lastWords ? LEADERS.exec(run.text) : null;
    if (index > lastWords && lastWords >= 0) {
      if (!leader || run.text.length > leader.text.length) leader = run;
    } else if (match) {
      const [kept, dots] = cutRun(run, match.index);
      leader ??= dots;
      if (kept.text.trim() !== '') title.push(kept);
    } else title.push(run);
  });
  // The section number: a run of its own, or the start of the title's run.
  const label: TextRun[] = [];
  const first = title[0];
  const number = first && /^\s*(\S+)\s+(?=\S)/u.exec(first.text);
  if (first && SECTION_NUMBER.test(first.text.trim()) && title.length > 1)
    label.push(title.shift() as TextRun);
  else if (first && number && SECTION_NUMBER.test(number[1] ?? '')) {
    const [own, after] = cutRun(first, number[0].length);
    label.push(own);
    title[0] = after;
  }
  const start = title[0];
  // A title has a word: a table row of symbols and figures (P₁ 10 3) is not an entry.
  if (!start || !/\p{L}{2,}/u.test(textOf(title))) return undefined;
  const pageSetApart = row.length > 1 || leader !== undefined;
  if (!pageSetApart || !PAGE_NUMBER.test(pageText)) return undefined;
  return {
    entry: {
      label,
      title,
      page: [pageRun],
      titleX: start.x,
      pageX: pageRun.x,
      ...(leader ? { leader } : {}),
    },
    strong: leader !== undefined || label.length > 0,
  };
}

/** A page number's value: roman numbers (front matter) come before arabic ones. */
function pageValue(text: string): number {
  const arabic = Number.parseInt(text, 10);
  return Number.isNaN(arabic) ? -1 : arabic;
}

/** A run cut in two at a character offset, its width shared out by character count. */
function cutRun(run: TextRun, at: number): [TextRun, TextRun] {
  const per = run.width / Math.max(1, run.text.length);
  return [
    { ...run, text: run.text.slice(0, at), width: per * at },
    { ...run, text: run.text.slice(at), x: run.x + per * at, width: per * (run.text.length - at) },
  ];
}

/**
 * The page's contents entries, keyed by the row's first line. Rows whose page number ends where
 * the strong entries' page numbers end are entries too (a long title's last line).
 */
export function contentsEntries(rows: TextLine[][]): Map<TextLine[], TocEntry> {
  const read = rows.map((row) => ({ row, found: readRow(row) }));
  const strong = read.filter((entry) => entry.found?.strong);
  const entries = new Map<TextLine[], TocEntry>();
  // Page numbers of a contents list never go down the page (a table's figures do); those of an
  // index or a change history do, but reach them over dot leaders, which a table has none of.
  const pages = strong.map(({ found }) => pageValue(found?.entry.page[0]?.text ?? ''));
  const ordered = pages.every((value, index) => index === 0 || value >= (pages[index - 1] ?? 0));
  const dotted =
    strong.filter(({ found }) => (found?.entry.leader?.text.match(/[.·]/gu) ?? []).length >= 3).length >=
    0.8 * strong.length;
  if (strong.length < MIN_ENTRIES || !(ordered || dotted)) return entries;
  const rights = strong.map(({ found }) => {
    const page = found?.entry.page[0] as TextRun;
    return page.x + page.width;
  });
  const pitches = strong
    .map(({ found }) => found?.entry.leader)
    .map((leader) => {
      const dots = (leader?.text.match(/[.·]/gu) ?? []).length;
      return leader && dots >= 3 ? leader.width / dots : undefined;
    })
    .filter((pitch): pitch is number => pitch !== undefined)
    .sort((a, b) => a - b);
  const pitch = pitches[Math.floor(pitches.length / 2)];
  for (const { row, found } of read) {
    // Out of page order, only a line that holds its own leader and number (not a row joining two
    // columns of a two-column change history) is an entry.
    if (!found || (!ordered && row.length > 1)) continue;
    if (pitch !== undefined) found.entry.pitch = pitch;
    const page = found.entry.page[0] as TextRun;
    const aligned = rights.some((right) => Math.abs(right - (page.x + page.width)) < 0.5 * page.size);
    if (found.strong || aligned) entries.set(row, found.entry);
  }
  return entries;
}
