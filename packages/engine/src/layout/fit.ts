// Fits a text into a box: wraps at word boundaries (anywhere in scripts without spaces) and shrinks
// the font size step by step until the wrapped lines fit the box's height.

export type Measure = (text: string, size: number) => number;

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

export interface FitResult {
  size: number;
  lines: string[];
  /** Baseline distance in user units. */
  leading: number;
  /** False when even the smallest size overflowed the box. */
  fits: boolean;
}

/** Bisection steps: about 1 % of the size range. */
const BISECTION_STEPS = 7;
const NO_SPACE_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Splits text into breakable pieces, keeping each piece's trailing space. */
function pieces(text: string): string[] {
  const words = text.split(/(?<=\s)/u);
  return words.flatMap((word) => (NO_SPACE_SCRIPTS.test(word) ? Array.from(word) : [word]));
}

/**
 * Greedy line breaking. Widths add up piece by piece (measures are additive over words), so each
 * piece is measured once per call instead of re-measuring every candidate line.
 */
export function wrap(text: string, width: number, size: number, measure: Measure, firstIndent = 0): string[] {
  const lines: string[] = [];
  let current = '';
  let currentWidth = 0;
  const push = () => {
    if (current.trim() !== '') lines.push(current.trimEnd());
    current = '';
    currentWidth = 0;
  };
  for (const piece of pieces(text)) {
    const word = piece.trimEnd();
    const wordWidth = word === '' ? 0 : measure(word, size);
    const fullWidth = word === piece ? wordWidth : measure(piece, size);
    const available = lines.length === 0 ? width - firstIndent : width;
    if (current !== '' && currentWidth + wordWidth > available) push();
    if (current === '' && wordWidth > available) {
      // A single word wider than the line: break it between characters.
      for (const char of Array.from(word)) {
        if (current !== '' && measure(current + char, size) > width) push();
        current += char;
      }
      currentWidth = measure(current, size);
      if (word !== piece) {
        current += piece.slice(word.length);
        currentWidth += fullWidth - wordWidth;
      }
    } else if (current === '' && word === '') {
      continue;
    } else {
      current += piece;
      currentWidth += fullWidth;
    }
    if (/\n/.test(piece)) push();
  }
  push();
  return lines;
}

export function fitText(request: FitRequest): FitResult {
  const minSize = request.minSize ?? Math.max(3, request.size * 0.35);
  const ratio = Math.max(1, request.lineHeight);
  // Widths scale with the size: measure each string once at size 1.
  const unit = new Map<string, number>();
  const measure: Measure = (text, size) => {
    let width = unit.get(text);
    if (width === undefined) {
      width = request.measure(text, 1);
      unit.set(text, width);
    }
    return width * size;
  };
  const attempt = (size: number): FitResult => {
    const lines = wrap(request.text, request.width, size, measure, request.indent ?? 0);
    const leading = size * ratio;
    // Height from the first line's ascent to the last line's descent.
    const needed = lines.length === 0 ? 0 : size * 1.05 + (lines.length - 1) * leading;
    const widest = Math.max(0, ...lines.map((line) => measure(line, size)));
    const fits = needed <= request.height * 1.04 && widest <= request.width * 1.02;
    return { size, lines, leading, fits };
  };
  const full = attempt(request.size);
  if (full.fits || request.size <= minSize) return full;
  const smallest = attempt(minSize);
  if (!smallest.fits) return smallest;
  // The largest size that fits, by bisection (fitting is monotonic in the size, near enough).
  let best = smallest;
  let low = minSize;
  let high = request.size;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const middle = (low + high) / 2;
    const result = attempt(middle);
    if (result.fits) {
      best = result;
      low = middle;
    } else high = middle;
  }
  return best;
}
