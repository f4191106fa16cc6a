// Which office text is code, and how inline code travels: as a verbatim <x/> atom that comes back as
// the same text in the same style, wherever the provider puts it.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { isCodeStyleName, isMonospaceFont } from '../../src/formats/inline/code-style.ts';
import { encodeInline, type Inline } from '../../src/formats/inline/tagged.ts';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { translateFile } from '../../src/translate.ts';
import type { TranslateRequest } from '../../src/types.ts';
import { buildDocx, para, run } from '../fixtures/office/docx-fixture.ts';
import { buildEpub } from '../fixtures/office/epub-fixture.ts';
import { readEntry, XML_DECLARATION } from '../fixtures/office/zip-fixture.ts';

async function withEntries(bytes: Uint8Array, entries: Record<string, string>): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array' });
}

/** Translates through the fake provider (case swapped), recording what it was sent. */
async function throughFake(bytes: Uint8Array, fileName: string) {
  const requests: TranslateRequest[] = [];
  const result = await translateFile(bytes, {
    fileName,
    from: 'en',
    to: 'es',
    provider: createFakeProvider({ onRequest: (request) => requests.push(request) }),
  });
  return { output: result.output, sent: requests.flatMap((request) => request.segments) };
}

describe('code styles', () => {
  it('knows the usual code style names and monospace fonts, and nothing else', () => {
    for (const name of [
      'Source Text',
      'Source_20_Text',
      'SourceText',
      'HTMLCode',
      'HTML Code',
      'VerbatimChar',
      'Verbatim Char',
      'Code',
      'SourceCode',
      'Code Block',
      'Preformatted_20_Text',
      'PreformattedText',
      'HTMLPreformatted',
      'HTML Keyboard',
    ])
      expect(isCodeStyleName(name), name).toBe(true);
    for (const name of ['Normal', 'Text_20_body', 'Heading 1', 'Emphasis', 'Strong', 'Barcode', 'Hyperlink'])
      expect(isCodeStyleName(name), name).toBe(false);
    for (const font of [
      'Courier New',
      'Courier',
      'Consolas',
      'Liberation Mono',
      'DejaVu Sans Mono',
      'Noto Sans Mono',
      'Noto Mono',
      'Menlo',
      'Monaco',
      'Lucida Console',
      'Source Code Pro',
    ])
      expect(isMonospaceFont(font), font).toBe(true);
    // LibreOffice's headings are often in "Liberation Sans Unicode MS": Unicode is not code.
    for (const font of [
      'Liberation Serif',
      'Arial',
      'Calibri',
      'Times New Roman',
      'Monotype Corsiva',
      'Arial Unicode MS',
      'Lucida Sans Unicode',
      'Liberation Sans Unicode MS',
      '',
    ])
      expect(isMonospaceFont(font), font).toBe(false);
  });

  it('sends inline code as an atom and puts the same text back in its style, even if the provider drops it', () => {
    type Item = Inline<string, string>;
    const items: Item[] = [
      { kind: 'text', style: '', text: 'Run ' },
      { kind: 'verbatim', style: 'mono', text: 'tar' },
      { kind: 'verbatim', style: 'mono', text: ' -x' },
      { kind: 'text', style: '', text: ' now' },
    ];
    const encoded = encodeInline(items);
    expect(encoded.segment).toBe('Run <x id="1"/> now');
    expect(encoded.plain).toBe('Run  now');
    expect(encoded.code).toEqual(['tar -x']);
    expect(encoded.decode('Ahora <x id="1"/>')).toEqual([
      { kind: 'text', style: '', text: 'Ahora ' },
      { kind: 'text', style: 'mono', text: 'tar -x' },
    ]);
    expect(encoded.decode('Corre ahora')).toEqual([
      { kind: 'text', style: '', text: 'Corre ahora ' },
      { kind: 'text', style: 'mono', text: 'tar -x' },
    ]);
  });

  it('a DOCX typed in Courier throughout (its default style) is still translated', async () => {
    const styles = `${XML_DECLARATION}<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><w:rFonts w:ascii="Courier New" w:hAnsi="Courier New"/></w:rPr></w:style></w:styles>`;
    const bytes = await withEntries(await buildDocx(para(run('The house is red.'))), {
      'word/styles.xml': styles,
    });
    const { output } = await throughFake(bytes, 'letter.docx');
    expect(await readEntry(output, 'word/document.xml')).toContain('tHE HOUSE IS RED.');
  });

  it('EPUB: <pre> is left as it is, inline code rides along unchanged and its words stay names in prose', async () => {
    const chapter = `<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Tar</title></head><body><p>GNU tar is an archiving program.</p><p>Run <code>tar</code> to list the files.</p><pre>tar cfv etc.tar /etc
  # make the archive</pre></body></html>`;
    const bytes = await withEntries(await buildEpub(), { 'OEBPS/text/ch2.xhtml': chapter });
    const { output, sent } = await throughFake(bytes, 'book.epub');
    const xhtml = await readEntry(output, 'OEBPS/text/ch2.xhtml');
    expect(xhtml).toContain('<p>gnu tar IS AN ARCHIVING PROGRAM.</p>');
    expect(xhtml).toContain('<p>rUN <code>tar</code> TO LIST THE FILES.</p>');
    expect(xhtml).toContain('<pre>tar cfv etc.tar /etc\n  # make the archive</pre>');
    expect(sent.join('\n')).not.toMatch(/cfv|archive\b|\btar\b/);
  });
});
