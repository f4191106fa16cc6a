// A translated document names its new language, so spell checkers and screen readers treat the
// text as what it now is: the LibreOffice article (DOCX, ODT) says es-ES where it said en-GB.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { translateFile } from '../../src/translate.ts';
import { readEntry } from '../fixtures/office/zip-fixture.ts';

const real = (name: string) => readFileSync(new URL(`../fixtures/real/${name}`, import.meta.url));
const translated = async (name: string, bilingual = false) =>
  translateFile(real(name), {
    fileName: name,
    from: 'en',
    to: 'es',
    provider: createFakeProvider(),
    bilingual,
  });

describe('the language a translated document names', () => {
  it('DOCX: every w:lang and the document default say es-ES; the bilingual file keeps both', async () => {
    expect(await readEntry(real('article.docx'), 'word/styles.xml')).toMatch(/<w:lang w:val="en-GB"/);
    const { output, bilingual } = await translated('article.docx', true);
    const styles = await readEntry(output, 'word/styles.xml');
    const document = await readEntry(output, 'word/document.xml');
    expect(styles).toMatch(/<w:rPrDefault>[\s\S]*<w:lang w:val="es-ES"/);
    expect(`${styles}${document}`).not.toMatch(/w:val="en-GB"/);
    expect(await readEntry(bilingual ?? new Uint8Array(), 'word/styles.xml')).toMatch(/w:val="en-GB"/);
  });

  it('ODT: fo:language and fo:country name Spanish (Spain)', async () => {
    const { output } = await translated('article.odt');
    const xml = `${await readEntry(output, 'styles.xml')}${await readEntry(output, 'content.xml')}`;
    expect(xml).toMatch(/fo:language="es" fo:country="ES"/);
    expect(xml).not.toMatch(/fo:language="en"/);
  });
});
