import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { docx } from '../../src/formats/office/docx.ts';
import { SafeZip } from '../../src/safety/zip.ts';
import { parseXml } from '../../src/safety/xml.ts';
import { EngineError } from '../../src/types.ts';
import { buildDocx } from '../fixtures/office/docx-fixture.ts';
import {
  BILLION_LAUGHS,
  bulkyZip,
  docxWithDocument,
  manyEntriesDocx,
  ratioBombDocx,
  traversalDocx,
  understateSizes,
  XXE,
} from '../fixtures/office/hostile.ts';
import { TINY_PNG } from '../fixtures/office/zip-fixture.ts';
import { contextWith, shoutTranslator } from './translators.ts';

async function failure(work: Promise<unknown>): Promise<EngineError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('hostile office files', () => {
  it('refuses a zip bomb while inflating, whatever the directory declares', async () => {
    const bomb = await ratioBombDocx();
    expect(bomb.byteLength).toBeLessThan(200_000);
    const error = await failure(docx.translate(bomb, contextWith(shoutTranslator)));
    expect(error.code).toBe('over-budget');
    expect(error.budget).toBe('archive-bytes');
    expect(error.message).toMatch(/zip bomb/);
    // Declared sizes that lie (claim 10 bytes) change nothing: the stream is what is counted.
    expect((await failure(docx.analyze(understateSizes(bomb)))).code).toBe('over-budget');
  });

  it('refuses archives with too many entries or too many bytes in total', async () => {
    const crowded = await manyEntriesDocx(10_001);
    const error = await failure(docx.analyze(crowded));
    expect(error.code).toBe('over-budget');
    expect(error.budget).toBe('archive-entries');
    expect(error.message).toMatch(/too many entries/);
    const bulky = await bulkyZip(3, 2);
    expect((await failure(SafeZip.open(bulky, { maxTotalBytes: 4 * 1024 * 1024 }))).message).toMatch(
      /unpacks to more than 4 MB/,
    );
    // The caps hold while streaming, not only on the declared sizes.
    const capped = await SafeZip.open(bulky, { maxEntryBytes: 1024 * 1024 });
    expect((await failure(capped.bytes('word/media/blob0.bin'))).code).toBe('over-budget');
    const budget = await SafeZip.open(bulky, {
      maxTotalBytes: 8 * 1024 * 1024,
      maxEntryBytes: 8 * 1024 * 1024,
    });
    expect((await budget.bytes('word/media/blob0.bin')).byteLength).toBe(2 * 1024 * 1024);
    // Forged sizes in the directory are caught as damage.
    const forged = await SafeZip.open(understateSizes(bulky));
    expect((await failure(forged.bytes('word/media/blob0.bin'))).code).toBe('corrupt-file');
  });

  it('refuses entry names that climb out of the archive', async () => {
    const error = await failure(docx.translate(await traversalDocx(), contextWith(shoutTranslator)));
    expect(error.code).toBe('corrupt-file');
    expect(error.message).toMatch(/unsafe entry name: \.\.\//);
  });

  it('refuses XML entity declarations (billion laughs, XXE) before parsing', async () => {
    for (const xml of [BILLION_LAUGHS, XXE]) {
      const error = await failure(docx.translate(await docxWithDocument(xml), contextWith(shoutTranslator)));
      expect(error.code).toBe('corrupt-file');
      expect(error.message).toMatch(/declares XML entities/);
    }
    expect(() => parseXml('<a>'.repeat(10), 'x.xml', 5)).toThrow(/too large/);
    expect(parseXml('<!DOCTYPE html><html><body><p>Hi</p></body></html>').doctype).toBe('<!DOCTYPE html>');
  });

  it('tells damaged archives and other files apart with clear codes', async () => {
    const source = await buildDocx();
    const truncated = source.subarray(0, Math.floor(source.byteLength / 2));
    expect((await failure(docx.analyze(truncated))).code).toBe('corrupt-file');
    for (const impostor of [
      TINY_PNG,
      new TextEncoder().encode('Just some plain text pretending to be a document.'),
    ]) {
      expect(docx.sniff(impostor)).toBe(false);
      const error = await failure(docx.translate(impostor, contextWith(shoutTranslator)));
      expect(error.code).toBe('format-mismatch');
      expect(error.message).toBe('The file is not a DOCX document.');
    }
    const plainZip = new JSZip();
    plainZip.file('readme.txt', 'hello');
    const error = await failure(docx.analyze(await plainZip.generateAsync({ type: 'uint8array' })));
    expect(error.code).toBe('format-mismatch');
    expect((await failure(docx.analyze(await docxWithDocument('<w:document><w:body>')))).code).toBe(
      'corrupt-file',
    );
  });
});

describe('hostile XML structure', () => {
  it('refuses absurdly deep nesting as over the nesting budget instead of overflowing the stack', async () => {
    const deep = `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${'<w:p>'.repeat(5000)}${'</w:p>'.repeat(5000)}</w:body></w:document>`;
    const error = await failure(docx.translate(await docxWithDocument(deep), contextWith(shoutTranslator)));
    expect(error.code).toBe('over-budget');
    expect(error.budget).toBe('nesting');
  });
});
