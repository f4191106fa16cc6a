import { describe, expect, it } from 'vitest';
import { linesOfPage } from './lines';

const line = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number) => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});

describe('linesOfPage', () => {
  it('lists the lines of every block and paragraph in order, with boxes as x/y/width/height', () => {
    const page = {
      blocks: [
        {
          paragraphs: [
            { lines: [line('The house\n', 91, 10, 20, 110, 50), line('  is   small. ', 88, 10, 60, 90, 90)] },
          ],
        },
        {
          paragraphs: [
            { lines: [line('EXIT', 75, 300, 5, 360, 30)] },
            { lines: [line(' \n', 10, 0, 0, 1, 1)] },
          ],
        },
      ],
    };
    expect(linesOfPage(page)).toEqual([
      { text: 'The house', confidence: 91, box: { x: 10, y: 20, width: 100, height: 30 } },
      { text: 'is small.', confidence: 88, box: { x: 10, y: 60, width: 80, height: 30 } },
      { text: 'EXIT', confidence: 75, box: { x: 300, y: 5, width: 60, height: 25 } },
    ]);
  });

  it('gives no lines for a page without blocks', () => {
    expect(linesOfPage({ blocks: null })).toEqual([]);
  });
});
