import { describe, expect, it } from 'vitest';
import { historyPath, readableBlocks, translatedText, translatedFileName } from './resultText';

const block = (text: string, translation: string) => ({ text, translation });

describe('translatedText', () => {
  it('joins the translations one block a paragraph, in order', () => {
    expect(translatedText([block('EXIT', 'SALIDA'), block('Push door', 'Empuje la puerta')])).toBe(
      'SALIDA\n\nEmpuje la puerta',
    );
  });

  it('keeps the original where no translation came back and drops blocks with no text at all', () => {
    const blocks = [block('12:30', ''), block('  ', ' '), block('Open', 'Abierto')];
    expect(translatedText(blocks)).toBe('12:30\n\nAbierto');
    expect(readableBlocks(blocks)).toHaveLength(2);
  });

  it('is empty for a photo without text', () => {
    expect(translatedText([])).toBe('');
  });
});

describe('historyPath', () => {
  it('opens the folder searched for the saved name', () => {
    expect(historyPath({ folderId: 'f 1', fileName: 'Menu & drinks.jpg' })).toBe(
      '/history/f%201?q=Menu+%26+drinks.jpg',
    );
    expect(historyPath({ folderId: null, fileName: 'Sign.jpg' })).toBe('/history?q=Sign.jpg');
  });
});

describe('translatedFileName', () => {
  it('marks the target language before the extension', () => {
    expect(translatedFileName('Camera photo.jpg', 'es')).toBe('Camera photo (es).jpg');
    expect(translatedFileName('scan', 'fr')).toBe('scan (fr)');
    expect(translatedFileName('.hidden', 'de')).toBe('.hidden (de)');
  });
});
