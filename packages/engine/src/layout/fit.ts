// Fits text into a box: wraps at word boundaries (break-opportunities.ts for scripts without spaces)
// and shrinks the font size until the wrapped lines fit the box's height. Text is a list of styled
// pieces (runs in bold, italic or code inside a paragraph); plain strings are one piece.

import { breaksWithoutSpaces } from './break-opportunities.ts';
import { tieWords } from './tie-words.ts';

export type Measure = (text: string, size: number) => number;
export type StyledMeasure<S> = (text: string, style: S, size: number) => number;

export interface Piece<S> {
  text: string;
  style: S;
}

export interface FitRequest {
  text: string;
  /** Width lines may take. */
  width: number;
  /** Height the lines may take, from the top of the first line to the bottom of the last. */
  height: number;
  /** Starting (original) font size. */
  size: number;
  /** Baseline distance as a multiple of the size. */
  lineHeight: number;
  minSize?: number;
  /** First-line indent. */
  indent?: number;
  /** How many first lines take the indent (the lines beside a paragraph's initial); 1 when absent. */
  indentLines?: number;
  /** Denser settings to try, in order, before a smaller size; the request's own settings come first. */
  denser?: Density[];
  measure: Measure;
}

/** How tightly a paragraph is set at a given size: its baseline distance and its letters' width. */
export interface Density {
  /** Baseline distance as a multiple of the size. */
  lineHeight: number;
  /** Horizontal scale of the letters (1: as designed). */
  squeeze: number;
}

export interface StyledFitRequest<S> extends Omit<FitRequest, 'text' | 'measure'> {
  pieces: Piece<S>[];
  measure: StyledMeasure<S>;
}

export interface StyledFit<S> {
  size: number;
  lines: Piece<S>[][];
  /** Baseline distance in user units. */
  leading: number;
  /** Horizontal scale the lines are drawn at. */
  squeeze: number;
  /** False when even the smallest size overflowed the box. */
  fits: boolean;
}

export interface FitResult extends Omit<StyledFit<undefined>, 'lines'> {
  lines: string[];
}

/** Bisection steps: about 1 % of the size range. */
const BISECTION_STEPS = 7;
/**
 * Words: the pieces up to and including a break opportunity (after a space; in scripts without
 * spaces, where break-opportunities.ts finds one), a piece cut where a word ends inside it.
 */
function words<S>(pieces: Piece<S>[]): Piece<S>[][] {
  const text = pieces.map((piece) => piece.text).join('');
  const breaks = new Set(breaksWithoutSpaces(text));
  for (const space of text.matchAll(/\s/gu)) breaks.add(space.index + space[0].length);
  const out: Piece<S>[][] = [];
  let current: Piece<S>[] = [];
  let offset = 0;
  for (const piece of pieces) {
    let start = 0;
    for (let end = 1; end <= piece.text.length; end++) {
      const breaksHere = breaks.has(offset + end);
      if (!breaksHere && end < piece.text.length) continue;
      current.push({ text: piece.text.slice(start, end), style: piece.style });
      start = end;
      if (breaksHere) {
        out.push(current);
        current = [];
      }
    }
    offset += piece.text.length;
  }
  if (current.length > 0) out.push(current);
  return tieWords(out);
}

const joinText = <S>(line: Piece<S>[]) => line.map((piece) => piece.text).join('');

/** Drops trailing spaces of a line and merges neighbouring pieces of one style. */
function tidy<S>(line: Piece<S>[]): Piece<S>[] {
  const merged: Piece<S>[] = [];
  for (const piece of line) {
    const last = merged[merged.length - 1];
    if (last && last.style === piece.style) last.text += piece.text;
    else merged.push({ ...piece });
  }
  const last = merged[merged.length - 1];
  if (last) last.text = last.text.trimEnd();
  return merged.filter((piece) => piece.text !== '');
}

/**
 * Greedy line breaking. Widths add up word by word (measures are additive over words), so each
 * word is measured once per call instead of re-measuring every candidate line. Newlines force breaks.
 */
interface Word<S> {
  pieces: Piece<S>[];
  text: string;
  /** Widths at size 1 without and with the trailing space. */
  bare: number;
  full: number;
}

/** Words of a text measured at size 1, once per text and measure (fitting lays a text out many times). */
const measuredWords = new WeakMap<Piece<unknown>[], WeakMap<StyledMeasure<never>, Word<unknown>[]>>();

function wordsOf<S>(pieces: Piece<S>[], measure: StyledMeasure<S>): Word<S>[] {
  let byMeasure = measuredWords.get(pieces);
  if (!byMeasure) measuredWords.set(pieces, (byMeasure = new WeakMap()));
  const cached = byMeasure.get(measure as StyledMeasure<never>);
  if (cached) return cached as Word<S>[];
  const list = words(pieces).map((word): Word<S> => {
    const widthOf = (trimmed: boolean) =>
      word.reduce((sum, piece, index) => {
        const text = trimmed && index === word.length - 1 ? piece.text.trimEnd() : piece.text;
        return sum + (text === '' ? 0 : measure(text, piece.style, 1));
      }, 0);
    return { pieces: word, text: joinText(word), bare: widthOf(true), full: widthOf(false) };
  });
  byMeasure.set(measure as StyledMeasure<never>, list as Word<unknown>[]);
  return list;
}

