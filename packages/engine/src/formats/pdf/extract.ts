// Reads one page's text layer with pdf.js and turns it into blocks; styles (colour, weight, slant)
// come from the content-stream pass, matched by where each piece of text starts.

import { OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { groupBlocks, type TextBlock } from '../../layout/blocks.ts';
import { groupLines, type TextLine, type TextRun } from '../../layout/lines.ts';
import { NO_RULES, type Rules } from '../../layout/rules.ts';
import type { Hyphenation } from '../../layout/paragraph-breaks.ts';
import type { FontStyle } from './page-content.ts';
import type { ShownText } from './content/strip-text.ts';
import { isUnderscoreRule } from './content/text-marks.ts';
import type { PaintedBox } from './content/graphics-boxes.ts';
import { multiply, type Matrix } from './content/graphics-state.ts';
import { frameFor, type Frame } from '../../layout/frame.ts';
import { linkAt, type PageLink } from './links.ts';
import { characterStarts, matchShow, splitAtColourChanges, splitAtLinks } from './item-cuts.ts';
import { TEX_SYMBOL_CODES } from '../../fonts/tex-symbols.ts';
import { splitSmallCaps } from './small-caps.ts';
import { structureElements } from './structure-tree.ts';
import { endBefore, placeMirrored } from './mirrored-glyphs.ts';
import { withActualText } from './actual-text-items.ts';

export interface PageTextLayer {
  runs: PositionedItem[];
  /** Non-space characters of upright text. */
  characters: number;
  text: string;
}

export interface PositionedItem {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  upright: boolean;
  /** pdf.js's reading of the font: 'monospace' for fixed-pitch fonts. */
  family: string;
  /** pdf.js's id of the font the item is set in. */
  font: string;
  /** The paragraph, heading, list item or table cell of a tagged PDF's structure it belongs to. */
  element?: number;
}

/** Fewer visible characters than this on a page that shows an image means the text is in pixels. */
export const OCR_CHARACTER_THRESHOLD = 20;

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
]);

/**
 * Text items in the reader's frame (see layout/frame.ts), so rotated pages read upright; in a
 * `tagged` PDF, each with the structure element it belongs to; spans with an ActualText read as it.
 */
export async function readTextLayer(
  page: PDFPageProxy,
  options: {
    frame?: Frame;
    tagged?: boolean;
    /** The ActualText of each marked content the page opens (content/actual-text.ts). */
    actualTexts?: readonly (string | undefined)[];
  } = {},
): Promise<PageTextLayer> {
  const { frame = frameFor(page.rotate), tagged = false } = options;
  const actualTexts = options.actualTexts?.some((text) => text !== undefined)
    ? options.actualTexts
    : undefined;
  const content = await page.getTextContent({ includeMarkedContent: tagged || actualTexts !== undefined });
  const elements = tagged ? await structureElements(page) : new Map<string, number>();
  const marked: (string | undefined)[] = [];
  const runs: PositionedItem[] = [];
  const mirroredAfter = new Set<PositionedItem>();
  const items = actualTexts ? withActualText(content.items, actualTexts) : content.items;
  for (const item of items) {
    if ('type' in item) {
      if (item.type === 'endMarkedContent') marked.pop();
      else marked.push(item.id ?? undefined);
      continue;
    }
    if (item.str === '') continue;
    const [a, b, c, d, e, f] = multiply((item as TextItem).transform as Matrix, frame.matrix);
    const level = Math.abs(b ?? 0) < 1e-3 && Math.abs(c ?? 0) < 1e-3 && (d ?? 0) > 0;
    const run: PositionedItem = {
      text: item.str,
      x: e ?? 0,
      y: f ?? 0,
      width: item.width,
      size: Math.hypot(c ?? 0, d ?? 0) || item.height,
      upright: level && (a ?? 0) > 0,
      family: content.styles[(item as TextItem).fontName]?.fontFamily ?? '',
      font: (item as TextItem).fontName,
    };
    const element = marked.findLast((id) => id !== undefined && elements.has(id));
    if (element !== undefined) run.element = elements.get(element);
    const before = runs[runs.length - 1];
    if (before && mirroredAfter.has(before)) endBefore(before, run);
    if (level && (a ?? 0) < 0 && placeMirrored(run, before)) mirroredAfter.add(run);
    runs.push(run);
  }
  const upright = runs.filter((run) => run.upright);
  return {
    runs,
    characters: upright.reduce((sum, run) => sum + run.text.replace(/\s/g, '').length, 0),
    text: upright.map((run) => run.text).join(' '),
  };
}

