import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SegmentTranslator } from '../../src/types.ts';
import { pptx } from '../../src/formats/office/pptx.ts';
import { docx } from '../../src/formats/office/docx.ts';
import { buildPptx, PPTX_TEXTS } from '../fixtures/office/pptx-fixture.ts';
import { entryBytes, readEntry } from '../fixtures/office/zip-fixture.ts';
import { contextWith, reorderTranslator, shoutTranslator } from './translators.ts';

describe('pptx', () => {
  it('recognises a PPTX by content and counts its visible text', async () => {
    const bytes = await buildPptx();
    expect(pptx.sniff(bytes)).toBe(true);
    expect(docx.sniff(bytes)).toBe(false);
    const analysis = await pptx.analyze(bytes);
    expect(analysis).toMatchObject({ format: 'pptx', pages: 1, needsOcr: false });
    for (const text of PPTX_TEXTS) expect(analysis.sample).toContain(text);
    expect(analysis.sample).not.toContain('Click to edit');
  });

  it('translates shapes, groups, tables and notes, keeping runs, links and fields', async () => {
    const source = await buildPptx();
    const context = contextWith(shoutTranslator);
    const { output } = await pptx.translate(source, context);
    expect(context.calls[0]).toContain('Sales grew <g id="1">strongly</g> this year.');
    const slide1 = await readEntry(output, 'ppt/slides/slide1.xml');
    const slide2 = await readEntry(output, 'ppt/slides/slide2.xml');
    const notes = await readEntry(output, 'ppt/notesSlides/notesSlide1.xml');
    const all = slide1 + slide2 + notes + (await readEntry(output, 'ppt/charts/chart1.xml'));
    for (const text of PPTX_TEXTS) {
      expect(all).not.toContain(text);
      if (!/^(Sales|Read)/.test(text)) expect(all).toContain(text.toUpperCase());
    }
    expect(slide1).toContain('<a:r><a:rPr lang="es-ES" b="1"/><a:t>STRONGLY</a:t></a:r>');
    expect(slide1).toContain('<a:rPr lang="es-ES"><a:hlinkClick r:id="rId9"/></a:rPr><a:t>FULL REPORT</a:t>');
    expect(slide1).toContain('<a:t>1,250</a:t>');
    expect(slide1).toMatch(
      /GROUPED NOTE<\/a:t><\/a:r><a:br><a:rPr lang="es-ES"\/><\/a:br><a:r><a:rPr lang="es-ES"\/><a:t>2024 ⟦es⟧/,
    );
    expect(slide1).toMatch(/<a:endParaRPr lang="es-ES"\/><\/a:p><\/p:txBody>/);
    expect(slide2).toContain('type="slidenum"><a:rPr lang="es-ES"/><a:t>2</a:t></a:fld>');
    expect(notes).toContain('SPEAKER NOTES FOR THE FIRST SLIDE. ⟦es⟧');
    const before = await entryBytes(source);
    const after = await entryBytes(output);
    for (const name of ['ppt/media/image1.png', '[Content_Types].xml']) {
      expect(Buffer.from(after.get(name) ?? []).equals(Buffer.from(before.get(name) ?? [1]))).toBe(true);
    }
    // Parts without text to translate change only in the language their text defaults to.
    const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('utf8');
    for (const name of ['ppt/presentation.xml', 'ppt/slideLayouts/slideLayout1.xml'])
      expect(text(after.get(name))).toBe(text(before.get(name)).replaceAll('lang="en-US"', 'lang="es-ES"'));
  });

  it('keeps bold on the moved word when the provider reorders', async () => {
    const { output } = await pptx.translate(await buildPptx(), contextWith(reorderTranslator));
    expect(await readEntry(output, 'ppt/slides/slide1.xml')).toContain(
      '<a:t>Sales grew  this year. </a:t></a:r><a:r><a:rPr lang="es-ES" b="1"/><a:t>strongly</a:t></a:r>',
    );
  });

  it('puts the translation under the original in the same text box for the bilingual file', async () => {
    const { bilingual } = await pptx.translate(await buildPptx(), contextWith(shoutTranslator, true));
    const slide1 = await readEntry(bilingual ?? new Uint8Array(), 'ppt/slides/slide1.xml');
    expect(slide1).toMatch(
      /<a:t>Quarterly results<\/a:t><\/a:r><a:endParaRPr lang="en-US"\/><\/a:p><a:p><a:r><a:rPr lang="en-US"\/><a:t>QUARTERLY RESULTS ⟦es⟧<\/a:t>/,
    );
    expect(slide1.match(/<p:sp>/g)).toHaveLength(3);
  });
});

describe('a slide whose translation is longer', () => {
  // LibreOffice's own PPTX of the declaration: boxes set not to fit their text (a:noAutofit), body text at 32 pt.
  const source = () =>
    new Uint8Array(
      readFileSync(new URL('../../../../bench/every-script/sources/udhr.pptx', import.meta.url)),
    );
  const bodyProps = (slide: string) =>
    [...slide.matchAll(/<a:bodyPr[^>]*>(.*?)<\/a:bodyPr>/gu)].map((match) => match[1]);

  it('shrinks the text of a box it would overflow, as PowerPoint does, and leaves a box it still fits', async () => {
    // Half as long again as the English, as Russian or Greek often is.
    const longer: SegmentTranslator = async (segments) =>
      segments.map((segment) => `${segment} ${segment.slice(0, Math.ceil(segment.length / 2))}`);
    const { output } = await pptx.translate(source(), contextWith(longer));
    const [title, body] = bodyProps(await readEntry(output, 'ppt/slides/slide2.xml'));
    expect(title).toBe('<a:noAutofit/>');
    const scale = Number(/<a:normAutofit fontScale="(\d+)"\/>/u.exec(body ?? '')?.[1]);
    expect(scale).toBeGreaterThan(40_000);
    expect(scale).toBeLessThan(100_000);
  });

  it('leaves every box as it was when the translation is no longer and the original kept to its slide', async () => {
    const same: SegmentTranslator = async (segments) => segments;
    const { output } = await pptx.translate(source(), contextWith(same));
    const slide = await readEntry(output, 'ppt/slides/slide3.xml');
    expect(bodyProps(slide)).toEqual(['<a:noAutofit/>', '<a:noAutofit/>']);
  });
});
