// The LibreOffice-made article (test/fixtures/real, from article.fodt) as DOCX and ODT through
// Apertium (en -> es): its "Preformatted Text" listing comes back as it was (the same XML, empty
// elements aside) and never reaches the provider; its "Source Text" options, URL and e-mail address come back unchanged; "tar", set in
// code in the body, stays "tar" in the heading.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalProvider } from '../../src/providers/local/index.ts';
import { translateFile } from '../../src/translate.ts';
import { recording } from '../fakes/recording-provider.ts';
import { readEntry } from '../fixtures/office/zip-fixture.ts';

const local = createLocalProvider();
afterAll(() => local.close?.());

const REAL = new URL('../fixtures/real/', import.meta.url);
const CODE_LINES = [
  '$ tar cfv etc.tar /etc',
  '$ tar tf etc.tar | head -n 3',
  'etc/',
  'etc/hostname',
  '[backup]',
  'source = /home/anna',
  'target = /media/usb/backups',
  'keep   = 5',
];
const KEPT = [
  'https://www.example.org/docs/install.html',
  'help-tolk@example.org',
  '--create',
  '--file',
  '--verbose',
  '--extract',
];

function textOf(xml: string): string {
  return xml
    .replace(/<\/(?:w:p|text:p|text:h)>/g, '\n')
    .replace(/<text:s text:c="(\d+)"\/>/g, (_, count: string) => ' '.repeat(Number(count)))
    .replace(/<text:s\/>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The XML with empty elements written one way (`<w:rPr></w:rPr>` and `<w:rPr/>` are the same). */
const canonical = (xml: string): string => xml.replace(/<([\w:]+)([^<>]*?)><\/\1>/g, '<$1$2/>');

const CASES = [
  { file: 'article.docx', part: 'word/document.xml', paragraph: /<w:p\b[^>]*?(?:\/>|>[\s\S]*?<\/w:p>)/g },
  { file: 'article.odt', part: 'content.xml', paragraph: /<text:p\b[^>]*?(?:\/>|>[\s\S]*?<\/text:p>)/g },
];

describe('the LibreOffice article, local provider (en -> es)', () => {
  it.each(CASES)(
    '$file: the listing kept as it was and never sent, addresses and options unchanged',
    async (fixture) => {
      const source = new Uint8Array(readFileSync(new URL(fixture.file, REAL)));
      const { provider, sent } = recording(local);
      const result = await translateFile(source, { fileName: fixture.file, from: 'en', to: 'es', provider });
      const before = await readEntry(source, fixture.part);
      const after = await readEntry(result.output, fixture.part);

      const code = [...before.matchAll(fixture.paragraph)]
        .map((match) => match[0])
        .filter((paragraph) => CODE_LINES.includes(textOf(paragraph).trim()));
      expect(code).toHaveLength(CODE_LINES.length);
      for (const paragraph of code) expect(canonical(after)).toContain(canonical(paragraph));

      const text = textOf(after);
      expect(text).toContain('copia de seguridad');
      for (const kept of KEPT) expect(text).toContain(kept);
      expect(text).toMatch(/con tar\b/);
      expect(text).not.toMatch(/alquitr/i);

      expect(sent.length).toBeGreaterThan(10);
      for (const segment of sent)
        expect(segment).not.toMatch(/cfv|etc\.tar|hostname|\/home\/anna|@|https?:|--[a-z]|\btar\b/);
    },
  );
});
