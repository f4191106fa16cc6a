// Inline formulas: the runs of a line set in math fonts, with the indices, accents, brackets and
// signs between them, travel as one atom the translation never touches, and are drawn again glyph
// group by glyph group at their source offsets, scaled with the line, so stacked indices
// (p_i^{-1}), accents over letters (X̃) and spacing stay as the source set them.

import { type Rgb, type TextLine, type TextRun, type TextStyle } from './lines.ts';
import { offBaseline, styleOfRun } from './run-style.ts';
import type { PageBox } from './room.ts';

/** A rule the page paints (a fraction bar, a root's bar, an arrow's shaft), with its colour. */
export interface PaintedRule extends PageBox {
  colour?: Rgb;
}

/** A rule of a formula: where it sits from the formula's start and baseline, and the page's own. */
export interface FormulaRule {
  dx: number;
  dy: number;
  width: number;
  height: number;
  colour?: Rgb;
  /** The rule as the page paints it: taken out of the page when the formula is drawn elsewhere. */
  painted: PaintedRule;
}

export interface FormulaPart {
  text: string;
  /** Offset from the formula's start and from the line's baseline, in the source's units. */
  dx: number;
  dy: number;
  /** Source width: a part our font sets wider is narrowed to it. */
  width: number;
  size: number;
  style: TextStyle;
}

export interface Formula {
  /** Source width and the size of the line it sat in: drawn at size s, it is width × s / size wide. */
  width: number;
  size: number;
  parts: FormulaPart[];
  rules: FormulaRule[];
}

/** A run that may sit inside a formula: signs and digits, at most one letter (`Γ(`, `[0, 1]`, `+`). */
function signsOnly(run: TextRun): boolean {
  const text = run.text.trim();
  return text !== '' && !/\p{L}.*\p{L}/su.test(text);
}

/** Sentence punctuation after a formula belongs to the sentence. */
const SENTENCE_PUNCTUATION = /^[.,;:!?]+$/u;

/**
 * The line's runs with each inline formula gathered: a stretch of runs holding a math-font run,
 * made of math-font runs, raised or lowered runs and runs of signs.
 */
export function gatherFormulas(runs: TextRun[]): (TextRun | TextRun[])[] {
  const out: (TextRun | TextRun[])[] = [];
  let stretch: TextRun[] = [];
  const flush = () => {
    let end = stretch.length;
    while (end > 0 && SENTENCE_PUNCTUATION.test(stretch[end - 1]?.text.trim() ?? '')) end--;
    const formula = stretch.slice(0, end);
    if (formula.some((run) => run.math)) out.push(formula, ...stretch.slice(end));
    else out.push(...stretch);
    stretch = [];
  };
  for (const run of runs) {
    // Raised or lowered runs belong to a formula; words merely set smaller do not.
    if (run.math || offBaseline(run) || signsOnly(run)) stretch.push(run);
    else {
      flush();
      out.push(run);
    }
  }
  flush();
  return out;
}

/** A thin horizontal rule within the formula's width and an em of its baseline belongs to it. */
function ruleOf(
  rule: PaintedRule,
  left: number,
  right: number,
  line: { baseline: number; size: number },
): boolean {
  const { size, baseline } = line;
  return (
    rule.y1 - rule.y0 <= 0.12 * size &&
    rule.x1 - rule.x0 >= 0.2 * size &&
    rule.x0 >= left - 0.1 * size &&
    rule.x1 <= right + 0.1 * size &&
    rule.y0 >= baseline - 0.8 * size &&
    rule.y1 <= baseline + 1.2 * size
  );
}

/**
 * The formula drawn by runs on a line of the given baseline and size, with the page's `rules`
 * that belong to it.
 */
export function formulaOf(
  runs: TextRun[],
  line: { baseline: number; size: number },
  rules: PaintedRule[] = [],
): Formula {
  const left = Math.min(...runs.map((run) => run.x));
  const right = Math.max(...runs.map((run) => run.x + run.width));
  return {
    width: right - left,
    size: line.size,
    rules: rules
      .filter((rule) => ruleOf(rule, left, right, line))
      .map((painted) => ({
        dx: painted.x0 - left,
        dy: painted.y0 - line.baseline,
        width: painted.x1 - painted.x0,
        height: painted.y1 - painted.y0,
        ...(painted.colour ? { colour: painted.colour } : {}),
        painted,
      })),
    parts: runs.map((run) => {
      const { script: _, ...plain } = styleOfRun(run);
      const style = run.math ? { ...plain, math: true } : plain;
      return {
        text: run.text.trim(),
        dx: run.x - left,
        dy: run.baseline - line.baseline,
        width: run.width,
        size: run.size,
        style,
      };
    }),
  };
}

/**
 * A displayed formula: kept as drawn. With math fonts, a line whose runs outside them hold no word
 * (`(a) n = 2; or` has one to translate); otherwise a line of relations without words.
 */
export function isFormula(line: TextLine): boolean {
  if (line.runs.some((run) => run.math))
    return line.runs.every((run) => run.math || offBaseline(run) || !/\p{L}{2,}/u.test(run.text));
  return (
    /[=<>≤≥≠≈∈∉⊂⊆⊃⊇∩∪∑∏∫√∞±×÷∀∃∅−]/u.test(line.text) &&
    !/\p{L}{3,}/u.test(line.text.replace(/\(\d+(\.\d+)*\)/gu, ''))
  );
}
