import { execFileSync } from 'node:child_process';
import { LANGUAGE_CODES, TESSERACT_LANGUAGES } from '@tolk/contract';
import { describe, expect, it } from 'vitest';
import { LATIN_LANGUAGES, scriptLanguages, tesseractLanguages } from '../../src/ocr/languages.ts';

/** The traineddata Tesseract finds on this machine (scripts/setup-system.sh installs them). */
function installedData(): Set<string> {
  const listing = execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8', stdio: 'pipe' });
  return new Set(
    listing
      .split('\n')
      .slice(1)
      .map((line) => line.trim()),
  );
}

describe('Tesseract languages for the app languages', () => {
  it('maps the languages photos are read in to Tesseract data that is installed', () => {
    const installed = installedData();
    const read = LANGUAGE_CODES.filter((code) => TESSERACT_LANGUAGES[code]);
    for (const code of ['en', 'ru', 'el', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'th', 'zh', 'ja', 'ko'])
      expect(read).toContain(code);
    for (const code of read)
      expect(installed.has(TESSERACT_LANGUAGES[code] ?? ''), `${code} installed`).toBe(true);
    expect(installed.has('osd')).toBe(true);
  });

  it('uses Tesseract names where they differ from the app codes', () => {
    expect(tesseractLanguages('zh')).toBe('chi_sim');
    expect(tesseractLanguages('nb')).toBe('nor');
    expect(tesseractLanguages('uk')).toBe('ukr');
    expect(tesseractLanguages('ja')).toBe('jpn');
    expect(tesseractLanguages('ko')).toBe('kor');
    expect(tesseractLanguages('eu')).toBe('eus');
  });

  it('reads an unknown source language as Latin text', () => {
    expect(tesseractLanguages('xx')).toBe(LATIN_LANGUAGES);
    expect(LATIN_LANGUAGES.split('+')[0]).toBe('eng');
  });

  it('reads each script OSD reports with the languages of that script', () => {
    expect(scriptLanguages('Cyrillic')).toBe('rus+ukr');
    expect(scriptLanguages('Han')).toBe('chi_sim+jpn');
    expect(scriptLanguages('Japanese')).toBe('jpn+chi_sim');
    expect(scriptLanguages('Korean')).toBe('kor');
    expect(scriptLanguages('Arabic')).toBe('ara');
    expect(scriptLanguages('Hebrew')).toBe('heb');
    expect(scriptLanguages('Devanagari')).toBe('hin');
    expect(scriptLanguages('Latin')).toBe(LATIN_LANGUAGES);
    // No data installed for these: the Latin reading is the best left.
    expect(scriptLanguages('Greek')).toBe(LATIN_LANGUAGES);
    expect(scriptLanguages(undefined)).toBe(LATIN_LANGUAGES);
  });
});
