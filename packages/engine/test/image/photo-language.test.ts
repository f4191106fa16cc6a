import { describe, expect, it } from 'vitest';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { analyzeFile, translateFile } from '../../src/translate.ts';
import { noticePhoto } from '../fixtures/notice-photo.ts';

// Photos of notices with the source left to detection ('auto'): OSD's script guess alone once
// called an English notice in capitals Ukrainian, and the job then failed on the pair uk → es.
describe('a photo of an English notice in capitals, source "Detect"', () => {
  it('is detected as English, read in Latin letters and translated', async () => {
    const photo = await noticePhoto(['NOTICE', 'NO ENTRY AFTER 6 PM', 'PLEASE KEEP THE GATE CLOSED']);
    const result = await translateFile(photo, {
      fileName: 'notice.png',
      from: 'auto',
      fallbackFrom: 'de',
      to: 'es',
      // A provider that cannot translate Ukrainian, as the offline engine cannot.
      provider: createFakeProvider({ languages: ['en', 'es', 'de'] }),
    });
    expect(result.detectedLanguage).toBe('en');
    const text = result.blocks?.map((block) => block.text).join(' ') ?? '';
    expect(text).toContain('PLEASE KEEP THE GATE CLOSED');
  });
});

describe('a photo with too little text to tell its language', () => {
  it("is taken to be in the user's usual source language", async () => {
    const photo = await noticePhoto(['', 'Wet paint']);
    const analysis = await analyzeFile(photo, { fileName: 'paint.png', from: 'auto', fallbackFrom: 'de' });
    expect(analysis.sample).toBe('Wet paint');
    expect(analysis.detectedLanguage).toBe('de');
  });
});
