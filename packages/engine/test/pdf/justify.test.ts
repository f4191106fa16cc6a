import { describe, expect, it } from 'vitest';
import { justifiedSpacing, spreadWords } from '../../src/formats/pdf/justify.ts';
import type { TextStyle } from '../../src/layout/lines.ts';

const style: TextStyle = { bold: false, italic: false, serif: true, mono: false, colour: [0, 0, 0] };

describe('justified lines', () => {
  it('widens the spaces between words, not the space after a list marker', () => {
    const line = [{ text: '• Boolean logic: sign x, negation', style }];
    // Four spaces between words; the bullet's stays as it is.
    expect(justifiedSpacing(line, 8, 10)).toBe(2);
    const words = spreadWords(line, 2);
    expect(words.map(({ word, after }) => [word.text, after])).toEqual([
      ['• ', 0],
      ['Boolean ', 2],
      ['logic: ', 2],
      ['sign ', 2],
      ['x, ', 2],
      ['negation', 0],
    ]);
  });

  it('leaves a line ragged when its spaces would open wider than 0.8 em', () => {
    expect(justifiedSpacing([{ text: 'Two words', style }], 20, 10)).toBe(0);
  });
});
