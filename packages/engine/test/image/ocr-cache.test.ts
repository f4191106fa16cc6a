import { beforeEach, describe, expect, it, vi } from 'vitest';

// Tesseract stands still: what is asserted is how often the image is read, not what it says.
const recognise = vi.hoisted(() => vi.fn());
vi.mock('../../src/ocr/tesseract.ts', async (original) => ({
  ...(await original<typeof import('../../src/ocr/tesseract.ts')>()),
  recognise,
}));
const { wordsOf } = await import('../../src/formats/image/image-ocr.ts');

const image = { width: 40, height: 20, pixels: new Uint8ClampedArray(40 * 20 * 4).fill(255) };
const word = { text: 'Hello', left: 1, top: 1, width: 10, height: 5, confidence: 90 };

describe('OCR readings', () => {
  beforeEach(() => {
    recognise.mockReset();
    recognise.mockResolvedValue([word]);
  });

  it('are recognised once for the same bytes, even read into a new buffer', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const first = await wordsOf(bytes, image, 'en');
    const again = await wordsOf(Uint8Array.from(bytes), image, 'en');
    expect(again).toEqual(first);
    expect(recognise).toHaveBeenCalledTimes(1);
  });

  it('are recognised again for other bytes', async () => {
    await wordsOf(new Uint8Array([9, 9, 1]), image, 'en');
    await wordsOf(new Uint8Array([9, 9, 2]), image, 'en');
    expect(recognise).toHaveBeenCalledTimes(2);
  });
});