export function wrapStyled<S>(
  pieces: Piece<S>[],
  width: number,
  size: number,
  measure: StyledMeasure<S>,
  firstIndent = 0,
): Piece<S>[][] {
  return breakLines(pieces, width, size, measure, firstIndent).lines;
}

/** The lines, and the widest line's width (trailing spaces included, which only errs on the safe side). */
function breakLines<S>(
  pieces: Piece<S>[],
  width: number,
  size: number,
  measure: StyledMeasure<S>,
  firstIndent: number,
  indentLines = 1,
): { lines: Piece<S>[][]; widest: number } {
  const lines: Piece<S>[][] = [];
  let widest = 0;
  let current: Piece<S>[] = [];
  let currentWidth = 0;
  let trailing = 0;
  const push = () => {
    const line = tidy(current);
    if (line.some((piece) => piece.text.trim() !== '')) {
      // A hanging first line (negative indent) starts left of the others and may reach further.
      const hang = lines.length === 0 ? Math.min(0, firstIndent) : 0;
      lines.push(line);
      widest = Math.max(widest, currentWidth - trailing + hang);
    }
    current = [];
    currentWidth = 0;
  };
  for (const word of wordsOf(pieces, measure)) {
    const bare = word.bare * size;
    const available = lines.length < indentLines ? width - firstIndent : width;
    const blank = word.text.trim() === '';
    if (current.length > 0 && currentWidth + bare > available) push();
    if (current.length === 0 && bare > available && !blank) {
      // A single word wider than the line: break it between characters.
      for (const piece of word.pieces) {
        for (const char of Array.from(piece.text)) {
          const charWidth = measure(char, piece.style, size);
          if (current.length > 0 && currentWidth + charWidth > width && char.trim() !== '') push();
          current.push({ text: char, style: piece.style });
          currentWidth += charWidth;
          trailing = 0;
        }
      }
    } else if (current.length === 0 && blank) {
      continue;
    } else {
      current.push(...word.pieces);
      currentWidth += word.full * size;
      trailing = (word.full - word.bare) * size;
    }
    if (word.text.includes('\n')) push();
  }
  push();
  return { lines, widest };
}

export function wrap(text: string, width: number, size: number, measure: Measure, firstIndent = 0): string[] {
  return wrapStyled(
    [{ text, style: undefined }],
    width,
    size,
    (piece, _, at) => measure(piece, at),
    firstIndent,
  ).map(joinText);
}

/** The lines at one size and density, and whether they fit the box. */
function layoutDense<S>(request: StyledFitRequest<S>, size: number, density: Density): StyledFit<S> {
  const { squeeze } = density;
  const { lines, widest } = breakLines(
    request.pieces,
    request.width / squeeze,
    size,
    request.measure,
    (request.indent ?? 0) / squeeze,
    request.indentLines,
  );
  const leading = size * Math.max(1, density.lineHeight);
  // Height from the first line's ascent to the last line's descent.
  const needed = lines.length === 0 ? 0 : size * 1.05 + (lines.length - 1) * leading;
  const fits = needed <= request.height * 1.04 && widest * squeeze <= request.width * 1.02;
  return { size, lines, leading, squeeze, fits };
}

/** The lines at one size, at the first density that fits (the densest when none does). */
export function layoutAt<S>(request: StyledFitRequest<S>, size: number): StyledFit<S> {
  let fit = layoutDense(request, size, { lineHeight: request.lineHeight, squeeze: 1 });
  for (const density of request.denser ?? []) {
    if (fit.fits) break;
    fit = layoutDense(request, size, density);
  }
  return fit;
}

/** The largest size between minSize and the original at which the text fits (the smallest when none does). */
export function fitStyled<S>(request: StyledFitRequest<S>): StyledFit<S> {
  const minSize = request.minSize ?? Math.max(3, request.size * 0.35);
  const full = layoutAt(request, request.size);
  if (full.fits || request.size <= minSize) return full;
  // Sizes are searched at the densest setting (fitting is monotonic in the size, near enough);
  // the size found is then laid out at the loosest setting that fits it.
  const densest = request.denser?.at(-1) ?? { lineHeight: request.lineHeight, squeeze: 1 };
  const dense = (size: number) => layoutDense(request, size, densest);
  const smallest = dense(minSize);
  if (!smallest.fits) return smallest;
  let low = minSize;
  let high = request.size;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const middle = (low + high) / 2;
    if (dense(middle).fits) low = middle;
    else high = middle;
  }
  return layoutAt(request, low);
}

export function fitText(request: FitRequest): FitResult {
  const fit = fitStyled({
    ...request,
    pieces: [{ text: request.text, style: undefined }],
    measure: (text, _, size) => request.measure(text, size),
  });
  return { ...fit, lines: fit.lines.map(joinText) };
}
