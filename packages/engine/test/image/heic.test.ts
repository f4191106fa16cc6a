// sign.heic is fixtures/images.ts's signImage('png') encoded by libheif's heif-enc (x265, -q 85):
// a genuine HEVC-coded HEIC, as an iPhone writes, since neither sharp nor the registry can make one.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredSize, heicFormat } from '../../src/formats/image/heic.ts';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { analyzeFile, translateFile, type TranslateFileResult } from '../../src/translate.ts';
import { codeOf } from '../fixtures/hostile-images.ts';
import { signImage } from '../fixtures/images.ts';
import { longWords, ocrText } from './inspect.ts';

const HEIC = new Uint8Array(readFileSync(new URL('../fixtures/sign.heic', import.meta.url)));
const SIGN_TEXT = 'Community Garden The summer harvest was excellent. Members collected tomatoes and apples.';

/** The fixture with every 'ispe' box declaring width × height. */
function declaring(width: number, height: number): Uint8Array {
  const bytes = Buffer.from(HEIC);
  for (let at = bytes.indexOf('ispe'); at >= 0; at = bytes.indexOf('ispe', at + 4)) {
    bytes.writeUInt32BE(width, at + 8);
    bytes.writeUInt32BE(height, at + 12);
  }
  return bytes;
}

describe('HEIC photos', () => {
  let result: TranslateFileResult;
  beforeAll(async () => {
    result = await translateFile(HEIC, {
      fileName: 'IMG_0001.HEIC',
      from: 'en',
      to: 'es',
      provider: createFakeProvider(),
      bilingual: true,
    });
  });

  it('is recognised by content and its size read from the header', async () => {
    expect(heicFormat.sniff(HEIC)).toBe(true);
    expect(heicFormat.sniff(await signImage('jpeg'))).toBe(false);
    expect(declaredSize(HEIC)).toEqual({ width: 900, height: 420 });
    const analysis = await analyzeFile(HEIC, { fileName: 'photo.heic' });
    expect(analysis).toMatchObject({ format: 'heic', pages: 0, needsOcr: true, detectedLanguage: 'en' });
    expect(analysis.words).toBeGreaterThan(10);
  });

  it('translates into a JPEG of the same size that shows the translation instead of the words', async () => {
    expect(result.format).toBe('jpeg');
    expect(await sharp(result.output).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 420 });
    expect(await sharp(result.bilingual).metadata()).toMatchObject({ format: 'jpeg', width: 1800 });
    expect(result.blocks?.map((block) => block.text).join(' ')).toBe(SIGN_TEXT);
    const seen = ocrText(result.output, 'eng');
    const originals = longWords(SIGN_TEXT);
    expect(originals.filter((word) => seen.includes(word))).toEqual([]);
    const found = originals.filter((word) => seen.toLowerCase().includes(word.toLowerCase()));
    expect(found.length).toBeGreaterThan(originals.length * 0.7);
  });

  it('refuses a HEIC declaring 60,000 × 60,000 pixels before decoding it', async () => {
    const bomb = declaring(60_000, 60_000);
    expect(declaredSize(bomb)).toEqual({ width: 60_000, height: 60_000 });
    expect(await codeOf(analyzeFile(bomb, { fileName: 'bomb.heic' }))).toBe('too-large');
    const rss = process.memoryUsage().rss;
    expect(await codeOf(heicFormat.translate(bomb, { ...context() }))).toBe('too-large');
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a truncated HEIC and a PNG named .heic with clear codes', async () => {
    expect(await codeOf(analyzeFile(HEIC.subarray(0, HEIC.length / 2), { fileName: 'cut.heic' }))).toBe(
      'corrupt-file',
    );
    expect(await codeOf(analyzeFile(await signImage('png'), { fileName: 'sign.heic' }))).toBe(
      'format-mismatch',
    );
  });
});

function context() {
  return {
    translate: async (segments: string[]) => segments,
    from: 'en',
    to: 'es',
    bilingual: false,
    onProgress: () => undefined,
  };
}
