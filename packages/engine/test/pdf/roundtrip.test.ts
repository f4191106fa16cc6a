import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFormat } from '../../src/formats/pdf/index.ts';
import type { FormatContext, Progress } from '../../src/types.ts';
import { LAYOUT_LINK, LAYOUT_TEXT, makeLayoutPdf } from '../fixtures/pdf-layout.ts';
import { inspectPdf, longWords, renderPdfPage, type PageReport } from './inspect.ts';
import { reverseWords, reversingTranslator } from './translators.ts';

function context(overrides: Partial<FormatContext> = {}): FormatContext {
  return {
    translate: reversingTranslator,
    from: 'en',
    to: 'es',
    bilingual: false,
    onProgress: () => undefined,
    ...overrides,
  };
}

describe('PDF translation keeps the layout and replaces every text block', () => {
  let input: Uint8Array;
  let output: Uint8Array;
  let before: PageReport[];
  let after: PageReport[];
  const progress: Progress[] = [];

  beforeAll(async () => {
    input = await makeLayoutPdf();
    output = (await pdfFormat.translate(input, context({ onProgress: (value) => progress.push(value) })))
      .output;
    before = await inspectPdf(input);
    after = await inspectPdf(output);
  });

  it('leaves no original word in the output and contains every translation', () => {
    const originalWords = longWords(before.map((page) => page.text).join(' '));
    const outputText = after.map((page) => page.text).join(' ');
    const outputWords = new Set(longWords(outputText));
    const palindromes = new Set(originalWords.filter((word) => reverseWords(word) === word));
    expect(originalWords.filter((word) => outputWords.has(word) && !palindromes.has(word))).toEqual([]);
    for (const text of Object.values(LAYOUT_TEXT)) {
      for (const word of longWords(reverseWords(text))) expect(outputWords, word).toContain(word);
    }
  });

  it('keeps the page count, the page sizes, images, vector paths and links', () => {
    expect(after.map((page) => [page.width, page.height])).toEqual(
      before.map((page) => [page.width, page.height]),
    );
    expect(after.map((page) => page.images)).toEqual(before.map((page) => page.images));
    expect(before[0]?.images).toBe(1);
    expect(after.map((page) => page.paths)).toEqual(before.map((page) => page.paths));
    expect(after[0]?.paths).toBeGreaterThan(5);
    expect(after[0]?.links).toEqual([LAYOUT_LINK]);
  });

  it('draws headings and paragraphs where the originals were', () => {
    const heading = after[0]?.items.find((item) => item.str.includes(reverseWords('Annual Report')));
    expect(heading?.x).toBeCloseTo(56, 0);
    expect(heading?.y).toBeGreaterThan(755);
    expect(heading?.size).toBeGreaterThan(14);
    // The right-hand column stays in the right-hand column.
    const right = after[1]?.items.filter((item) => item.str.includes(reverseWords('marché')));
    expect(right?.[0]?.x).toBeGreaterThan(300);
  });

  it('renders, with the coloured panel still behind the heading and the note still red', async () => {
    const page = await renderPdfPage(output, 1, 72);
    const at = (x: number, y: number) => {
      const offset = (Math.round(page.height - y) * page.width + Math.round(x)) * 4;
      return [page.pixels[offset], page.pixels[offset + 1], page.pixels[offset + 2]];
    };
    // Inside the light-blue panel, right of the text: still the panel's colour.
    expect(at(548, 720)).toEqual([217, 235, 255]);
    const note = after[0]?.items.find((item) => item.str.includes(reverseWords('Important')));
    expect(note).toBeDefined();
    let red = 0;
    for (let x = note?.x ?? 0; x < (note?.x ?? 0) + (note?.width ?? 0); x++) {
      const [r = 0, g = 0, b = 0] = at(x, (note?.y ?? 0) + 3);
      if (r > 150 && g < 120 && b < 120) red++;
    }
    expect(red).toBeGreaterThan(5);
  });

  it('reports progress through the stages in order, ending at 100', () => {
    const stages = progress.map((value) => value.stage);
    expect(stages[0]).toBe('extracting');
    expect(stages).toContain('translating');
    expect(progress.at(-1)).toEqual({ stage: 'rendering', progress: 100 });
    expect(progress.map((value) => value.progress)).toEqual(
      [...progress.map((value) => value.progress)].sort((a, b) => a - b),
    );
  });
});
