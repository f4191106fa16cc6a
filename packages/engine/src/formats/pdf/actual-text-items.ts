// pdf.js reads a page's glyphs and leaves its /ActualText out; poppler reads the ActualText. A
// Hindi page made by LibreOffice (अधिकार drawn with ि before ध, the cluster inside an ActualText
// span) read as pdf.js reads it was `अ धि कार` with control characters, and that went to the
// translator. Each span's items become one item reading its ActualText, where its glyphs stood.

import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api.js';

type Item = TextItem | TextMarkedContent;

const opens = (item: Item): boolean => 'type' in item && item.type !== 'endMarkedContent';

const blank = (item: TextItem) => item.str.trim() === '';

/**
 * The span's glyphs as one item that reads `text`, from the leftmost glyph to the rightmost, in
 * the font of its first; the spaces pdf.js put before and after them (gaps it saw) stay.
 */
function spanItem(text: string, items: readonly TextItem[]): TextItem[] {
  const start = items.findIndex((item) => !blank(item));
  if (start < 0) return [...items];
  const end = items.findLastIndex((item) => !blank(item)) + 1;
  const glyphs = items.slice(start, end);
  const first = glyphs[0] as TextItem;
  const left = Math.min(...glyphs.map((item) => item.transform[4] as number));
  const right = Math.max(...glyphs.map((item) => (item.transform[4] as number) + item.width));
  const transform = [...first.transform];
  transform[4] = left;
  const hasEOL = glyphs.at(-1)?.hasEOL ?? false;
  return [
    ...items.slice(0, start),
    { ...first, str: text, transform, width: right - left, hasEOL },
    ...items.slice(end),
  ];
}

/** The item that follows `before` on its line without a gap, in its font: pdf.js's one item cut at the span. */
function touches(before: Item | undefined, item: TextItem): before is TextItem {
  if (!before || 'type' in before || before.fontName !== item.fontName) return false;
  const size = Math.hypot(item.transform[2] as number, item.transform[3] as number) || item.height;
  const gap = (item.transform[4] as number) - ((before.transform[4] as number) + before.width);
  return (
    Math.abs((item.transform[5] as number) - (before.transform[5] as number)) < 0.05 * size &&
    Math.abs(gap) < 0.05 * size
  );
}

/** Adds a text item, joined to the one before where pdf.js cut a word at a span's edge. */
function push(result: Item[], item: TextItem, joins: boolean): void {
  const before = result.at(-1);
  if (!joins || !touches(before, item)) {
    result.push(item);
    return;
  }
  result[result.length - 1] = {
    ...before,
    str: before.str + item.str,
    width: (item.transform[4] as number) + item.width - (before.transform[4] as number),
    hasEOL: item.hasEOL,
  };
}

/**
 * pdf.js's items (read with its marked content) with every span that has an ActualText read as
 * it, joined to the text it touches. `texts` are the ActualTexts of the marked content the page's
 * stream opens, in order (content/actual-text.ts); where pdf.js opened another number (the page
 * draws forms with marked content of their own), the items are left as they are.
 */
export function withActualText(items: readonly Item[], texts: readonly (string | undefined)[]): Item[] {
  if (items.filter(opens).length !== texts.length) return [...items];
  const result: Item[] = [];
  let opened = 0;
  let span: { text: string; items: TextItem[]; depth: number } | undefined;
  // The item after a span joins the span's text where it touches it.
  let afterSpan = false;
  for (const item of items) {
    if (!('type' in item)) {
      if (span) span.items.push(item);
      else push(result, item, afterSpan);
      afterSpan = false;
      continue;
    }
    const text = opens(item) ? texts[opened++] : undefined;
    if (span) {
      // Marked content inside the span is part of what its text replaces.
      span.depth += opens(item) ? 1 : -1;
      if (span.depth > 0) continue;
      for (const replaced of spanItem(span.text, span.items)) push(result, replaced, true);
      span = undefined;
      afterSpan = true;
      continue;
    }
    if (text !== undefined) span = { text, items: [], depth: 1 };
    else {
      result.push(item);
      afterSpan = false;
    }
  }
  if (span) for (const replaced of spanItem(span.text, span.items)) push(result, replaced, true);
  return result;
}