export async function drawsImages(page: PDFPageProxy): Promise<boolean> {
  const operators = await page.getOperatorList();
  return operators.fnArray.some((fn) => IMAGE_OPS.has(fn));
}

/** Consecutive entries of a list that share a key. */
function runsBy<T>(list: T[], key: (entry: T) => string): T[][] {
  const runs: T[][] = [];
  for (const entry of list) {
    const last = runs[runs.length - 1];
    if (last && key(last[0] as T) === key(entry)) last.push(entry);
    else runs.push([entry]);
  }
  return runs;
}

/**
 * Shows that follow one another without repositioning (groff sets a whole line that way, switching
 * fonts between shows) all carry the line's starting point, so matching by position would give
 * every word the first one's style. On such a line the n-th change of font in pdf.js's items is
 * the n-th change of font in the shows: pair them in order.
 */
function showsByFontOrder(items: PositionedItem[], shows: ShownText[]): Map<PositionedItem, ShownText> {
  const paired = new Map<PositionedItem, ShownText>();
  const lines = new Map<number, { items: PositionedItem[]; shows: ShownText[] }>();
  for (const show of shows) if (show.continued) lines.set(Math.round(show.y), { items: [], shows: [] });
  for (const show of shows) lines.get(Math.round(show.y))?.shows.push(show);
  for (const item of items) if (item.upright) lines.get(Math.round(item.y))?.items.push(item);
  for (const line of lines.values()) {
    const itemRuns = runsBy(line.items, (item) => item.font);
    const showRuns = runsBy(line.shows, (show) => `${show.scope}/${show.fontResource}`);
    if (itemRuns.length !== showRuns.length) continue;
    itemRuns.forEach((run, index) => {
      const show = showRuns[index]?.[0];
      if (show) for (const item of run) paired.set(item, show);
    });
  }
  return paired;
}

export interface PageBlocks {
  /** The page's lines, before they were grouped (for --debug-dir). */
  lines: TextLine[];
  blocks: TextBlock[];
  /** The shows that drew a block; `traced` is false when some of its text cannot be found in them. */
  showsOf(block: TextBlock): { shows: ShownText[]; traced: boolean };
}

/** Shows on a run's baseline that start inside it (pdf.js joins neighbouring shows into one item). */
function runShows(run: TextRun, byLine: Map<number, ShownText[]>): ShownText[] {
  // Raised and lowered glyphs (a TeX asterisk, a superscript) are shown a little off the baseline.
  const reach = Math.ceil(0.3 * Math.max(run.size, 1));
  const key = Math.round(run.baseline);
  const near: ShownText[] = [];
  for (let k = key - reach; k <= key + reach; k++) near.push(...(byLine.get(k) ?? []));
  return near.filter(
    (show) =>
      Math.abs(show.y - run.baseline) < 0.3 * Math.max(run.size, 1) &&
      show.x >= run.x - 1 &&
      show.x < run.x + Math.max(run.width, 1) - 0.5,
  );
}

/**
 * TeX draws an underscore in a text font as a rule, which pdf.js reads as a space: the space
 * nearest each such rule on the item's baseline becomes an underscore (`idn2_to_unicode`), so the
 * identifier is read, protected and drawn whole.
 */
function withUnderscores(item: PositionedItem, marks: PaintedBox[]): string {
  const { text, x, width, y, size } = item;
  const rules = marks.filter((mark) => mark.x1 <= x + width && isUnderscoreRule(mark, x, y, size));
  if (rules.length === 0 || !text.includes(' ')) return text;
  const characters = Array.from(text);
  const starts = characterStarts(item, characters);
  const centres = characters.map((_, index) => ((starts[index] ?? 0) + (starts[index + 1] ?? 0)) / 2);
  for (const mark of rules) {
    const middle = (mark.x0 + mark.x1) / 2;
    const nearest = characters
      .map((character, index) => ({ index, distance: Math.abs((centres[index] ?? 0) - middle) }))
      .filter(({ index, distance }) => characters[index] === ' ' && distance < size)
      .sort((a, b) => a.distance - b.distance)[0];
    if (nearest) characters[nearest.index] = '_';
  }
  return characters.join('');
}

