// A document translated into Arabic or Hebrew reads right to left in its own format's terms, as
// Word, LibreOffice, PowerPoint and e-book readers understand them; text left in the source
// language (code, addresses) stays left to right.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docx } from '../../src/formats/office/docx.ts';
import { pptx } from '../../src/formats/office/pptx.ts';
import { xlsx } from '../../src/formats/office/xlsx.ts';
import { buildXlsx } from '../fixtures/office/xlsx-fixture.ts';
import { odt } from '../../src/formats/odf/odf.ts';
import { epub } from '../../src/formats/epub/epub.ts';
import { html } from '../../src/formats/text/html.ts';
import { rtlHtml } from '../../src/formats/inline/text-direction.ts';
import type { SegmentTranslator } from '../../src/types.ts';
import { buildPptx } from '../fixtures/office/pptx-fixture.ts';
import { buildEpub } from '../fixtures/office/epub-fixture.ts';
import { readEntry } from '../fixtures/office/zip-fixture.ts';
import { contextWith } from './translators.ts';

const TAGS = /(<[^>]*>)/u;
const ARABIC = 'يولد جميع الناس أحرارًا';

/** Arabic in place of every stretch of text between tags, tags kept; code-like segments untouched. */
const arabic: SegmentTranslator = async (segments) =>
  segments.map((segment) =>
    /^\s*[$/]|:\/\//u.test(segment)
      ? segment
      : segment
          .split(TAGS)
          .map((piece, index) => (index % 2 === 1 || piece.trim() === '' ? piece : ` ${ARABIC} `))
          .join(''),
  );

