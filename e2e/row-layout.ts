import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// How a History row is laid out: every part the layout shows keeps room for its text, none overlaps
// another, none runs off the screen (issue 34: at 150 % text the name column shrank to nothing).

interface Box {
  part: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the first row's visible parts: the name, its status, pages, date and actions. */
async function rowParts(p: Page): Promise<Box[]> {
  return p
    .getByTestId('doc-row')
    .first()
    .evaluate((row) => {
      const parts: [string, Element | null][] = [
        ['name', row.querySelector('[data-part="name"]')],
        ['status', row.querySelector('[data-testid="doc-status"]')],
        ['pages', row.querySelector('[data-part="pages"]')],
        ['date', row.querySelector('[data-part="date"]')],
        ['actions', row.querySelector('[data-part="actions"]')],
      ];
      return parts.flatMap(([part, element]) => {
        if (!element) return [];
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return [];
        return [{ part, x: box.x, y: box.y, width: box.width, height: box.height }];
      });
    });
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

export async function expectRoomy(p: Page, label: string) {
  const parts = await rowParts(p);
  const name = parts.find((part) => part.part === 'name');
  // The name keeps at least eight characters of its 18-pixel text a line.
  expect(name?.width ?? 0, `${label}: the name's width`).toBeGreaterThan(8 * 18 * 0.5);
  for (const a of parts)
    for (const b of parts)
      if (a.part < b.part) expect(overlap(a, b), `${label}: ${a.part} and ${b.part} overlap`).toBe(false);
  const viewport = p.viewportSize()!;
  for (const part of parts)
    expect(part.x + part.width, `${label}: ${part.part} off the screen`).toBeLessThanOrEqual(
      viewport.width + 1,
    );
}
