import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { execFileSync } from 'node:child_process';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openWithPdfjs } from '../../src/formats/pdf/pdfjs.ts';
import { pdfFormat } from '../../src/formats/pdf/index.ts';
import type { FormatContext } from '../../src/types.ts';
import {
  LAYOUT_DRAWINGS,
  LAYOUT_TEXT,
  makeHebrewPdf,
  makeLayoutPdf,
  makeSimpleEnglishPdf,
} from '../fixtures/pdf-layout.ts';
import { inspectPdf, pdftotext, renderPdfPage, withPdfFile } from './inspect.ts';
import { fixedTranslator, lengtheningTranslator, reverseWords, reversingTranslator } from './translators.ts';

const base: FormatContext = {
  translate: reversingTranslator,
  from: 'en',
  to: 'es',
  bilingual: false,
  onProgress: () => undefined,
};

describe('analyze', () => {
  it('counts pages, characters and words and gives a text sample', async () => {
    const analysis = await pdfFormat.analyze(await makeLayoutPdf());
    expect(analysis).toMatchObject({ format: 'pdf', pages: 3, needsOcr: false });
    expect(analysis.sample).toContain('Riverside Garden Club');
    const allText = Object.values(LAYOUT_TEXT).join(' ');
    expect(analysis.characters).toBeGreaterThan(allText.length * 0.9);
    expect(analysis.words).toBeGreaterThan(allText.split(' ').length * 0.9);
  });
});

describe('bilingual PDF', () => {
  it('puts the original page on the left and the translation on the right of a double-width page', async () => {
    const input = await makeSimpleEnglishPdf();
    const result = await pdfFormat.translate(input, { ...base, bilingual: true });
    expect(result.bilingual).toBeDefined();
    const [page] = await inspectPdf(result.bilingual ?? new Uint8Array());
    const [original] = await inspectPdf(input);
    expect(page?.width).toBe(2 * (original?.width ?? 0));
    expect(page?.height).toBe(original?.height);
    const left = page?.items
      .filter((item) => item.x < (original?.width ?? 0))
      .map((item) => item.str)
      .join(' ');
    const right = page?.items
      .filter((item) => item.x >= (original?.width ?? 0))
      .map((item) => item.str)
      .join(' ');
    expect(left).toContain('The house is small');
    expect(right).toContain(reverseWords('The house is small'));
    await renderPdfPage(result.bilingual ?? new Uint8Array(), 1, 30);
  });
});

/** pdftotext marks its runs with bidi controls; a search or a screen reader does not read them. */
const controls = /[\u200E\u200F\u202A-\u202E]/gu;

