// Protected spans in office documents through Apertium (en -> es): addresses, --flags and inline code
// come back as they were, code blocks are never sent, names set in code stay names in the prose.
import mammoth from 'mammoth';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalProvider } from '../../src/providers/local/index.ts';
import { translateFile } from '../../src/translate.ts';
import { recording } from '../fakes/recording-provider.ts';
import { readEntry } from '../fixtures/office/zip-fixture.ts';
import {
  buildCodeDocx,
  buildCodeOdt,
  buildCodePptx,
  CODE_LINE,
  DOCX_CODE_PARAGRAPH,
  KEPT,
  ODT_CODE_PARAGRAPH,
  PPTX_CODE_PARAGRAPH,
} from './code-documents.ts';

const local = createLocalProvider();
afterAll(() => local.close?.());

/** The text of a part, one line per paragraph. */
function textOf(xml: string): string {
  return xml
    .replace(/<\/(?:w|text|a):(?:p|h)>/g, '\n')
    .replace(/<text:s\/>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');
}

const CASES = [
  {
    id: 'docx',
    build: buildCodeDocx,
    part: 'word/document.xml',
    codeParagraph: DOCX_CODE_PARAGRAPH,
    codeRun: '<w:rPr><w:rStyle w:val="SourceText"/></w:rPr><w:t xml:space="preserve">tar</w:t>',
  },
  {
    id: 'odt',
    build: buildCodeOdt,
    part: 'content.xml',
    codeParagraph: ODT_CODE_PARAGRAPH,
    codeRun: '<text:span text:style-name="Source_20_Text">tar</text:span>',
  },
  {
    id: 'pptx',
    build: buildCodePptx,
    part: 'ppt/slides/slide1.xml',
    codeParagraph: PPTX_CODE_PARAGRAPH,
    codeRun: '<a:latin typeface="Liberation Mono"/></a:rPr><a:t>tar</a:t>',
  },
] as const;

describe('protected spans in office documents, local provider (en -> es)', () => {
  it.each(CASES)(
    '$id: addresses, --flags and code runs come back unchanged, the code block is never sent',
    async ({ id, build, part, codeParagraph, codeRun }) => {
      const { provider, sent } = recording(local);
      const result = await translateFile(await build(), {
        fileName: `manual.${id}`,
        from: 'en',
        to: 'es',
        provider,
      });
      const xml = await readEntry(result.output, part);
      const text = textOf(xml);
      // It was translated...
      expect(text).toMatch(/programa/);
      expect(text).toMatch(/casa/);
      // ...but what must not change did not.
      for (const kept of KEPT) expect(text).toContain(kept);
      expect(xml).toContain(codeRun);
      // The code block as it was, but for the language every translated part now names.
      expect(xml).toContain(codeParagraph.replaceAll('lang="en-US"', 'lang="es-ES"'));
      expect(text).toContain(CODE_LINE);
      // "tar" is set in code elsewhere: a name in the prose too, not "alquitrán".
      expect(text).toMatch(/^GNU tar \S+ un /m);
      expect(text).not.toMatch(/alquitr/i);
      expect(result.fidelity.protectedSpans).toBeGreaterThanOrEqual(4);

      // The provider saw prose with tags in place of what is kept, and never the code block.
      expect(sent.length).toBeGreaterThan(0);
      for (const segment of sent) {
        expect(segment).not.toMatch(/cfv|etc\.tar|archive/);
        expect(segment).not.toMatch(/@|https?:|--verbose|make install|\btar\b/);
      }
    },
  );

  it('docx: the translated file still opens, with the code words and addresses as text', async () => {
    const result = await translateFile(await buildCodeDocx(), {
      fileName: 'manual.docx',
      from: 'en',
      to: 'es',
      provider: local,
    });
    const text = (await mammoth.extractRawText({ buffer: Buffer.from(result.output) })).value;
    for (const kept of KEPT) expect(text).toContain(kept);
    expect(text).toContain(CODE_LINE);
  });
});
