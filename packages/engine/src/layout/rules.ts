// Thin painted rules (table borders, separators, frames) that text never runs across: a line is not
// joined across a vertical rule, a paragraph not across a horizontal one.

/** What a rule check needs of a line: its horizontal extent, baseline and size. */
interface RuledLine {
  x: number;
  right: number;
  baseline: number;
  size: number;
}

export interface Rules {
  /** Vertical rules: x, and the y range they span. */
  vertical: { x: number; y0: number; y1: number }[];
  /** Horizontal rules: y, and the x range they span. */
  horizontal: { y: number; x0: number; x1: number }[];
}

export const NO_RULES: Rules = { vertical: [], horizontal: [] };

/** Rules from painted boxes: a box thinner than 2 units one way and longer than 6 the other. */
export function rulesFrom(boxes: { x0: number; y0: number; x1: number; y1: number }[]): Rules {
  const rules: Rules = { vertical: [], horizontal: [] };
  for (const box of boxes) {
    const width = box.x1 - box.x0;
    const height = box.y1 - box.y0;
    if (width <= 2 && height > 6) rules.vertical.push({ x: (box.x0 + box.x1) / 2, y0: box.y0, y1: box.y1 });
    else if (height <= 2 && width > 6)
      rules.horizontal.push({ y: (box.y0 + box.y1) / 2, x0: box.x0, x1: box.x1 });
    else if (width > 6 && height > 6) {
      // A stroked or filled rectangle (a cell, a frame): its four sides.
      rules.vertical.push({ x: box.x0, y0: box.y0, y1: box.y1 }, { x: box.x1, y0: box.y0, y1: box.y1 });
      rules.horizontal.push({ y: box.y0, x0: box.x0, x1: box.x1 }, { y: box.y1, x0: box.x0, x1: box.x1 });
    }
  }
  return rules;
}

/** A vertical rule between two runs on one baseline. */
export function ruleBetweenColumns(rules: Rules, left: number, right: number, baseline: number): boolean {
  return rules.vertical.some(
    (rule) => rule.x > left - 0.5 && rule.x < right + 0.5 && rule.y0 <= baseline && rule.y1 >= baseline,
  );
}

/** A horizontal rule between two lines (an upper and a lower one) where they overlap across. */
export function ruleBetweenLines(rules: Rules, upper: RuledLine, lower: RuledLine): boolean {
  const x0 = Math.max(upper.x, lower.x);
  const x1 = Math.min(upper.right, lower.right);
  return rules.horizontal.some(
    // Below the upper line's descenders (an underline is not a rule) and above the lower line's letters.
    (rule) =>
      rule.y < upper.baseline - 0.3 * upper.size &&
      rule.y > lower.baseline + 0.5 * lower.size &&
      rule.x0 < x1 &&
      rule.x1 > x0,
  );
}
