import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docx } from '../../src/formats/office/docx.ts';
import { buildDocx, DOCX_TEXTS } from '../fixtures/office/docx-fixture.ts';
import { entryBytes, readEntry } from '../fixtures/office/zip-fixture.ts';
import { contextWith, reorderTranslator, shoutTranslator, tagDroppingTranslator } from './translators.ts';

async function html(bytes: Uint8Array): Promise<string> {
  return (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
}

describe('docx', () => {
  it('recognises a DOCX by its content and analyses it', async () => {
    const bytes = await buildDocx();
    expect(docx.sniff(bytes)).toBe(true);
    expect(docx.sniff(new TextEncoder().encode('PK not really'))).toBe(false);
    const analysis = await docx.analyze(bytes);
    expect(analysis).toMatchObject({ format: 'docx', pages: 1, needsOcr: false });
    expect(analysis.characters).toBeGreaterThan(300);
    expect(analysis.words).toBeGreaterThan(50);
    for (const text of ['The big house is red and very old.', 'Footnote text here.', 'The garden is green.'])
      expect(analysis.sample).toContain(text);
  });

  it('translates every paragraph in every part and keeps formatting on the right words', async () => {
    const source = await buildDocx();
    const context = contextWith(shoutTranslator);
    const { output, bilingual } = await docx.translate(source, context);
    expect(bilingual).toBeUndefined();
    expect(context.calls).toHaveLength(1);
    const segments = context.calls[0] ?? [];
    expect(segments).toContain('The <g id="1">big</g> house is <g id="2">red</g> and very old.');
    expect(segments.some((segment) => segment.includes('Der Hund schläft &amp; träumt &lt;laut&gt;.'))).toBe(
      true,
    );
    expect(segments).not.toContain('12.5');

    const text = (await mammoth.extractRawText({ buffer: Buffer.from(output) })).value;
    // mammoth's raw text leaves out headers, footers, notes, comments and DrawingML text boxes: checked in the XML below.
    for (const original of DOCX_TEXTS.filter(
      (t) => !/^(Header|Footer|Footnote|Endnote|Comment|The garden)/.test(t),
    )) {
      expect(text).not.toContain(original);
      expect(text).toContain(original.toUpperCase());
    }
    const rendered = await html(output);
    expect(rendered).toContain('THE <strong>BIG</strong> HOUSE IS');
    expect(rendered).toMatch(/<a href="https:\/\/example.com\/">OUR WEBSITE<\/a>/);
    expect(rendered).toContain('DER HUND SCHLÄFT &amp; TRÄUMT &lt;LAUT&gt;.');
    expect(rendered).toContain('FOOTNOTE TEXT HERE. ⟦es⟧');

    const document = await readEntry(output, 'word/document.xml');
    expect(document).toContain(
      '<w:rPr><w:i/><w:color w:val="FF0000"/></w:rPr><w:t xml:space="preserve">RED</w:t>',
    );
    expect(document).toContain('<w:instrText xml:space="preserve"> PAGE </w:instrText>');
    expect(document).toContain('<w:bookmarkStart w:id="0" w:name="intro"/>');
    expect(document).toContain('<w:footnoteReference w:id="1"/>');
    expect(document).toContain('<w:tab/>');
    expect(document).not.toContain('proofErr');
    expect(document).toContain('12.5');
    expect(document).toContain('THE GARDEN IS GREEN.');
    expect(document).toContain(
      '<w:sdtPr><w:alias w:val="Client"/></w:sdtPr><w:sdtContent><w:r w:rsidRPr="00B2"><w:t xml:space="preserve">THE CLIENT</w:t>',
    );
    expect(document).toContain('これは日本語の文です。 ⟦es⟧');
    expect(document).toContain('<w:rPr><w:rtl/></w:rPr><w:t xml:space="preserve">مرحبا بالعالم ⟦es⟧</w:t>');
    for (const part of ['header1', 'footer1', 'footnotes', 'endnotes', 'comments']) {
      expect(await readEntry(output, `word/${part}.xml`)).toContain('⟦es⟧');
    }
    expect(await readEntry(output, 'word/footer1.xml')).toContain('<w:fldSimple w:instr=" PAGE ">');
  });

  it('copies every untouched entry byte for byte', async () => {
    const source = await buildDocx();
    const { output } = await docx.translate(source, contextWith(shoutTranslator));
    const before = await entryBytes(source);
    const after = await entryBytes(output);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const name of [
      'word/styles.xml',
      'word/media/image1.png',
      '[Content_Types].xml',
      'word/_rels/document.xml.rels',
    ]) {
      expect(Buffer.from(after.get(name) ?? []).equals(Buffer.from(before.get(name) ?? [1]))).toBe(true);
    }
  });

  it('follows runs that the provider moves, and puts back what it drops', async () => {
    const source = await buildDocx();
    const moved = await html((await docx.translate(source, contextWith(reorderTranslator))).output);
    expect(moved).toContain('and very old. <strong>big</strong>');
    const dropped = await docx.translate(source, contextWith(tagDroppingTranslator));
    const document = await readEntry(dropped.output, 'word/document.xml');
    expect(document).toContain('THE BIG HOUSE IS RED AND VERY OLD.');
    expect(document).toContain('<w:bookmarkStart w:id="0" w:name="intro"/>');
    expect(document).toContain('<w:footnoteReference w:id="1"/>');
    expect(document).toContain('<w:instrText xml:space="preserve"> PAGE </w:instrText>');
  });

  it('writes a bilingual DOCX with each paragraph followed by its translation', async () => {
    const { bilingual } = await docx.translate(await buildDocx(), contextWith(shoutTranslator, true));
    expect(bilingual).toBeDefined();
    const text = (await mammoth.extractRawText({ buffer: Buffer.from(bilingual ?? new Uint8Array()) })).value;
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    const at = lines.indexOf('The big house is red and very old.');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toBe('THE BIG HOUSE IS RED AND VERY OLD. ⟦es⟧');
    const document = await readEntry(bilingual ?? new Uint8Array(), 'word/document.xml');
    expect(document.match(/<w:sectPr>/g)).toHaveLength(1);
    expect(document.match(/<w:bookmarkStart/g)).toHaveLength(1);
    expect(document.match(/w:footnoteReference/g)).toHaveLength(1);
  });
});