describe('right-to-left targets', () => {
  for (const [language, phrase] of [
    ['ar', 'حديقة المجتمع جميلة'],
    ['he', 'הגן הקהילתי יפה'],
  ] as const) {
    it(`draws ${language} text right-aligned in the original boxes`, async () => {
      const input = await makeSimpleEnglishPdf();
      const { output } = await pdfFormat.translate(input, {
        ...base,
        to: language,
        translate: fixedTranslator(phrase),
      });
      const [before] = await inspectPdf(input);
      const [after] = await inspectPdf(output);
      expect(after?.text).toMatch(language === 'ar' ? /[\u0600-\u06FF]/ : /[\u0590-\u05FF]/);
      expect(after?.text).not.toMatch(/house|garden|children/);
      // The heading's translation starts where the paragraph's lines start: at the column's right edge.
      const heading = before?.items.find((item) => item.str.includes('The house is small'));
      const rightEdge = (y: number) =>
        Math.max(
          ...(after?.items ?? [])
            .filter((item) => Math.abs(item.y - y) < 3)
            .map((item) => item.x + item.width),
        );
      const paragraph = before?.items.find((item) => item.str.startsWith('The cat sleeps'));
      expect(rightEdge(heading?.y ?? 0)).toBeCloseTo(rightEdge(paragraph?.y ?? 0), 0);
      expect(rightEdge(heading?.y ?? 0)).toBeGreaterThan((heading?.x ?? 0) + (heading?.width ?? 0) + 20);
      await renderPdfPage(output, 1, 30);
    });
  }

  it('draws Arabic-Indic numbers left to right, and the words of a line as one run of text', async () => {
    const { output } = await pdfFormat.translate(await makeSimpleEnglishPdf(), {
      ...base,
      to: 'ar',
      translate: fixedTranslator('يولد جميع الناس أحرارًا في عام ١٩٤٨ (المادة ١).'),
    });
    const [page] = await inspectPdf(output);
    // A reader's text layer gets each line's words together, its number drawn in the same face.
    expect(page?.items.map((item) => item.str)).toContain('يولد جميع الناس أحرارًا في عام ١٩٤٨');
    expect(page?.text).not.toContain('٨٤٩١');
    expect(pdftotext(output)).toContain('١٩٤٨');
    // The full stop after the bracket is drawn left of it, as a right-to-left reader expects: `.(`.
    const dot = page?.items.find((item) => item.str === '.');
    const bracket = page?.items.find((item) => item.str === '(' && Math.abs(item.y - (dot?.y ?? 0)) < 1);
    expect(dot && bracket && dot.x + dot.width).toBeLessThanOrEqual((bracket?.x ?? 0) + 0.5);
  });

  it('gives the comma and full stop after right-to-left words to both readers before the space, not after', async () => {
    const phrase = 'הגן, הבית והילדים. הכל יפה: כל יום.';
    const { output } = await pdfFormat.translate(await makeSimpleEnglishPdf(), {
      ...base,
      to: 'he',
      translate: fixedTranslator(phrase),
    });
    expect(pdftotext(output).replace(controls, '').replace(/\s+/gu, ' ')).toContain(phrase);
    const [page] = await inspectPdf(output);
    expect(page?.text).toContain(phrase);
  });

  it('gives pdf.js a heading with its number and words ending in a mark in the order they are written', async () => {
    const heading = 'المادة 1';
    const sentence = 'وقد وهبوا عقلاً وضميرًا وعليهم أن يعامل بعضهم بعضًا بروح الإخاء.';
    const { output } = await pdfFormat.translate(await makeSimpleEnglishPdf(), {
      ...base,
      to: 'ar',
      translate: async (segments) =>
        segments.map((segment) => (segment.startsWith('The house') ? heading : sentence)),
    });
    const [page] = await inspectPdf(output);
    const text = page?.text.replace(/\s+/gu, ' ');
    // The number is drawn in the face of the letters: one piece of text, not two read left to right.
    expect(text).toContain(heading);
    // The tanween ending عقلاً (drawn leftmost, before its alef) is read with its word.
    expect(text).toContain(sentence);
    const poppler = pdftotext(output).replace(controls, '').replace(/\s+/gu, ' ');
    expect(poppler).toContain(heading);
    expect(poppler).toContain(sentence);
  });

  it('keeps a bold word bold in a right-to-left line', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([400, 200]);
    const regular = await document.embedFont(StandardFonts.Helvetica);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    page.drawText('The cat is', { x: 40, y: 150, size: 12, font: regular });
    page.drawText('very', {
      x: 40 + regular.widthOfTextAtSize('The cat is ', 12),
      y: 150,
      size: 12,
      font: bold,
    });
    const after = 40 + regular.widthOfTextAtSize('The cat is ', 12) + bold.widthOfTextAtSize('very ', 12);
    page.drawText('small today.', { x: after, y: 150, size: 12, font: regular });
    let sent: string[] = [];
    const { output } = await pdfFormat.translate(await document.save(), {
      ...base,
      to: 'ar',
      translate: async (segments) => {
        sent = segments;
        return segments.map(() => 'القط <g id="1">صغير</g> جدا اليوم.');
      },
    });
    expect(sent).toEqual(['The cat is <g id="1">very</g> small today.']);
    const fonts = withPdfFile(output, (path) => execFileSync('pdffonts', [path], { encoding: 'utf8' }));
    expect(fonts).toMatch(/NotoSansArabic-Bold/u);
    expect(fonts).toMatch(/NotoSansArabic-Regular/u);
  });

  it('sets a justified paragraph flush on both sides in Arabic', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([400, 300]);
    const font = await document.embedFont(StandardFonts.TimesRoman);
    const lines = [
      'The garden club meets every week in the old school building near',
      'the river, where members share seeds, tools and advice about the',
      'vegetables, flowers and fruit trees they grow in their small plots',
      'during the long summer months.',
    ];
    // Each line but the last spread over the same 300 points, as a typesetter justifies.
    lines.forEach((line, index) => {
      const words = line.split(' ');
      const natural = words.reduce((sum, word) => sum + font.widthOfTextAtSize(word, 11), 0);
      const gap =
        index < lines.length - 1 ? (300 - natural) / (words.length - 1) : font.widthOfTextAtSize(' ', 11);
      let x = 40;
      for (const word of words) {
        page.drawText(word, { x, y: 250 - index * 14, size: 11, font });
        x += font.widthOfTextAtSize(word, 11) + gap;
      }
    });
    const { output } = await pdfFormat.translate(await document.save(), {
      ...base,
      to: 'ar',
      translate: fixedTranslator(
        'يجتمع نادي الحديقة كل أسبوع في مبنى المدرسة القديم قرب النهر حيث يتبادل الأعضاء البذور والأدوات والنصائح حول الخضروات والزهور وأشجار الفاكهة التي يزرعونها في قطعهم الصغيرة خلال أشهر الصيف الطويلة.',
      ),
    });
    const [after] = await inspectPdf(output);
    const rows = new Map<number, { left: number; right: number }>();
    for (const item of after?.items ?? []) {
      const key = Math.round(item.y);
      const row = rows.get(key) ?? { left: Infinity, right: -Infinity };
      rows.set(key, { left: Math.min(row.left, item.x), right: Math.max(row.right, item.x + item.width) });
    }
    const full = [...rows.entries()]
      .sort((a, b) => b[0] - a[0])
      .slice(0, -1)
      .map(([, row]) => row);
    expect(full.length).toBeGreaterThan(1);
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(spread(full.map((row) => row.right))).toBeLessThanOrEqual(1);
    expect(spread(full.map((row) => row.left))).toBeLessThanOrEqual(1);
  });

  it('reads a right-to-left source in reading order and replaces it', async () => {
    const input = await makeHebrewPdf();
    expect((await pdfFormat.analyze(input)).sample).toBe('שלום עולם הגן הקהילתי יפה');
    let sent: string[] = [];
    const { output } = await pdfFormat.translate(input, {
      ...base,
      from: 'he',
      to: 'en',
      translate: async (segments) => {
        sent = segments;
        return segments.map((segment) =>
          segment.startsWith('שלום') ? 'Hello world' : 'The community garden is nice',
        );
      },
    });
    expect(sent).toEqual(['שלום עולם', 'הגן הקהילתי יפה']);
    const [page] = await inspectPdf(output);
    expect(page?.text).toBe('Hello world The community garden is nice');
  });
});

