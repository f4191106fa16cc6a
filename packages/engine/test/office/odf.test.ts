import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { odp, ods, odt } from '../../src/formats/odf/odf.ts';
import { docx } from '../../src/formats/office/docx.ts';
import {
  buildOdp,
  buildOds,
  buildOdt,
  ODP_TEXTS,
  ODS_TEXTS,
  ODT_TEXTS,
} from '../fixtures/office/odf-fixture.ts';
import { entryBytes, readEntry } from '../fixtures/office/zip-fixture.ts';
import { contextWith, reorderTranslator, shoutTranslator } from './translators.ts';

async function firstEntryIsStoredMimetype(bytes: Uint8Array, mime: string): Promise<void> {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect(view.getUint16(8, true)).toBe(0);
  expect(new TextDecoder().decode(bytes.subarray(30, 38))).toBe('mimetype');
  expect(new TextDecoder().decode(bytes.subarray(38, 38 + mime.length))).toBe(mime);
}

describe('odf', () => {
  it('sniffs each ODF kind by its mimetype entry', async () => {
    const [text, slides, sheets] = await Promise.all([buildOdt(), buildOdp(), buildOds()]);
    expect([odt.sniff(text), odp.sniff(text), ods.sniff(text), docx.sniff(text)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([odt.sniff(slides), odp.sniff(slides), ods.sniff(sheets)]).toEqual([false, true, true]);
    await expect(odt.analyze(sheets)).rejects.toMatchObject({ code: 'format-mismatch' });
  });

  it('translates ODT body, notes, tables, frames and headers, keeping spans and links', async () => {
    const source = await buildOdt();
    const analysis = await odt.analyze(source);
    for (const text of ODT_TEXTS) expect(analysis.sample.replace(/ +/g, ' ')).toContain(text);
    const context = contextWith(shoutTranslator);
    const { output } = await odt.translate(source, context);
    expect(context.calls[0]).toContain(
      'The <g id="1">old</g> house stands  on the <g id="2">hill</g>.<x id="3"/>',
    );
    const content = await readEntry(output, 'content.xml');
    expect(content).toContain(
      'THE <text:span text:style-name="Bold">OLD</text:span> HOUSE STANDS <text:s text:c="1"/>ON THE <text:span text:style-name="Italic">HILL</text:span>.<text:note',
    );
    expect(content).toContain(
      '<text:a xlink:type="simple" xlink:href="https://example.org/river">RIVER</text:a> TO THE SEA.<text:tab/>7 ⟦es⟧',
    );
    for (const text of ['FOOTNOTE BODY TEXT', 'TABLE CELL TEXT', 'TEXT IN A FRAME', 'DAS WETTER IST SCHÖN.'])
      expect(content).toContain(text);
    expect(content).toContain('<text:p>3</text:p>');
    expect(await readEntry(output, 'styles.xml')).toContain('PAGE HEADER TEXT ⟦es⟧');
    await firstEntryIsStoredMimetype(output, 'application/vnd.oasis.opendocument.text');
    const before = await entryBytes(source);
    const after = await entryBytes(output);
    for (const name of ['META-INF/manifest.xml', 'meta.xml', 'Pictures/image1.png']) {
      expect(Buffer.from(after.get(name) ?? []).equals(Buffer.from(before.get(name) ?? [1]))).toBe(true);
    }
    const moved = await odt.translate(source, contextWith(reorderTranslator));
    expect(await readEntry(moved.output, 'content.xml')).toContain(
      'on the <text:span text:style-name="Italic">hill</text:span>.<text:note',
    );
  });

  it('writes a bilingual ODT with each translation after its paragraph, outside the outline', async () => {
    const { bilingual } = await odt.translate(await buildOdt(), contextWith(shoutTranslator, true));
    const content = await readEntry(bilingual ?? new Uint8Array(), 'content.xml');
    expect(content).toContain(
      'A short story</text:h><text:p text:style-name="Heading_1">A SHORT STORY ⟦es⟧</text:p>',
    );
    expect(content.match(/<text:note /g)).toHaveLength(1);
    await firstEntryIsStoredMimetype(
      bilingual ?? new Uint8Array(),
      'application/vnd.oasis.opendocument.text',
    );
  });

  it('translates ODP slides and notes', async () => {
    const source = await buildOdp();
    const { output, bilingual } = await odp.translate(source, contextWith(shoutTranslator, true));
    const content = await readEntry(output, 'content.xml');
    for (const text of ODP_TEXTS) expect(content).not.toContain(text);
    expect(content).toContain('OUR <text:span text:style-name="T1">PLANS</text:span> FOR THE YEAR ⟦es⟧');
    expect(content).toContain('PRESENTER NOTES HERE ⟦es⟧');
    expect(await readEntry(bilingual ?? new Uint8Array(), 'content.xml')).toContain(
      '<text:p>Welcome slide</text:p><text:p>WELCOME SLIDE ⟦es⟧</text:p>',
    );
  });

  it('translates ODS text cells only, and adds translated sheet copies for bilingual', async () => {
    const source = await buildOds();
    const { output, bilingual } = await ods.translate(source, contextWith(shoutTranslator, true));
    const content = await readEntry(output, 'content.xml');
    for (const text of ODS_TEXTS) expect(content).toContain(`${text.toUpperCase()} ⟦es⟧`);
    expect(content).toContain('<text:p>March 1, 2024</text:p>');
    expect(content).toContain('table:formula="of:=[.B2]*2"');
    const both = await readEntry(bilingual ?? new Uint8Array(), 'content.xml');
    expect(both).toContain('<table:table table:name="Costs">');
    expect(both).toMatch(
      /<\/table:table><table:table table:name="Costs \(es\)">.*COFFEE BEANS ⟦es⟧.*<\/table:table><table:named-expressions\/>/,
    );
    expect(both.indexOf('>Coffee beans<')).toBeLessThan(both.indexOf('COFFEE BEANS'));
    expect((await JSZip.loadAsync(bilingual ?? new Uint8Array())).file('mimetype')).not.toBeNull();
  });
});
