import { describe, expect, it } from 'vitest';
import { detectScript, ocrLanguages, parseOsd } from '../../src/ocr/script.ts';
import { signWith } from '../fixtures/images.ts';

// stdout of `tesseract <image> stdout --psm 0 -l osd -c min_characters_to_try=10` (Tesseract 5,
// Debian), captured on generated 900×420 signs laid out like signWith(): Russian, Chinese, Korean.
const CYRILLIC = `Page number: 0
Orientation in degrees: 0
Rotate: 0
Orientation confidence: 4.57
Script: Cyrillic
Script confidence: 8.67
`;
const HAN = `Page number: 0
Orientation in degrees: 0
Rotate: 0
Orientation confidence: 1.69
Script: Han
Script confidence: 0.51
`;
const KOREAN = `Page number: 0
Orientation in degrees: 0
Rotate: 0
Orientation confidence: 1.00
Script: Korean
Script confidence: 0.64
`;

describe('OSD output', () => {
  it('gives the script, its confidence and the orientation', () => {
    expect(parseOsd(CYRILLIC)).toEqual({ script: 'Cyrillic', confidence: 8.67, orientation: 0 });
    expect(parseOsd(HAN)).toEqual({ script: 'Han', confidence: 0.51, orientation: 0 });
    expect(parseOsd(KOREAN)?.script).toBe('Korean');
  });

  it('gives nothing when OSD refused the image (it then prints only on stderr)', () => {
    // A blank page: exit code 1, stdout empty, stderr "Too few characters. Skipping this page".
    expect(parseOsd('')).toBeUndefined();
  });
});

const RUSSIAN: [string, string, string] = [
  'Городской сад',
  'Летний урожай был отличным.',
  'Мы собрали помидоры и яблоки.',
];

describe('script detection on images', () => {
  it('finds Cyrillic on a Russian sign and reads it with Russian and Ukrainian', async () => {
    const image = await signWith(RUSSIAN);
    expect((await detectScript(image))?.script).toBe('Cyrillic');
    expect(await ocrLanguages('auto', async () => image)).toBe('rus+ukr');
  });

  it('finds Han on a Chinese sign and reads it with Chinese and Japanese', async () => {
    const image = await signWith(['社区花园', '今年夏天的收成很好。', '会员们收集了西红柿和苹果。'], true);
    expect(await ocrLanguages('auto', async () => image)).toBe('chi_sim+jpn');
  });

  it('falls back to the Latin languages when OSD finds too few characters', async () => {
    const image = await signWith(['', '', 'Hi'] as [string, string, string]);
    expect(await detectScript(image)).toBeUndefined();
    expect(await ocrLanguages('auto', async () => image)).toBe('eng+spa+fra+deu');
  });

  it('does not run OSD when the source language is given', async () => {
    let made = false;
    const languages = await ocrLanguages('ru', async () => {
      made = true;
      return new Uint8Array();
    });
    expect([languages, made]).toEqual(['rus', false]);
  });
});
