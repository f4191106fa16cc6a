import { describe, expect, it } from 'vitest';
import { epub } from '../../src/formats/epub/epub.ts';
import { odt } from '../../src/formats/odf/odf.ts';
import { buildEpub, EPUB_TEXTS } from '../fixtures/office/epub-fixture.ts';
import { entryBytes, readEntry } from '../fixtures/office/zip-fixture.ts';
import { contextWith, shoutTranslator } from './translators.ts';

describe('epub', () => {
  it('sniffs by mimetype and analyses the spine', async () => {
    const bytes = await buildEpub();
    expect(epub.sniff(bytes)).toBe(true);
    expect(odt.sniff(bytes)).toBe(false);
    const analysis = await epub.analyze(bytes);
    expect(analysis).toMatchObject({ format: 'epub', pages: 1, needsOcr: false });
    for (const text of EPUB_TEXTS) expect(analysis.sample.replace(/\u00a0/g, ' ')).toContain(text);
  });

  it('translates blocks, nested lists, inline markup, alt text and the navigation document', async () => {
    const source = await buildEpub();
    const context = contextWith(shoutTranslator);
    const { output } = await epub.translate(source, context);
    expect(context.calls[0]).toContain(
      'It was a <g id="1">dark</g> and <g id="2">stormy</g> night.<x id="3"/>',
    );
    const chapter1 = await readEntry(output, 'OEBPS/text/ch1.xhtml');
    expect(chapter1.startsWith('<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html><html')).toBe(true);
    expect(chapter1).toContain(
      '<p id="p1">IT WAS A <em>DARK</em> AND <a href="ch2.xhtml">STORMY</a> NIGHT.<br/> ⟦es⟧</p>',
    );
    expect(chapter1).toContain(
      '<li>FRUITS WE LIKE ⟦es⟧<ul><li>RED APPLES ⟦es⟧</li><li>SMALL PEARS ⟦es⟧</li></ul></li>',
    );
    expect(chapter1).toContain('alt="A LIGHTHOUSE AT DUSK ⟦es⟧"');
    expect(chapter1).toContain('<title>CHAPTER 1 ⟦es⟧</title>');
    expect(chapter1).toContain('xml:lang="es" lang="es"');
    expect(chapter1).toContain('<p>42</p>');
    expect(await readEntry(output, 'OEBPS/text/ch2.xhtml')).toContain(
      'A QUIET\u00a0MORNING <span class="x">FOLLOWED</span>. ⟦es⟧',
    );
    expect(await readEntry(output, 'OEBPS/text/nav.xhtml')).toContain(
      '<a href="ch1.xhtml">THE FIRST CHAPTER</a> ⟦es⟧',
    );
    expect(new TextDecoder().decode(output.subarray(30, 58))).toBe('mimetypeapplication/epub+zip');
    const ncx = await readEntry(output, 'OEBPS/toc.ncx');
    expect(ncx).toContain('<docTitle><text>A TEST BOOK ⟦es⟧</text></docTitle>');
    expect(ncx).toContain(
      '<navLabel><text>THE FIRST CHAPTER ⟦es⟧</text></navLabel><content src="text/ch1.xhtml"/>',
    );
    const before = await entryBytes(source);
    const after = await entryBytes(output);
    // The package says the book's new language; nothing else in it changes.
    const opf = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('utf8');
    expect(opf(after.get('OEBPS/content.opf'))).toBe(
      opf(before.get('OEBPS/content.opf')).replace(/<dc:language>[^<]*</u, '<dc:language>es<'),
    );
    expect(chapter1).toMatch(/^<\?xml[^>]*\?><!DOCTYPE html><html [^>]*xml:lang="es" lang="es">/u);
    for (const name of ['OEBPS/css/book.css', 'OEBPS/images/cover.png', 'META-INF/container.xml']) {
      expect(Buffer.from(after.get(name) ?? []).equals(Buffer.from(before.get(name) ?? [1]))).toBe(true);
    }
  });

  it('writes a bilingual EPUB with each block followed by its translation', async () => {
    const { bilingual } = await epub.translate(await buildEpub(), contextWith(shoutTranslator, true));
    const chapter1 = await readEntry(bilingual ?? new Uint8Array(), 'OEBPS/text/ch1.xhtml');
    expect(chapter1).toContain('<h1>The first chapter</h1><h1>THE FIRST CHAPTER ⟦es⟧</h1>');
    expect(chapter1).toContain('night.<br/></p><p>IT WAS A <em>DARK</em>');
    expect(chapter1.match(/id="p1"/g)).toHaveLength(1);
    expect(chapter1).toContain('<title>Chapter 1</title>');
  });
});
