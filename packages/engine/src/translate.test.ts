import { afterAll, describe, expect, it } from 'vitest';
import { createFakeProvider } from './providers/fake.ts';
import { createLocalProvider } from './providers/local/index.ts';
import { analyzeFile, translateFile } from './translate.ts';
import type { Progress, TranslateRequest } from './types.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | undefined) => new TextDecoder().decode(data);
const local = createLocalProvider();
afterAll(() => local.close?.());

describe('translateFile', () => {
  it('sends each distinct segment once, skips segments without letters and keeps outer whitespace', async () => {
    const requests: TranslateRequest[] = [];
    const provider = createFakeProvider({ onRequest: (request) => requests.push(request) });
    const source = 'Hello there.\n\n  42 - 7 %  \n\nHello there.\n\n   Indented line.';
    const result = await translateFile(bytes(source), { fileName: 'a.txt', from: 'en', to: 'es', provider });
    expect(text(result.output)).toBe('hELLO THERE.\n\n  42 - 7 %  \n\nhELLO THERE.\n\n   iNDENTED LINE.');
    expect(requests.flatMap((request) => request.segments)).toEqual(['Hello there.', 'Indented line.']);
    expect(result).toMatchObject({ format: 'txt', pages: 1, detectedLanguage: 'en' });
  });

  it('batches large files into several provider requests and reports forward-only progress', async () => {
    const requests: TranslateRequest[] = [];
    const provider = createFakeProvider({ onRequest: (request) => requests.push(request) });
    const source = Array.from({ length: 450 }, (_, i) => `Paragraph number ${i} of the file.`).join('\n\n');
    const progress: Progress[] = [];
    const result = await translateFile(bytes(source), {
      from: 'en',
      to: 'fr',
      provider,
      onProgress: (p) => progress.push(p),
    });
    expect(requests.map((request) => request.segments.length)).toEqual([200, 200, 50]);
    expect(result.pages).toBe(Math.ceil(source.replace(/\n\n/g, '').length / 1800));
    const values = progress.map((p) => p.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(progress.some((p) => p.stage === 'translating')).toBe(true);
    expect(values.at(-1)).toBe(100);
  });

  it('detects the source language for auto and returns it', async () => {
    const source = 'La casa es roja y el perro está contento en el jardín.';
    const result = await translateFile(bytes(source), {
      from: 'auto',
      to: 'en',
      provider: createFakeProvider(),
    });
    expect(result.detectedLanguage).toBe('es');
  });

  it('detects short texts among the languages the provider can translate to the target', async () => {
    const result = await translateFile(bytes('Hello world.'), { from: 'auto', to: 'es', provider: local });
    expect(result.detectedLanguage).toBe('en');
    expect(text(result.output)).toContain('Hola');
  });

  it('translates with the local engine after detecting English', async () => {
    const result = await translateFile(bytes('The house is red.\n\nThe dog is happy.'), {
      from: 'auto',
      to: 'es',
      provider: local,
      bilingual: true,
    });
    expect(text(result.output)).toMatch(/casa.*\n\n.*perro/s);
    expect(text(result.bilingual)).toMatch(
      /^The house is red\.\n\n.*casa.*\n\nThe dog is happy\.\n\n.*perro/s,
    );
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    controller.abort();
    const provider = createFakeProvider();
    await expect(
      translateFile(bytes('Hello there.'), { from: 'en', to: 'es', provider, signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'timeout' });
  });

  it('refuses pairs the provider cannot do, with unsupported-pair', async () => {
    await expect(
      translateFile(bytes('Hello.'), { from: 'en', to: 'ja', provider: local }),
    ).rejects.toMatchObject({
      code: 'unsupported-pair',
    });
  });

  it('chooses the format by content: mismatched names and unknown content are refused', async () => {
    await expect(analyzeFile(bytes('Just text.'), { fileName: 'report.pdf' })).rejects.toMatchObject({
      code: 'format-mismatch',
    });
    await expect(
      analyzeFile(new Uint8Array([0, 1, 2, 3, 0xff, 0xfe, 0]), { fileName: 'blob.bin' }),
    ).rejects.toMatchObject({
      code: 'unsupported-format',
    });
    await expect(
      analyzeFile(new Uint8Array([0, 1, 2, 3, 0, 0]), { fileName: 'notes.txt' }),
    ).rejects.toMatchObject({
      code: 'corrupt-file',
    });
  });

  it('analyzes a text file with its language', async () => {
    const analysis = await analyzeFile(bytes('The quick brown fox jumps over the lazy dog.'), {
      fileName: 'fox.txt',
    });
    expect(analysis).toMatchObject({
      format: 'txt',
      pages: 1,
      words: 9,
      detectedLanguage: 'en',
      needsOcr: false,
    });
  });
});
