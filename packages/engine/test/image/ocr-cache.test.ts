import { beforeEach, describe, expect, it, vi } from 'vitest';

// Tesseract stands still: what is asserted is how often the image is read, and with which data.
const recognise = vi.hoisted(() => vi.fn());
const ocrLanguages = vi.hoisted(() => vi.fn());
vi.mock('../../src/ocr/tesseract.ts', async (original) => ({
  ...(await original<typeof import('../../src/ocr/tesseract.ts')>()),
  recognise,
}));
vi.mock('../../src/ocr/script.ts', async (original) => ({
  ...(await original<typeof import('../../src/ocr/script.ts')>()),
  ocrLanguages,
}));
const { readingOf } = await import('../../src/formats/image/image-ocr.ts');

const image = { width: 40, height: 20, pixels: new Uint8ClampedArray(40 * 20 * 4).fill(255) };
const word = { text: 'Hello', left: 1, top: 1, width: 10, height: 5, confidence: 90 };
const words = (text: string) => text.split(' ').map((each) => ({ ...word, text: each }));
let bytesSeed = 0;
/** Bytes no other test has read (readings are kept by the image's hash). */
const freshBytes = () => new Uint8Array([7, 7, ++bytesSeed]);

describe('OCR readings', () => {
  beforeEach(() => {
    recognise.mockReset();
    recognise.mockResolvedValue([word]);
  });

  it('are recognised once for the same bytes, even read into a new buffer', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const first = await readingOf(bytes, image, 'en');
    const again = await readingOf(Uint8Array.from(bytes), image, 'en');
    expect(again.words).toEqual(first.words);
    expect(recognise).toHaveBeenCalledTimes(1);
  });

  it('are recognised again for other bytes', async () => {
    await readingOf(new Uint8Array([9, 9, 1]), image, 'en');
    await readingOf(new Uint8Array([9, 9, 2]), image, 'en');
    expect(recognise).toHaveBeenCalledTimes(2);
  });
});

/** Tesseract's reading of the picture with each set of language data. */
function readsAs(texts: Record<string, string>) {
  recognise.mockImplementation((_png: Uint8Array, languages: string) =>
    Promise.resolve(words(texts[languages] ?? texts.other ?? '')),
  );
}
const readWith = () => recognise.mock.calls.map((call) => call[1] as string);

describe("'auto' readings of a photo", () => {
  beforeEach(() => {
    recognise.mockReset();
    ocrLanguages.mockReset();
  });

  it('read English capitals OSD took for Cyrillic again as Latin, and find English', async () => {
    ocrLanguages.mockResolvedValue('rus+ukr');
    readsAs({
      // What rus+ukr really reads on such a notice: Cyrillic twins of the Latin capitals.
      'rus+ukr': 'МОТІСЕ МО ЕМТВУ АЕТЕВ 6 РМ РІЕАЗЕ КЕЕР ТНЕ САТЕ СПОЗЕВ',
      'eng+spa+fra+deu': 'NOTICE NO ENTRY AFTER 6 PM PLEASE KEEP THE GATE CLOSED',
    });
    const reading = await readingOf(freshBytes(), image, 'auto', undefined, 'de');
    expect(reading.language).toBe('en');
    expect(reading.words.map((each) => each.text).join(' ')).toBe(
      'NOTICE NO ENTRY AFTER 6 PM PLEASE KEEP THE GATE CLOSED',
    );
    // English's own data stands for the Latin reading: no third reading.
    expect(readWith()).toEqual(['rus+ukr', 'eng+spa+fra+deu']);
  });

  it('keep a Russian reading Russian, read again with Russian data alone', async () => {
    ocrLanguages.mockResolvedValue('rus+ukr');
    readsAs({ other: 'Городской сад закрыт сегодня. Пожалуйста, используйте другую дверь.' });
    const reading = await readingOf(freshBytes(), image, 'auto', undefined, 'en');
    expect([reading.language, reading.languages]).toEqual(['ru', 'rus']);
    expect(readWith()).toEqual(['rus+ukr', 'rus']);
  });

  it('take the fallback language for text too short to tell, read with its data', async () => {
    ocrLanguages.mockResolvedValue('eng+spa+fra+deu');
    readsAs({ other: 'Wet paint' });
    const reading = await readingOf(freshBytes(), image, 'auto', undefined, 'de');
    expect([reading.language, reading.languages]).toEqual(['de', 'deu']);
    expect(readWith()).toEqual(['eng+spa+fra+deu', 'deu']);
  });

  it('name no language when the text cannot tell and there is no fallback', async () => {
    ocrLanguages.mockResolvedValue('eng+spa+fra+deu');
    readsAs({ other: 'Wet paint' });
    const reading = await readingOf(freshBytes(), image, 'auto');
    expect([reading.language, reading.languages]).toEqual([undefined, 'eng+spa+fra+deu']);
    expect(readWith()).toEqual(['eng+spa+fra+deu']);
  });

  it('read French text again with French data once it is detected', async () => {
    ocrLanguages.mockResolvedValue('eng+spa+fra+deu');
    readsAs({ other: 'Le jardin est fermé aujourd’hui. Merci d’utiliser l’autre porte.' });
    const reading = await readingOf(freshBytes(), image, 'auto', undefined, 'en');
    expect([reading.language, reading.languages]).toEqual(['fr', 'fra']);
  });
});
