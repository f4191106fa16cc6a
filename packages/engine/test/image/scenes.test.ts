import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegFormat, pngFormat, webpFormat } from '../../src/formats/image/index.ts';
import type { FormatContext, FormatOutput, SegmentTranslator } from '../../src/types.ts';
import { drawImage, imageBytes, type Background, type TextItem } from '../fixtures/images.ts';
import { reversingTranslator, reverseWords } from '../pdf/translators.ts';
import { decode, inkColumns, longWords, medianColour, ocrText } from './inspect.ts';

function context(translate: SegmentTranslator, from: string, to: string): FormatContext {
  return { translate, from, to, bilingual: false, onProgress: () => undefined };
}

const HARBOUR = (ink: string, tilted: string): TextItem[] => [
  { text: 'Welcome to the old harbour', x: 60, y: 120, size: 48, colour: ink },
  { text: 'Boats leave every morning at nine', x: 80, y: 300, size: 36, colour: tilted, angle: 8 },
  { text: 'Tickets are sold inside the station', x: 60, y: 480, size: 34, colour: ink },
];

describe('light text on a dark background with one tilted line', () => {
  const background: Background = { kind: 'flat', colour: '#102040' };
  let output: FormatOutput;

  beforeAll(async () => {
    const input = await imageBytes('png', 1000, 600, background, HARBOUR('#f0f0f0', '#ffe080'));
    output = await pngFormat.translate(input, context(reversingTranslator, 'en', 'es'));
  });

  it('reads the tilted line whole and reports its angle', () => {
    const tilted = output.blocks?.find((block) => block.text.startsWith('Boats'));
    expect(tilted?.text).toBe('Boats leave every morning at nine');
    expect(tilted?.angle).toBeGreaterThan(6);
    expect(tilted?.angle).toBeLessThan(10);
    const straight = output.blocks?.filter((block) => block !== tilted) ?? [];
    expect(straight.map((block) => block.angle)).toEqual([undefined, undefined]);
  });

  it('covers in the dark background colour, not white, and draws light text', async () => {
    const after = await decode(output.output);
    for (const block of output.blocks ?? []) {
      const colour = medianColour(after, block.box);
      [16, 32, 64].forEach((value, channel) =>
        expect(Math.abs((colour[channel] ?? 0) - value)).toBeLessThanOrEqual(6),
      );
      expect(inkColumns(after, block.box, [16, 32, 64]).length).toBeGreaterThan(block.box.width * 0.5);
    }
  });

  it('no longer shows the original words, and shows the translation', async () => {
    const inverted = await sharp(output.output).negate({ alpha: false }).png().toBuffer();
    const seen = ocrText(inverted, 'eng');
    const originals = longWords(
      HARBOUR('', '')
        .map((item) => item.text)
        .join(' '),
    );
    expect(originals.filter((word) => seen.includes(word))).toEqual([]);
    const reversed = originals.map(reverseWords).filter((word) => seen.includes(word));
    expect(reversed.length).toBeGreaterThan(originals.length * 0.6);
  });
});

describe('dark text on a photo-like gradient with grain', () => {
  const background: Background = { kind: 'photo', from: '#7aa0c8', to: '#d8c090', grain: 12 };

  it('fills each block from its surroundings: the gradient continues under the new text', async () => {
    const input = await imageBytes('webp', 1000, 600, background, HARBOUR('#202020', '#302010'));
    const output = await webpFormat.translate(input, context(reversingTranslator, 'en', 'es'));
    expect(output.blocks?.map((block) => block.text)).toEqual(HARBOUR('', '').map((item) => item.text));
    const plain = await decode(await drawImage(1000, 600, background, []).encode('png'));
    const after = await decode(output.output);
    expect(after.format).toBe('webp');
    for (const block of output.blocks ?? []) {
      const expected = medianColour(plain, block.box);
      const got = medianColour(after, block.box);
      got.forEach((value, channel) =>
        expect(Math.abs(value - (expected[channel] ?? 0))).toBeLessThanOrEqual(10),
      );
    }
  });
});

describe('several source languages', () => {
  const read = async (from: string, lines: string[]) => {
    const items = lines.map((text, index) => ({
      text,
      x: 50,
      y: 90 + index * 110,
      size: 40,
      colour: '#111111',
    }));
    const input = await imageBytes(
      'png',
      1000,
      110 * lines.length + 40,
      { kind: 'flat', colour: '#ffffff' },
      items,
    );
    const output = await pngFormat.translate(input, context(reversingTranslator, from, 'en'));
    return output.blocks?.map((block) => block.text).join(' ');
  };

  it('recognises French and German with their accents and ß', async () => {
    expect(await read('fr', ['Bienvenue à la gare', 'Fermé le dimanche'])).toBe(
      'Bienvenue à la gare Fermé le dimanche',
    );
    expect(await read('de', ['Die Straße ist gesperrt'])).toBe('Die Straße ist gesperrt');
  });
});

describe('a small screenshot', () => {
  it('reads 13–15 px interface text (upscaled for OCR) and keeps the image size', async () => {
    const input = await imageBytes('png', 360, 90, { kind: 'flat', colour: '#ffffff' }, [
      { text: 'Save changes before closing?', x: 12, y: 30, size: 15, colour: '#333333' },
      { text: 'Your work will be lost.', x: 12, y: 62, size: 13, colour: '#666666' },
    ]);
    const output = await pngFormat.translate(input, context(reversingTranslator, 'en', 'es'));
    expect(output.blocks?.map((block) => block.text)).toEqual([
      'Save changes before closing?',
      'Your work will be lost.',
    ]);
    const after = await decode(output.output);
    expect([after.width, after.height]).toEqual([360, 90]);
  });
});

