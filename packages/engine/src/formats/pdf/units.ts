// A PDF block's translation units and their tagged segments. A paragraph is one unit; a
// line-structured block is one unit per line, so each line comes back on its own baseline. Runs in
// the unit's main style are bare text, other styles (bold, italic, colour) travel as <g> tags, and
// code runs as <x/> atoms that come back verbatim.

import { codeNames, encodeInline, type Inline } from '../inline/tagged.ts';
import { isRtlText, type Direction } from '../../fonts/bidi.ts';
import { splitInitial } from '../../layout/initials.ts';
import type { TextBlock } from '../../layout/blocks.ts';
import { continuesCode, lineEndHyphen, type Hyphenation } from '../../layout/paragraph-breaks.ts';
import { type TextLine, type TextRun, type TextStyle } from '../../layout/lines.ts';
import { styleKey, styleOfRun } from '../../layout/run-style.ts';
import type { Piece } from '../../layout/fit.ts';
import { formulaOf, gatherFormulas, type PaintedRule } from '../../layout/formula.ts';

type Atom = Piece<TextStyle>;
type Item = Inline<Atom, never>;

export interface Unit {
  lines: TextLine[];
  segment: string;
  decode(translation: string): Piece<TextStyle>[];
}

/** The unit's runs as inline items, with the spaces and de-hyphenation a reader would see. */
function inlineItems(
  lines: TextLine[],
  styles: Map<string, TextStyle>,
  rules: PaintedRule[],
  hyphenation: Hyphenation = 'typesetter',
): Item[] {
  const items: Item[] = [];
  const lastText = () => {
    for (let index = items.length - 1; index >= 0; index--) {
      const item = items[index];
      if (item?.kind === 'text') return item;
      if (item?.kind === 'atom') return undefined;
    }
    return undefined;
  };
  lines.forEach((line, lineIndex) => {
    // Right-to-left lines read from their rightmost run.
    const rtl = isRtlText(line.text);
    const entries = rtl ? [...line.runs].reverse() : gatherFormulas(line.runs);
    let previous: { x: number; width: number } | undefined;
    for (const entry of entries) {
      const runs = Array.isArray(entry) ? entry : [entry];
      const run = runs[0] as TextRun;
      // A formula is one word wherever it is wrapped.
      const text = Array.isArray(entry)
        ? runs
            .map((part) => part.text)
            .join('')
            .replace(/\s+/g, '')
        : run.text.replace(/\s+/g, ' ');
      if (text.trim() === '') continue;
      const gap = previous
        ? Math.max(run.x - (previous.x + previous.width), previous.x - (run.x + run.width))
        : 0;
      const wrapped = items[items.length - 1];
      const above = lines[lineIndex - 1];
      const wraps = above !== undefined && (wrappedAddress(above, run) || continuesCode(above, line));
      if (!previous && wrapped?.kind === 'atom' && wraps) {
        wrapped.atom.text += text.trim();
        previous = { x: run.x, width: run.width };
        continue;
      }
      if (!previous && lineIndex > 0) {
        const before = lastText();
        const hyphen = before ? lineEndHyphen(before.text, text.trimStart(), hyphenation) : undefined;
        if (before && hyphen === 'dropped') before.text = before.text.slice(0, -1);
        else if (hyphen !== 'kept') items.push({ kind: 'text', style: styleKey(line.style), text: ' ' });
      } else if (previous && gap > 0.15 * run.size && !/^\s/.test(text))
        items.push({ kind: 'text', style: styleKey(line.style), text: ' ' });
      const last = runs[runs.length - 1] as TextRun;
      previous = { x: run.x, width: last.x + last.width - run.x };
      if (Array.isArray(entry)) {
        const math = runs.find((part) => part.math) ?? run;
        const { script: _, ...style } = styleOfRun(math);
        items.push({
          kind: 'atom',
          atom: { text, style: { ...style, formula: formulaOf(runs, line, rules) } },
        });
        continue;
      }
      const style = styleOfRun(run);
      const before = items.findLast((item) => item.kind === 'text');
      // Signs set in the Western face beside Devanagari or Arabic letters (LibreOffice does) are not styled text.
      const key =
        before?.kind === 'text' &&
        onlySigns(text) &&
        NOT_LATIN.test(before.text) &&
        sameLookButFace(styles.get(before.style), style)
          ? before.style
          : styleKey(style);
      if (key === styleKey(style)) styles.set(key, style);
      if (run.mono || acronym(run)) items.push({ kind: 'atom', atom: { text: text.trim(), style } });
      else items.push({ kind: 'text', style: key, text });
    }
  });
  return items;
}