type Box = [number, number, number, number];

describe('longer translations', () => {
  it('make room by moving the picture and the chart down with the text under them, never into them, and keep every word', async () => {
    const { output } = await pdfFormat.translate(await makeLayoutPdf(), {
      ...base,
      translate: lengtheningTranslator,
    });
    const [page] = await inspectPdf(output);
    expect(LAYOUT_DRAWINGS.length).toBe(2);
    // The picture and the chart went down together, as far as the longer text above them needed.
    const [picture, chart] = LAYOUT_DRAWINGS as [Box, Box];
    const image = page?.drawings.find((box) => Math.abs(box[0] - picture[0]) < 0.5 && box[2] - box[0] > 200);
    const down = picture[1] - (image?.[1] ?? picture[1]);
    expect(down).toBeGreaterThan(10);
    const axis = page?.drawings.find(
      (box) =>
        Math.abs(box[0] - chart[0]) < 2 && Math.abs(box[1] - (chart[1] - down)) < 2 && box[2] - box[0] > 190,
    );
    expect(axis, "the chart's axis moved with the picture").toBeDefined();
    for (const item of page?.items ?? []) {
      const box = [item.x, item.y - 0.25 * item.size, item.x + item.width, item.y + 0.8 * item.size];
      const moved = LAYOUT_DRAWINGS.map(([x0, y0, x1, y1]): Box => [x0, y0 - down, x1, y1 - down]);
      for (const [x0, y0, x1, y1] of moved) {
        const overlaps = (box[0] ?? 0) < x1 && (box[2] ?? 0) > x0 && (box[1] ?? 0) < y1 && (box[3] ?? 0) > y0;
        expect(overlaps, `"${item.str}" overlaps a drawing`).toBe(false);
      }
    }
    expect(page?.text).toContain(reverseWords('Saturday') + 'ung');
    expect(page?.text).toContain(reverseWords('thanked') + 'ung');
  });
});

describe('Indic targets', () => {
  it('draws Hindi and gives its text to a reader in the order it is written', async () => {
    const phrase = 'सभी मनुष्यों को गौरव और अधिकारों के मामले में स्वतन्त्रता प्राप्त है।';
    const { output } = await pdfFormat.translate(await makeSimpleEnglishPdf(), {
      ...base,
      to: 'hi',
      translate: fixedTranslator(phrase),
    });
    // The vowel sign of अधिकारों is drawn before its consonant; the text says it after.
    expect(pdftotext(output).replace(/\s+/gu, ' ')).toContain(phrase);
    await renderPdfPage(output, 1, 30);
  });
});

describe('Chinese and Japanese targets', () => {
  it('thickens a bold heading drawn in a CJK face that has no bold', async () => {
    const { output } = await pdfFormat.translate(await makeSimpleEnglishPdf(), {
      ...base,
      to: 'zh',
      translate: fixedTranslator('人人生而自由，在尊严和权利上一律平等。'),
    });
    const opened = await openWithPdfjs(output);
    try {
      const { fnArray, argsArray } = await (await opened.document.getPage(1)).getOperatorList();
      // The text rendering mode of each text shown: 2 fills and strokes the outlines.
      let mode = 0;
      const modes: number[] = [];
      fnArray.forEach((fn, index) => {
        if (fn === OPS.setTextRenderingMode) mode = (argsArray[index] as number[])[0] ?? 0;
        if (fn === OPS.showText) modes.push(mode);
        if (fn === OPS.restore) mode = 0;
      });
      // The heading (bold in the source) is stroked; the paragraph under it is not.
      expect(modes[0]).toBe(2);
      expect(modes.at(-1)).toBe(0);
    } finally {
      await opened.close();
    }
  });
});