const toArabic = () => ({ ...contextWith(arabic), to: 'ar' });
const real = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/real/${name}`, import.meta.url)));

describe('right-to-left translations of documents', () => {
  it('DOCX: Arabic paragraphs are bidi, their runs rtl; a code paragraph stays left to right', async () => {
    const { output } = await docx.translate(real('article.docx'), toArabic());
    const document = await readEntry(output, 'word/document.xml');
    const paragraphs = document.match(/<w:p\b(?!Pr)[^>]*>[\s\S]*?<\/w:p>/gu) ?? [];
    const arabicParagraphs = paragraphs.filter((paragraph) => paragraph.includes(ARABIC));
    expect(arabicParagraphs.length).toBeGreaterThan(10);
    for (const paragraph of arabicParagraphs) {
      expect(paragraph).toMatch(/<w:pPr>[\s\S]*<w:bidi\/>[\s\S]*<\/w:pPr>/u);
      expect(paragraph).not.toMatch(/<w:bidi w:val="0"\/>/u);
      for (const run of paragraph.match(/<w:r\b[^>]*>[\s\S]*?<\/w:r>/gu) ?? [])
        if (run.includes(ARABIC)) expect(run).toMatch(/<w:rPr>[\s\S]*<w:rtl\/>/u);
    }
    const code = paragraphs.find((paragraph) => paragraph.includes('tar cfv etc.tar /etc'));
    expect(code).toBeDefined();
    expect(code).not.toMatch(/<w:bidi\/>/u);
    // The table's columns run from the right.
    expect(document).toMatch(
      /<w:tblPr>(?:(?!<\/w:tblPr>)[\s\S])*<w:bidiVisual\/>(?:(?!<\/w:tblPr>)[\s\S])*<w:tblW\b/u,
    );
  });

  it('ODT: Arabic paragraphs take right-to-left twins of their styles, starting at the right', async () => {
    const { output } = await odt.translate(real('article.odt'), toArabic());
    const content = await readEntry(output, 'content.xml');
    const paragraphs = content.match(/<text:(p|h)\b[^>]*>[\s\S]*?<\/text:\1>/gu) ?? [];
    const arabicParagraphs = paragraphs.filter((paragraph) => paragraph.includes(ARABIC));
    expect(arabicParagraphs.length).toBeGreaterThan(10);
    for (const paragraph of arabicParagraphs) {
      const style = /text:style-name="([^"]*)"/u.exec(paragraph)?.[1] ?? '';
      const twin = new RegExp(`<style:style style:name="${style}"[^>]*>[\\s\\S]*?</style:style>`, 'u').exec(
        content,
      )?.[0];
      expect(twin, style).toMatch(/style:writing-mode="rl-tb"/u);
      expect(twin, style).not.toMatch(/fo:text-align="(start|left)"/u);
    }
    const code = paragraphs.find((paragraph) => paragraph.includes('tar cfv etc.tar /etc'));
    expect(code).toBeDefined();
    expect(code).not.toMatch(/text:style-name="[^"]*_rtl"/u);
  });

  it('PPTX: Arabic paragraphs are rtl, left alignment becomes right', async () => {
    const { output } = await pptx.translate(await buildPptx(), toArabic());
    const slide = await readEntry(output, 'ppt/slides/slide1.xml');
    const paragraphs = (slide.match(/<a:p>[\s\S]*?<\/a:p>/gu) ?? []).filter((p) => p.includes(ARABIC));
    expect(paragraphs.length).toBeGreaterThan(0);
    for (const paragraph of paragraphs) {
      expect(paragraph).toMatch(/^<a:p><a:pPr\b[^>]*\srtl="1"/u);
      expect(paragraph).not.toMatch(/algn="l"/u);
    }
  });

  it('XLSX: cells of Arabic text read right to left; numbers and dates keep their formats', async () => {
    const { output } = await xlsx.translate(await buildXlsx(), toArabic());
    const styles = await readEntry(output, 'xl/styles.xml');
    const formats = [...styles.matchAll(/<xf\b[^>]*?(?:\/>|>[\s\S]*?<\/xf>)/gu)].map((match) => match[0]);
    expect(styles).toMatch(new RegExp(`<cellXfs count="${formats.length}"`, 'u'));
    const sheet = await readEntry(output, 'xl/worksheets/sheet1.xml');
    const styleOf = (ref: string) =>
      Number(new RegExp(`<c r="${ref}"[^>]*\\ss="(\\d+)"`, 'u').exec(sheet)?.[1] ?? 0);
    // A1 is a shared string, C1 an inline one: both Arabic now.
    for (const ref of ['A1', 'C1']) expect(formats[styleOf(ref)], ref).toMatch(/readingOrder="2"/u);
    // B2 is a number, C2 a date (format 1): as they were.
    expect(styleOf('B2')).toBe(0);
    expect(styleOf('C2')).toBe(1);
    expect(formats[1]).not.toMatch(/readingOrder/u);
  });

  it('EPUB and HTML: pages say dir="rtl", the spine turns right to left', async () => {
    const book = await epub.translate(await buildEpub(), toArabic());
    const opf = await readEntry(book.output, 'OEBPS/content.opf');
    expect(opf).toMatch(/<spine\b[^>]*page-progression-direction="rtl"/u);
    const page = await readEntry(book.output, 'OEBPS/text/ch1.xhtml');
    expect(page).toMatch(/<html\b[^>]*\sdir="rtl"/u);
    const web = await html.translate(
      new TextEncoder().encode('<!doctype html><html lang="en"><body><p>Hello world</p></body></html>'),
      toArabic(),
    );
    expect(new TextDecoder().decode(web.output)).toMatch(
      /<html dir="rtl" lang="ar"|<html lang="ar" dir="rtl"/u,
    );
  });

  it("EPUB: a stylesheet's left-to-right direction and left alignment turn (LibreOffice's e-book)", async () => {
    const source = new Uint8Array(
      readFileSync(new URL('../../../../bench/every-script/sources/udhr.epub', import.meta.url)),
    );
    expect(await readEntry(source, 'OEBPS/styles/stylesheet.css')).toMatch(/direction: ltr/u);
    const { output } = await epub.translate(source, toArabic());
    const css = await readEntry(output, 'OEBPS/styles/stylesheet.css');
    expect(css).toMatch(/direction: rtl/u);
    expect(css).not.toMatch(/direction: ltr/u);
    expect(
      rtlHtml('<html><body style="text-align: left"><style>p{text-align:right}</style></body></html>'),
    ).toBe('<html dir="rtl"><body style="text-align: right"><style>p{text-align:left}</style></body></html>');
  });

  it('a left-to-right target changes no direction', async () => {
    const { output } = await docx.translate(real('article.docx'), contextWith(arabic));
    expect(await readEntry(output, 'word/document.xml')).not.toMatch(/<w:bidi\/>|<w:rtl\/>/u);
  });
});