/** The symbols an AMS font's codes draw, where the text layer read them as letters (msam's "I" is ▶). */
function symbolText(text: string, font: keyof typeof TEX_SYMBOL_CODES): string {
  const table = TEX_SYMBOL_CODES[font];
  return [...text].map((char) => table[char.codePointAt(0) ?? 128] || char).join('');
}

/** A line drawn under most of the item, just below its baseline: it is underlined. */
function underlined(item: PositionedItem, marks: PaintedBox[]): boolean {
  const { x, y, width, size } = item;
  return marks.some(
    (mark) =>
      mark.y1 <= y + 0.05 * size &&
      mark.y0 >= y - 0.35 * size &&
      Math.min(mark.x1, x + width) - Math.max(mark.x0, x) > 0.8 * width,
  );
}

export function blocksFromLayer(
  layer: PageTextLayer,
  shows: ShownText[],
  styleOf: (show: ShownText) => FontStyle,
  pageWidth: number,
  rules: Rules = NO_RULES,
  textMarks: PaintedBox[] = [],
  links: PageLink[] = [],
  hyphenation: Hyphenation = 'typesetter',
): PageBlocks {
  const runs: TextRun[] = [];
  const covering = new Map<TextRun, ShownText>();
  const inFontOrder = showsByFontOrder(layer.runs, shows);
  const byLine = new Map<number, ShownText[]>();
  for (const show of shows) {
    const key = Math.round(show.y);
    let line = byLine.get(key);
    if (!line) byLine.set(key, (line = []));
    line.push(show);
  }
  const items = layer.runs
    .flatMap((item) => (item.upright && !inFontOrder.has(item) ? splitAtColourChanges(item, shows) : [item]))
    .flatMap((item) => (item.upright ? splitAtLinks(item, links) : [item]));
  for (const item of items) {
    if (!item.upright) continue;
    const show = inFontOrder.get(item) ?? matchShow(item, shows);
    // Invisible text (render mode 3, e.g. an OCR layer) and text kept in place are not redrawn.
    if (show && (show.renderMode === 3 || show.renderMode === 7 || show.rotated)) continue;
    const { symbols, ...style } = show
      ? styleOf(show)
      : { bold: false, italic: false, serif: false, mono: false, symbols: undefined };
    // pdf.js calls a font monospace when its few glyphs share a width (a lone © or ∗ font), and names
    // an item after its first glyph's font: its guess only counts when the font itself is unknown.
    const mono = show ? style.mono : item.family === 'monospace';
    const run: TextRun = {
      // Code keeps the text its source layer has: a reader comparing code lines reads a space there too.
      text: symbols ? symbolText(item.text, symbols) : mono ? item.text : withUnderscores(item, textMarks),
      x: item.x,
      baseline: item.y,
      width: item.width,
      size: item.size,
      ...style,
      mono,
      colour: show?.colour ?? [0, 0, 0],
    };
    if (item.element !== undefined) run.element = item.element;
    const link = linkAt(links, item.x, item.x + item.width, item.y, item.size);
    if (link !== undefined) run.link = link;
    if (underlined(item, textMarks)) run.underline = true;
    // The shows that drew the run in its font (one show per word or line part, as XeTeX writes them).
    const drawing = show
      ? [
          show,
          ...runShows(run, byLine).filter(
            (other) =>
              other !== show && other.fontResource === show.fontResource && other.scope === show.scope,
          ),
        ]
      : [];
    for (const piece of splitSmallCaps(run, drawing)) {
      runs.push(piece);
      if (show) covering.set(piece, show);
    }
  }
  const lines = groupLines(runs, rules);
  const blocks = groupBlocks(lines, pageWidth, rules, hyphenation);
  // A run's own shows, and the show it is part of when that show began before it (one show can
  // draw a whole line that pdf.js cuts into items at wide gaps).
  const showsOf = (block: TextBlock) => {
    const found = block.lines.flatMap((line) =>
      line.runs.map((run) => {
        const own = runShows(run, byLine);
        const cover = covering.get(run);
        return cover && !own.includes(cover) ? [cover, ...own] : own;
      }),
    );
    return { shows: [...new Set(found.flat())], traced: found.every((list) => list.length > 0) };
  };
  // Code stays where it is, in its own font; code whose shows cannot all be found is redrawn verbatim.
  for (const block of blocks) if (block.kind === 'code' && !showsOf(block).traced) block.kind = 'lines';
  return { lines, blocks, showsOf };
}
