import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { createLocalProvider } from '../../src/providers/local/index.ts';
import { analyzeFile, translateFile, type TranslateFileResult } from '../../src/translate.ts';
import { decodeImage } from '../../src/formats/image/pixels.ts';
import { strokeRatio } from '../../src/formats/image/ink.ts';
import { signImage } from '../fixtures/images.ts';
import { decode, longWords, medianColour, ocrText } from './inspect.ts';

const SIGN_TEXT = 'Community Garden The summer harvest was excellent. Members collected tomatoes and apples.';
const CREAM: [number, number, number] = [250, 240, 215];

describe('a PNG sign translated with the fake provider', () => {
  let input: Uint8Array;
  let result: TranslateFileResult;

  beforeAll(async () => {
    input = await signImage('png');
    result = await translateFile(input, {
      fileName: 'sign.png',
      from: 'en',
      to: 'es',
      provider: createFakeProvider(),
      bilingual: true,
    });
  });

  it('recognises every line of the sign as blocks with boxes and translations', () => {
    expect(result.format).toBe('png');
    expect(result.pages).toBe(0);
    const texts = result.blocks?.map((block) => block.text).join(' ');
    expect(texts).toBe(SIGN_TEXT);
    for (const block of result.blocks ?? []) {
      expect(block.translation).not.toBe(block.text);
      expect(block.translation.toLowerCase()).toBe(block.text.toLowerCase());
      expect(block.box.width).toBeGreaterThan(100);
    }
  });

  it('shows the translation and no longer the original words', async () => {
    const seen = ocrText(result.output, 'eng');
    const originals = longWords(SIGN_TEXT);
    expect(originals.filter((word) => seen.includes(word))).toEqual([]);
    // The case-swapped words are there (OCR may misread a letter or two, hence "most").
    const found = originals.filter((word) => seen.toLowerCase().includes(word.toLowerCase()));
    expect(found.length).toBeGreaterThan(originals.length * 0.7);
  });

  it('keeps the format and size and covers with the paper colour', async () => {
    const before = await decode(input);
    const after = await decode(result.output);
    expect([after.format, after.width, after.height]).toEqual(['png', before.width, before.height]);
    for (const block of result.blocks ?? []) {
      const colour = medianColour(after, block.box);
      colour.forEach((value, channel) =>
        expect(Math.abs(value - (CREAM[channel] ?? 0))).toBeLessThanOrEqual(4),
      );
    }
  });

  it('draws the bold title bold and the body text regular, like the original', async () => {
    const after = await decodeImage(result.output);
    const ink: [number, number, number] = [0x1f / 255, 0x29 / 255, 0x37 / 255];
    const paper = CREAM.map((value) => value / 255) as [number, number, number];
    const [title, body] = (result.blocks ?? []).map((block) =>
      strokeRatio(
        after,
        { left: block.box.x, top: block.box.y, width: block.box.width, height: block.box.height },
        paper,
        ink,
        block.box.height / (block === result.blocks?.[0] ? 1 : 2),
      ),
    );
    expect(title).toBeGreaterThan(2 * (body ?? 1));
  });

  it('makes a bilingual image twice as wide: original left, translation right', async () => {
    const bilingual = await decode(result.bilingual ?? new Uint8Array());
    const before = await decode(input);
    expect([bilingual.width, bilingual.height]).toEqual([before.width * 2, before.height]);
    const seen = ocrText(result.bilingual ?? new Uint8Array(), 'eng');
    expect(seen).toContain('harvest');
    expect(seen).toContain('HARVEST');
  });
});

describe('a JPEG sign translated English to Spanish with the local provider (Apertium)', () => {
  const local = createLocalProvider();
  afterAll(() => local.close?.());
  let result: TranslateFileResult;
  let input: Uint8Array;

  beforeAll(async () => {
    input = await signImage('jpeg');
    result = await translateFile(input, { fileName: 'sign.jpg', from: 'en', to: 'es', provider: local });
  });

  it('is analysed as an image (no pages) with a text sample that detects English', async () => {
    const analysis = await analyzeFile(input, { fileName: 'sign.jpg' });
    expect(analysis).toMatchObject({ format: 'jpeg', pages: 0, needsOcr: true, detectedLanguage: 'en' });
    expect(analysis.words).toBeGreaterThanOrEqual(12);
    expect(analysis.sample).toContain('harvest');
  });

  it('translates with the source detected from the picture (from: auto)', async () => {
    const auto = await translateFile(input, {
      fileName: 'sign.jpg',
      from: 'auto',
      to: 'es',
      provider: local,
    });
    expect(auto.detectedLanguage).toBe('en');
    expect(auto.blocks?.map((block) => block.translation)).toEqual(
      result.blocks?.map((block) => block.translation),
    );
  });

  it('draws Spanish where the English was, as a JPEG of the same size', async () => {
    const seen = ocrText(result.output, 'spa').toLowerCase();
    for (const word of ['cosecha', 'tomates', 'manzanas']) expect(seen).toContain(word);
    for (const word of ['harvest', 'tomatoes', 'apples', 'garden']) expect(seen).not.toContain(word);
    const before = await decode(input);
    const after = await decode(result.output);
    expect([after.format, after.width, after.height]).toEqual(['jpeg', before.width, before.height]);
  });
});