const onlySigns = (text: string) => /^[\p{P}\s]+$/u.test(text);
/** A letter of another script than Latin. */
const NOT_LATIN = /(?=\p{L})\P{Script=Latin}/u;

/** Two looks that differ at most in their face (serif or sans, family). */
function sameLookButFace(one: TextStyle | undefined, other: TextStyle): boolean {
  return (
    one !== undefined &&
    styleKey({ ...one, serif: false, family: undefined, source: undefined }) ===
      styleKey({ ...other, serif: false, family: undefined, source: undefined })
  );
}

/** A short word in small capitals, lowercase in the text layer (`cpu`, `ram`): an acronym, kept. */
function acronym(run: TextRun): boolean {
  return run.smallcaps === true && /^\p{Ll}{2,4}$/u.test(run.text.trim());
}

/** A monospace link going on from the line above (a URL wrapped after `https:`) is one word. */
function wrappedAddress(above: TextLine, run: TextRun): boolean {
  const end = above.runs[above.runs.length - 1];
  return run.mono && end?.mono === true && run.link !== undefined && end.link === run.link;
}

/**
 * Spaces the source had around its code runs, put back where the provider glued words onto them,
 * and no two spaces where pieces meet.
 */
function respace(items: Item[], pieces: Piece<TextStyle>[]): Piece<TextStyle>[] {
  const gaps = new Map<Atom, { before: boolean; after: boolean }>();
  items.forEach((item, index) => {
    if (item.kind !== 'atom') return;
    // Only a space the source had: tokens of code in colours of their own (`Date` `(` `9e8`) touch.
    const side = (other: Item | undefined, edge: RegExp) => other?.kind === 'text' && edge.test(other.text);
    gaps.set(item.atom, { before: side(items[index - 1], /\s$/u), after: side(items[index + 1], /^\s/u) });
  });
  const out = pieces.map((piece) => ({ ...piece }));
  out.forEach((piece, index) => {
    const gap = [...gaps].find(([atom]) => atom.text === piece.text && atom.style === piece.style)?.[1];
    const previous = out[index - 1];
    const next = out[index + 1];
    if (gap?.before && previous && !/\s$/u.test(previous.text)) previous.text += ' ';
    if (gap?.after && next && !/^\s/u.test(next.text)) next.text = ' ' + next.text;
    // One space where a tag's closing space meets the space after it (`’s </g> internationalized`).
    if (previous && /\s$/u.test(previous.text) && /^\s/u.test(piece.text))
      piece.text = piece.text.trimStart();
  });
  return out;
}

/** The block's units; `rules` are the page's painted rules, for the formulas that hold some. */
export function unitsOf(block: TextBlock, rules: PaintedRule[] = []): Unit[] {
  // A contents entry sends its title alone: the section and page numbers stay where they are.
  const groups =
    block.kind === 'paragraph'
      ? [block.lines]
      : block.lines.map((line) => [line.toc ? { ...line, runs: line.toc.title } : line]);
  return groups.map((lines) => {
    const styles = new Map<string, TextStyle>([[styleKey(block.style), block.style]]);
    const items = inlineItems(lines, styles, rules, block.hyphenation);
    // A paragraph's initial is its first letter: the provider reads the whole first word.
    const first = items[0];
    if (block.initial && first?.kind === 'text') first.text = block.initial.run.text.trim() + first.text;
    const encoded = encodeInline(items);
    return {
      lines,
      segment: encoded.segment,
      decode: (translation) =>
        respace(
          items,
          encoded.decode(translation).flatMap((item): Piece<TextStyle>[] => {
            if (item.kind === 'atom') return [item.atom];
            if (item.kind === 'text')
              return [{ text: item.text, style: styles.get(item.style) ?? block.style }];
            return [];
          }),
        ),
    };
  });
}

/**
 * A paragraph's translation with its first letter taken out to be drawn as its initial, in the
 * initial's own style (left-to-right text only: elsewhere the letter stays in the text).
 */
