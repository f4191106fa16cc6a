// Fits text into a box: wraps at word boundaries (anywhere in scripts without spaces) and shrinks
// the font size until the wrapped lines fit the box's height. Text is a list of styled pieces (runs
// in bold, italic or code inside a paragraph); plain strings are one piece.

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
  measure: Measure;
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
  /** False when even the smallest size overflowed the box. */
  fits: boolean;
}

export interface FitResult extends Omit<StyledFit<undefined>, 'lines'> {
  lines: string[];
}

/** Bisection steps: about 1 % of the size range. */
const BISECTION_STEPS = 7;
const NO_SPACE_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** A word: the pieces up to and including a break opportunity (a space, or any character of a script without spaces). */
function words<S>(pieces: Piece<S>[]): Piece<S>[][] {
  const out: Piece<S>[][] = [];
  let current: Piece<S>[] = [];
  for (const piece of pieces) {
    for (const part of piece.text.split(/(?<=\s)/u)) {
      const chars = NO_SPACE_SCRIPTS.test(part) ? Array.from(part) : [part];
      for (const text of chars) {
        if (text === '') continue;
        current.push({ text, style: piece.style });
        if (/\s$/u.test(text) || NO_SPACE_SCRIPTS.test(text)) {
          out.push(current);
          current = [];
        }
      }
    }
  }
  if (current.length > 0) out.push(current);
  return out;
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
export function wrapStyled<S>(
  pieces: Piece<S>[],
  width: number,
  size: number,
  measure: StyledMeasure<S>,
  firstIndent = 0,
): Piece<S>[][] {
  const lines: Piece<S>[][] = [];
  let current: Piece<S>[] = [];
  let currentWidth = 0;
  const push = () => {
    const line = tidy(current);
    if (line.some((piece) => piece.text.trim() !== '')) lines.push(line);
    current = [];
    currentWidth = 0;
  };
  const widthOf = (word: Piece<S>[], trimmed: boolean) =>
    word.reduce((sum, piece, index) => {
      const text = trimmed && index === word.length - 1 ? piece.text.trimEnd() : piece.text;
      return sum + (text === '' ? 0 : measure(text, piece.style, size));
    }, 0);
  for (const word of words(pieces)) {
    const bare = widthOf(word, true);
    const full = widthOf(word, false);
    const available = lines.length === 0 ? width - firstIndent : width;
    if (current.length > 0 && currentWidth + bare > available) push();
    if (current.length === 0 && bare > available && joinText(word).trim() !== '') {
      // A single word wider than the line: break it between characters.
      for (const piece of word) {
        for (const char of Array.from(piece.text)) {
          const charWidth = measure(char, piece.style, size);
          if (current.length > 0 && currentWidth + charWidth > width && char.trim() !== '') push();
          current.push({ text: char, style: piece.style });
          currentWidth += charWidth;
        }
      }
    } else if (current.length === 0 && joinText(word).trim() === '') {
      continue;
    } else {
      current.push(...word);
      currentWidth += full;
    }
    if (/\n/.test(joinText(word))) push();
  }
  push();
  return lines;
}

export function wrap(text: string, width: number, size: number, measure: Measure, firstIndent = 0): string[] {
  return wrapStyled([{ text, style: undefined }], width, size, (piece, _, at) => measure(piece, at), firstIndent).map(
    joinText,
  );
}

/** Widths scale with the size: each string is measured once, at size 1. */
function unitMeasure<S>(measure: StyledMeasure<S>): StyledMeasure<S> {
  const unit = new Map<S, Map<string, number>>();
  return (text, style, size) => {
    let widths = unit.get(style);
    if (!widths) unit.set(style, (widths = new Map()));
    let width = widths.get(text);
    if (width === undefined) widths.set(text, (width = measure(text, style, 1)));
    return width * size;
  };
}

/** The lines at one size, and whether they fit the box. */
export function layoutAt<S>(request: StyledFitRequest<S>, size: number): StyledFit<S> {
  const lines = wrapStyled(request.pieces, request.width, size, request.measure, request.indent ?? 0);
  const leading = size * Math.max(1, request.lineHeight);
  // Height from the first line's ascent to the last line's descent.
  const needed = lines.length === 0 ? 0 : size * 1.05 + (lines.length - 1) * leading;
  const widest = Math.max(
    0,
    ...lines.map((line) => line.reduce((sum, piece) => sum + request.measure(piece.text, piece.style, size), 0)),
  );
  const fits = needed <= request.height * 1.04 && widest <= request.width * 1.02;
  return { size, lines, leading, fits };
}

/** The largest size between minSize and the original at which the text fits (the smallest when none does). */
export function fitStyled<S>(request: StyledFitRequest<S>): StyledFit<S> {
  const measured = { ...request, measure: unitMeasure(request.measure) };
  const minSize = request.minSize ?? Math.max(3, request.size * 0.35);
  const full = layoutAt(measured, request.size);
  if (full.fits || request.size <= minSize) return full;
  const smallest = layoutAt(measured, minSize);
  if (!smallest.fits) return smallest;
  // Bisection (fitting is monotonic in the size, near enough).
  let best = smallest;
  let low = minSize;
  let high = request.size;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const middle = (low + high) / 2;
    const result = layoutAt(measured, middle);
    if (result.fits) {
      best = result;
      low = middle;
    } else high = middle;
  }
  return best;
}

export function fitText(request: FitRequest): FitResult {
  const fit = fitStyled({
    ...request,
    pieces: [{ text: request.text, style: undefined }],
    measure: (text, _, size) => request.measure(text, size),
  });
  return { ...fit, lines: fit.lines.map(joinText) };
}
