import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngFormat } from '../../src/formats/image/index.ts';
import { pdfFormat } from '../../src/formats/pdf/index.ts';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { translateFile, type TranslateFileResult } from '../../src/translate.ts';
import type { FormatContext } from '../../src/types.ts';
import { makeSimpleEnglishPdf } from '../fixtures/pdf-layout.ts';
import { signImage, signWith } from '../fixtures/images.ts';
import { inspectPdf } from '../pdf/inspect.ts';

const RUSSIAN: [string, string, string] = [
  'Городской сад',
  'Летний урожай был отличным.',
  'Мы собрали помидоры и яблоки.',
];

describe('a Russian sign with the source language left to detection (auto)', () => {
  let result: TranslateFileResult;

  beforeAll(async () => {
    result = await translateFile(await signWith(RUSSIAN), {
      fileName: 'sign.png',
      from: 'auto',
      to: 'en',
      provider: createFakeProvider({ languages: ['en', 'es', 'ru'] }),
    });
  });

  it('is read as Cyrillic, detected as Russian, and its blocks carry the Russian text', () => {
    // Only a Cyrillic reading of the picture gives the language detector Russian to find.
    expect(result.detectedLanguage).toBe('ru');
    const text = result.blocks?.map((block) => block.text).join(' ') ?? '';
    expect(text).toBe(RUSSIAN.join(' '));
  });
});

describe('a scanned PDF page of Russian text with from: auto', () => {
  it('is read with the Cyrillic languages', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([432, 202]);
    page.drawImage(await document.embedPng(await signWith(RUSSIAN)), { x: 0, y: 0, width: 432, height: 202 });
    let sent: string[] = [];
    await pdfFormat.translate(await document.save(), {
      translate: async (segments) => (sent = segments),
      from: 'auto',
      to: 'en',
      bilingual: false,
      onProgress: () => undefined,
    });
    expect(sent.join(' ')).toContain('Летний урожай');
    expect(sent.join(' ')).toContain('помидоры');
  });
});

describe('an English sign with from: auto', () => {
  it('is still read with the Latin languages, every line found', async () => {
    const result = await translateFile(await signImage('png'), {
      fileName: 'sign.png',
      from: 'auto',
      to: 'es',
      provider: createFakeProvider(),
    });
    expect(result.detectedLanguage).toBe('en');
    expect(result.blocks?.map((block) => block.text).join(' ')).toBe(
      'Community Garden The summer harvest was excellent. Members collected tomatoes and apples.',
    );
  });
});

const TARGETS = [
  { to: 'zh', data: 'chi_sim', lines: ['社区花园', '今年夏天的收成很好。'] },
  { to: 'ja', data: 'jpn', lines: ['コミュニティ', 'みんなでトマトを集めました。'] },
  { to: 'ko', data: 'kor', lines: ['공동체 정원', '여름 수확은 훌륭했습니다.'] },
];

/** Letters of the text (Tesseract puts spaces between CJK characters). */
const letters = (text: string) => new Set(text.replace(/[\s\p{P}]/gu, ''));

/** Tesseract's reading of lines of different sizes (psm 4: one column; psm 3 missed a Korean line). */
function readBack(image: Uint8Array, data: string): string {
  return execFileSync('tesseract', ['stdin', 'stdout', '-l', data, '--psm', '4'], {
    input: image,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
  });
}

describe('translations into Chinese, Japanese and Korean', () => {
  it.each(TARGETS)('are drawn in $to with real glyphs that OCR reads back', async ({ to, data, lines }) => {
    const context: FormatContext = {
      translate: async (segments) => segments.map((_, index) => lines[index] ?? ''),
      from: 'en',
      to,
      bilingual: false,
      onProgress: () => undefined,
    };
    const { output } = await pngFormat.translate(await signImage('png'), context);
    // Missing glyphs would be drawn as empty boxes, which no OCR reads as these characters.
    const seen = letters(readBack(output, data));
    const expected = [...letters(lines.join(''))];
    const found = expected.filter((char) => seen.has(char));
    expect(found.length, `read back: ${[...seen].join('')}`).toBeGreaterThan(expected.length * 0.6);
  });

  it('embed the CJK font into a translated PDF', async () => {
    const translation = '房子很小 コミュニティ 공동체';
    const { output } = await pdfFormat.translate(await makeSimpleEnglishPdf(), {
      translate: async (segments) => segments.map(() => translation),
      from: 'en',
      to: 'zh',
      bilingual: false,
      onProgress: () => undefined,
    });
    const [page] = await inspectPdf(output);
    expect(page?.text).toContain(translation);
    const folder = mkdtempSync(join(tmpdir(), 'tolk-cjk-pdf-'));
    try {
      writeFileSync(join(folder, 'out.pdf'), output);
      const fonts = execFileSync('pdffonts', [join(folder, 'out.pdf')], { encoding: 'utf8' });
      expect(fonts).toMatch(/(WenQuanYi|NotoSansCJK)/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