export function withInitial(
  block: TextBlock,
  units: Piece<TextStyle>[][],
  direction: Direction,
): { units: Piece<TextStyle>[][]; initial?: Piece<TextStyle> } {
  if (!block.initial || direction !== 'ltr') return { units };
  const { letter, rest } = splitInitial(units[0] ?? []);
  if (!letter) return { units };
  const [[initial]] = inSourceFonts([[{ text: letter.text, style: styleOfRun(block.initial.run) }]]) as [
    [Piece<TextStyle>],
  ];
  return { units: [rest, ...units.slice(1)], initial };
}

const sourceKey = (style: TextStyle) => `${styleKey(style)}#${style.source?.key ?? ''}`;

/**
 * The styles whose document font lacks a glyph of some text set in them, over the blocks given
 * (each a list of units of pieces): a whole page, so one style keeps one face on it, not
 * paragraphs of two faces side by side.
 */
export function lackingSourceFonts(blocks: Piece<TextStyle>[][][]): Set<string> {
  const lacking = new Set<string>();
  for (const { text, style } of blocks.flat(2))
    if (
      style.source &&
      Array.from(text).some((char) => /\S/u.test(char) && !style.source?.has(char.codePointAt(0) ?? 0))
    )
      lacking.add(sourceKey(style));
  return lacking;
}

/**
 * A block's pieces, drawn in the document's own fonts except in the styles whose font lacks a glyph
 * (by default, of this block's text): not letters of two faces mixed in a word.
 */
export function inSourceFonts(
  units: Piece<TextStyle>[][],
  lacking = lackingSourceFonts([units]),
): Piece<TextStyle>[][] {
  if (lacking.size === 0) return units;
  return units.map((pieces) =>
    pieces.map((piece) => {
      if (!lacking.has(sourceKey(piece.style))) return piece;
      const { source: _, ...installed } = piece.style;
      return { ...piece, style: installed };
    }),
  );
}

const OPTION_PLACEHOLDER = /(?<![\w-])--?[A-Za-z][\w-]*(?:=|\s)\[?([A-Z][A-Z\d_]+)\b/gu;

/**
 * Names the document sets in code, kept verbatim wherever they occur: identifiers in code runs of one
 * word inside running text (`asn1Coding`, `--verbose`, `PATH`), and commands, the first words of
 * code lines (`tar` in `$ tar -cvf etc.tar /etc`), that the running text also sets apart in bold or
 * code (manual pages set commands so), and options' placeholders (`FILE` in `--file=FILE`). A plain
 * word set as code but never a command (`package`, `figure`) is translated in prose.
 */
export function namesInCode(blocks: TextBlock[]): string[] {
  const words = new Set<string>();
  const commands = new Set<string>();
  const setApart = new Set<string>();
  for (const block of blocks) {
    for (const line of block.lines) {
      // Code lines, and shell prompts in any font (manual pages set examples in bold).
      const prompt = /^[$#%>]\s+([a-z][\w.-]*)(?=\s|$)/u.exec(line.text)?.[1];
      if (prompt) commands.add(prompt);
      // An option's placeholder in capitals (--listed-incremental=FILE, -f ARCHIVE) is its name in prose too.
      for (const [, placeholder] of line.text.matchAll(OPTION_PLACEHOLDER))
        if (placeholder) words.add(placeholder);
      if (block.kind === 'code') {
        const command = /^(?:[$#%>]\s+)?([a-z][\w.-]*)(?=\s)/u.exec(line.text)?.[1];
        if (command) commands.add(command);
        continue;
      }
      for (const run of line.runs) {
        const word = bareWord(run.text);
        if (/\s/u.test(word)) continue;
        if (run.mono) words.add(word);
        if (run.mono || run.bold) setApart.add(word);
      }
    }
  }
  const plainWord = (word: string) => /^\p{Lu}?\p{Ll}+$/u.test(word);
  return codeNames([
    ...[...words].filter((word) => !plainWord(word)),
    ...[...commands].filter((command) => setApart.has(command)),
  ]);
}

function bareWord(text: string): string {
  return text.trim().replace(/^[("'‘“]+|[)"'’”,.;:]+$/gu, '');
}