describe('right-to-left target', () => {
  it('draws Arabic from the right edge of the block', async () => {
    const input = await imageBytes('png', 900, 200, { kind: 'flat', colour: '#ffffff' }, [
      { text: 'Open every day', x: 60, y: 110, size: 48, colour: '#000000' },
    ]);
    const output = await pngFormat.translate(
      input,
      context(async (s) => s.map(() => 'مفتوح'), 'en', 'ar'),
    );
    const block = output.blocks?.[0];
    expect(block?.translation).toBe('مفتوح');
    const after = await decode(output.output);
    const columns = inkColumns(after, block?.box ?? { x: 0, y: 0, width: 0, height: 0 }, [255, 255, 255]);
    const right = (block?.box.x ?? 0) + (block?.box.width ?? 0);
    expect(columns.length).toBeGreaterThan(20);
    expect(right - Math.max(...columns)).toBeLessThan(8);
    expect(Math.min(...columns) - (block?.box.x ?? 0)).toBeGreaterThan(40);
  });
});

describe('EXIF orientation', () => {
  it('reads a photo stored sideways upright and returns it upright', async () => {
    const upright = await imageBytes('png', 700, 200, { kind: 'flat', colour: '#f4f4f4' }, [
      { text: 'Platform closed', x: 40, y: 120, size: 56, colour: '#222222' },
    ]);
    // Stored turned a quarter to the left, with orientation 6 telling viewers to turn it back.
    const sideways = await sharp(upright).rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const output = await jpegFormat.translate(
      new Uint8Array(sideways),
      context(reversingTranslator, 'en', 'es'),
    );
    expect(output.blocks?.[0]?.text).toBe('Platform closed');
    const after = await decode(output.output);
    expect([after.width, after.height]).toEqual([700, 200]);
  });
});

describe('a station sign: white on a red banner, centred lines, a label on a yellow panel', () => {
  let output: FormatOutput;
  let after: Awaited<ReturnType<typeof decode>>;

  beforeAll(async () => {
    const canvas = drawImage(1000, 600, { kind: 'flat', colour: '#f5f5f5' }, []);
    const draw = canvas.getContext('2d');
    draw.fillStyle = '#b0202a';
    draw.fillRect(0, 0, 1000, 170);
    draw.fillStyle = '#ffe080';
    draw.fillRect(100, 430, 800, 120);
    draw.textAlign = 'center';
    draw.font = '56px "Fixture Sans Bold"';
    draw.fillStyle = '#ffffff';
    draw.fillText('Exit to platforms', 500, 105);
    draw.font = '34px "Fixture Sans"';
    draw.fillStyle = '#1060c0';
    draw.fillText('Please keep to the right', 500, 300);
    draw.fillText('and mind the gap', 500, 350);
    draw.textAlign = 'left';
    draw.fillStyle = '#303030';
    draw.fillText('Lifts are on the left side', 140, 505);
    const upper: SegmentTranslator = async (segments) => segments.map((segment) => segment.toUpperCase());
    output = await pngFormat.translate(
      new Uint8Array(await canvas.encode('png')),
      context(upper, 'en', 'es'),
    );
    after = await decode(output.output);
  });

  it('reads all three, light-on-dark included', () => {
    expect(output.blocks?.map((block) => block.text)).toEqual([
      'Exit to platforms',
      'Please keep to the right and mind the gap',
      'Lifts are on the left side',
    ]);
  });

  it('keeps centred text centred and each cover in its own background colour', () => {
    const [banner, centred, label] = output.blocks ?? [];
    const backgrounds: [number, number, number][] = [
      [176, 32, 42],
      [245, 245, 245],
      [255, 224, 128],
    ];
    [banner, centred].forEach((block, index) => {
      const columns = inkColumns(
        after,
        block?.box ?? { x: 0, y: 0, width: 0, height: 0 },
        backgrounds[index] ?? [0, 0, 0],
      );
      expect(Math.abs((Math.min(...columns) + Math.max(...columns)) / 2 - 500)).toBeLessThan(12);
    });
    [banner, centred, label].forEach((block, index) => {
      const colour = medianColour(after, block?.box ?? { x: 0, y: 0, width: 0, height: 0 });
      colour.forEach((value, channel) =>
        expect(Math.abs(value - (backgrounds[index]?.[channel] ?? 0))).toBeLessThanOrEqual(4),
      );
    });
  });

  it('lets a longer one-line label run on into the free panel instead of shrinking', () => {
    const label = output.blocks?.[2];
    const box = label?.box ?? { x: 0, y: 0, width: 0, height: 0 };
    const wider = { ...box, width: box.width * 1.6 };
    const columns = inkColumns(after, wider, [255, 224, 128]);
    // Capitals are wider than the original's lower case: the text ends past the old box.
    expect(Math.max(...columns)).toBeGreaterThan(box.x + box.width * 1.1);
    expect(Math.min(...columns) - box.x).toBeLessThan(6);
  });
});
