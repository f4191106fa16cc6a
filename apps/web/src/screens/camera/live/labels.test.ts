import { describe, expect, it } from 'vitest';
import { LABEL_FONT, layoutLabels, type Label } from './labels';

/** Every glyph half the font size wide. */
const measure = (text: string, fontSize: number) => text.length * fontSize * 0.5;
const display = { width: 390, height: 700 };

const overlapping = (labels: Label[]) =>
  labels.flatMap((a, i) =>
    labels
      .slice(i + 1)
      .filter(
        (b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
      )
      .map((b) => [a, b]),
  );

describe('layoutLabels', () => {
  it('covers a line whose translation fits, at 0.7 of its height', () => {
    const [label] = layoutLabels([{ x: 20, y: 100, width: 300, height: 40 }], ['La casa'], display, measure);
    expect(label).toEqual({ x: 20, y: 100, width: 300, height: 40, fontSize: 28 });
  });

  it('widens a label to the right, then shrinks its font, to fit a longer translation on one line', () => {
    const wider = layoutLabels(
      [{ x: 20, y: 100, width: 100, height: 40 }],
      ['La casa es'],
      display,
      measure,
    )[0]!;
    expect(wider.fontSize).toBe(28);
    expect(wider.width).toBeCloseTo(10 * 14 + 14);

    const text = 'El jardín es verde y la casa es pequeña';
    const smaller = layoutLabels([{ x: 20, y: 100, width: 100, height: 40 }], [text], display, measure)[0]!;
    expect(smaller.width).toBeLessThanOrEqual(display.width - 20);
    expect(measure(text, smaller.fontSize) + 0.5 * smaller.fontSize).toBeCloseTo(smaller.width);
    expect(smaller.fontSize).toBeLessThan(28);
  });

  it('never shrinks below the minimum size, and never leaves the display (the rest is cut)', () => {
    const [label] = layoutLabels(
      [{ x: 200, y: 100, width: 100, height: 40 }],
      ['x'.repeat(200)],
      display,
      measure,
    );
    expect(label!.fontSize).toBe(LABEL_FONT.min);
    expect(label!.x + label!.width).toBeLessThanOrEqual(display.width);
  });

  it('stacks labels of close lines instead of drawing one over the other', () => {
    // Lines 18 px apart, each 16 px high: at the minimum font size the labels are taller than that.
    const boxes = [0, 1, 2, 3].map((line) => ({ x: 10, y: 200 + line * 18, width: 200, height: 16 }));
    const texts = ['Una línea larga', 'Otra línea', 'La tercera', 'Y la cuarta línea'];
    const labels = layoutLabels(boxes, texts, display, measure);
    expect(overlapping(labels)).toEqual([]);
    // In reading order, top to bottom.
    for (let i = 1; i < labels.length; i++) expect(labels[i]!.y).toBeGreaterThan(labels[i - 1]!.y);
  });

  it('moves a label below one it would cover beside it, and leaves apart ones where they are', () => {
    const boxes = [
      { x: 10, y: 100, width: 120, height: 30 },
      { x: 200, y: 105, width: 120, height: 30 },
      { x: 10, y: 400, width: 120, height: 30 },
    ];
    // The first translation is long: widened to the right, it reaches the second line's box.
    const texts = ['Una traducción mucho más larga', 'Corta', 'Lejos'];
    const labels = layoutLabels(boxes, texts, display, measure);
    expect(overlapping(labels)).toEqual([]);
    expect(labels[0]!.y).toBe(100);
    expect(labels[1]!.y).toBeGreaterThanOrEqual(labels[0]!.y + labels[0]!.height);
    expect(labels[2]!.y).toBe(400);
  });
});
