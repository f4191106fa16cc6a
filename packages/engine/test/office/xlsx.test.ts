import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { xlsx } from '../../src/formats/office/xlsx.ts';
import { docx } from '../../src/formats/office/docx.ts';
import { buildXlsx, XLSX_STRINGS } from '../fixtures/office/xlsx-fixture.ts';
import { entryBytes, readEntry } from '../fixtures/office/zip-fixture.ts';
import { contextWith, shoutTranslator } from './translators.ts';

describe('xlsx', () => {
  it('recognises an XLSX by content and counts its strings', async () => {
    const bytes = await buildXlsx();
    expect(xlsx.sniff(bytes)).toBe(true);
    expect(docx.sniff(bytes)).toBe(false);
    const analysis = await xlsx.analyze(bytes);
    expect(analysis).toMatchObject({ format: 'xlsx', pages: 1, needsOcr: false });
    for (const text of [...XLSX_STRINGS, 'Delivery date']) expect(analysis.sample).toContain(text);
    expect(analysis.sample).not.toContain('2024-01');
  });

  it('translates shared, rich, inline strings and comments; formulas, numbers and sheet names stay', async () => {
    const source = await buildXlsx();
    const context = contextWith(shoutTranslator);
    const { output } = await xlsx.translate(source, context);
    expect(context.calls[0]).toContain('<g id="1">Green</g> apples');
    const strings = await readEntry(output, 'xl/sharedStrings.xml');
    for (const text of XLSX_STRINGS.filter((t) => !/^(Green|Check)/.test(t))) {
      expect(strings).not.toContain(`>${text}<`);
      expect(strings).toContain(`<t xml:space="preserve">${text.toUpperCase()} ⟦es⟧</t>`);
    }
    expect(strings).toContain(
      '<r><rPr><b/><sz val="11"/></rPr><t xml:space="preserve">GREEN</t></r><r><rPr><sz val="11"/></rPr><t xml:space="preserve"> APPLES ⟦es⟧</t></r>',
    );
    expect(strings).toContain('<si><t>2024-01</t></si>');
    expect(await readEntry(output, 'xl/comments1.xml')).toContain('CHECK THE PRICES. ⟦es⟧');
    expect(await readEntry(output, 'xl/drawings/drawing1.xml')).toContain(
      '<a:t>PRICES INCLUDE TAX ⟦es⟧</a:t>',
    );
    const sheet1 = await readEntry(output, 'xl/worksheets/sheet1.xml');
    expect(sheet1).toContain('<is><t xml:space="preserve">DELIVERY DATE ⟦es⟧</t></is>');
    expect(sheet1).toContain('<f>SUM(B2:B3)</f><v>5.75</v>');
    expect(sheet1).toContain('<f>IF(B4&gt;5,"High","Low")</f><v>High</v>');
    expect(sheet1).toContain('<c r="C2" s="1"><v>45292</v></c>');
    const before = await entryBytes(source);
    const after = await entryBytes(output);
    for (const name of [
      'xl/workbook.xml',
      'xl/worksheets/sheet2.xml',
      'xl/styles.xml',
      '[Content_Types].xml',
    ]) {
      expect(Buffer.from(after.get(name) ?? []).equals(Buffer.from(before.get(name) ?? [1]))).toBe(true);
    }
  });

  it('adds a translated copy of every sheet for the bilingual workbook', async () => {
    const { bilingual } = await xlsx.translate(await buildXlsx(), contextWith(shoutTranslator, true));
    const file = bilingual ?? new Uint8Array();
    const workbook = await readEntry(file, 'xl/workbook.xml');
    expect(workbook).toContain(
      '<sheet name="Budget" sheetId="1" r:id="rId1"/><sheet name="Notes" sheetId="2" r:id="rId2"/><sheet name="Budget (es)" sheetId="3" r:id="rIdTolk1"/><sheet name="Notes (es)" sheetId="4" r:id="rIdTolk2"/>',
    );
    expect(await readEntry(file, 'xl/_rels/workbook.xml.rels')).toContain(
      'Id="rIdTolk1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet3.xml"',
    );
    expect(await readEntry(file, '[Content_Types].xml')).toContain(
      '<Override PartName="/xl/worksheets/sheet4.xml"',
    );
    const strings = await readEntry(file, 'xl/sharedStrings.xml');
    const table = [...strings.matchAll(/<si>(.*?)<\/si>/g)].map((match) =>
      (match[1] ?? '').replace(/<[^>]+>/g, ''),
    );
    expect(table.slice(0, 8)).toEqual([
      'Product',
      'Price',
      'Green apples',
      'Fresh bread',
      'Total',
      'Pomme rouge',
      '2024-01',
      'Notes for the team',
    ]);
    expect(strings).toContain(`uniqueCount="${table.length}"`);
    const copy = await readEntry(file, 'xl/worksheets/sheet3.xml');
    const cell = (ref: string): string =>
      table[Number(new RegExp(`<c r="${ref}" t="s"><v>(\\d+)</v>`).exec(copy)?.[1])] ?? '';
    expect(cell('A1')).toBe('PRODUCT ⟦es⟧');
    expect(cell('A2')).toBe('GREEN APPLES ⟦es⟧');
    expect(cell('C3')).toBe('2024-01');
    expect(copy).toContain('<c r="B4"><v>5.75</v></c>');
    expect(copy).not.toContain('<drawing');
    expect(copy).not.toContain('tabSelected');
    expect(await readEntry(file, 'xl/worksheets/sheet1.xml')).toContain('<is><t>Delivery date</t></is>');
    expect(copy).toContain('DELIVERY DATE ⟦es⟧');
    const reopened = await JSZip.loadAsync(file);
    expect(Object.keys(reopened.files)).toContain('xl/worksheets/sheet4.xml');
  });
});
