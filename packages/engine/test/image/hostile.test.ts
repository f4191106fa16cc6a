import { describe, expect, it } from 'vitest';
import { jpegFormat, pngFormat } from '../../src/formats/image/index.ts';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { analyzeFile, translateFile } from '../../src/translate.ts';
import type { FormatContext } from '../../src/types.ts';
import { codeOf, decompressionBomb, SVG_AS_PNG } from '../fixtures/hostile-images.ts';
import { signImage } from '../fixtures/images.ts';

const context: FormatContext = {
  translate: async (segments) => segments,
  from: 'en',
  to: 'es',
  bilingual: false,
  onProgress: () => undefined,
};

describe('hostile and broken images', () => {
  it('refuses a decompression-bomb PNG from its header, without decoding it', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(2_000);
    expect(await codeOf(pngFormat.translate(bomb, context))).toBe('too-large');
    expect(await codeOf(analyzeFile(bomb, { fileName: 'bomb.png' }))).toBe('too-large');
    const rss = process.memoryUsage().rss;
    expect(await codeOf(translateFile(bomb, { from: 'en', to: 'es', provider: createFakeProvider() }))).toBe(
      'too-large',
    );
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
  }, 10_000);

  it('refuses a JPEG whose frame header claims 60,000 × 60,000 pixels', async () => {
    const jpeg = Buffer.from(await signImage('jpeg'));
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(frame).toBeGreaterThan(0);
    jpeg.writeUInt16BE(60_000, frame + 5);
    jpeg.writeUInt16BE(60_000, frame + 7);
    expect(await codeOf(jpegFormat.translate(jpeg, context))).toBe('too-large');
  }, 10_000);

  it('refuses a truncated JPEG as a damaged file', async () => {
    const whole = await signImage('jpeg');
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
    expect(await codeOf(jpegFormat.translate(truncated, context))).toBe('corrupt-file');
    expect(
      await codeOf(
        translateFile(truncated, {
          fileName: 'sign.jpg',
          from: 'en',
          to: 'es',
          provider: createFakeProvider(),
        }),
      ),
    ).toBe('corrupt-file');
  }, 10_000);

  it('refuses a PNG cut right after its signature', async () => {
    const whole = await signImage('png');
    expect(await codeOf(pngFormat.translate(whole.subarray(0, 20), context))).toBe('corrupt-file');
  }, 10_000);

  it('does not take an SVG or a text file named .png for an image', async () => {
    const text = new TextEncoder().encode('Just some words in a text file.');
    for (const bytes of [SVG_AS_PNG, text]) {
      expect(await codeOf(pngFormat.translate(bytes, context))).toBe('format-mismatch');
      const code = await codeOf(
        translateFile(bytes, { fileName: 'photo.png', from: 'en', to: 'es', provider: createFakeProvider() }),
      );
      expect(['format-mismatch', 'unsupported-format']).toContain(code);
    }
  }, 10_000);

  it('refuses a JPEG named .png as a mismatch', async () => {
    const jpeg = await signImage('jpeg');
    expect(await codeOf(pngFormat.translate(jpeg, context))).toBe('format-mismatch');
    expect(
      await codeOf(
        translateFile(jpeg, { fileName: 'sign.png', from: 'en', to: 'es', provider: createFakeProvider() }),
      ),
    ).toBe('format-mismatch');
  }, 10_000);
});
