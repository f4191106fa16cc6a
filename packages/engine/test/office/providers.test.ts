import mammoth from 'mammoth';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/formats/index.ts';
import { docx } from '../../src/formats/office/docx.ts';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { createLocalProvider } from '../../src/providers/local/index.ts';
import { translateFile } from '../../src/translate.ts';
import type { FormatContext, Provider } from '../../src/types.ts';
import { buildDocx, para, run } from '../fixtures/office/docx-fixture.ts';
import { buildEpub } from '../fixtures/office/epub-fixture.ts';
import { buildOdp, buildOds, buildOdt } from '../fixtures/office/odf-fixture.ts';
import { buildPptx } from '../fixtures/office/pptx-fixture.ts';
import { buildXlsx } from '../fixtures/office/xlsx-fixture.ts';
import { readEntry } from '../fixtures/office/zip-fixture.ts';

function through(provider: Provider, from: string, to: string, bilingual = false): FormatContext {
  return {
    translate: async (segments, format) =>
      (await provider.translate({ segments, from, to, format })).translations,
    from,
    to,
    bilingual,
    onProgress: () => undefined,
  };
}

const local = createLocalProvider();
afterAll(() => local.close?.());

const FIXTURES = [
  {
    id: 'docx',
    build: buildDocx,
    part: 'word/document.xml',
    original: 'The garden is green.',
    expected: 'tHE GARDEN IS GREEN.',
  },
  {
    id: 'pptx',
    build: buildPptx,
    part: 'ppt/slides/slide1.xml',
    original: 'Quarterly results',
    expected: 'qUARTERLY RESULTS',
  },
  {
    id: 'xlsx',
    build: buildXlsx,
    part: 'xl/sharedStrings.xml',
    original: 'Fresh bread',
    expected: 'fRESH BREAD',
  },
  {
    id: 'odt',
    build: buildOdt,
    part: 'content.xml',
    original: 'Table cell text',
    expected: 'tABLE CELL TEXT',
  },
  { id: 'odp', build: buildOdp, part: 'content.xml', original: 'Welcome slide', expected: 'wELCOME SLIDE' },
  { id: 'ods', build: buildOds, part: 'content.xml', original: 'Coffee beans', expected: 'cOFFEE BEANS' },
  {
    id: 'epub',
    build: buildEpub,
    part: 'OEBPS/text/ch2.xhtml',
    original: 'Le deuxième chapitre',
    expected: 'lE DEUXIÈME CHAPITRE',
  },
] as const;

describe('office formats through the engine providers', () => {
  it.each(FIXTURES)(
    '$id is found by sniffing in the registry and translates through the fake provider',
    async (fixture) => {
      const bytes = await fixture.build();
      expect(FORMATS.filter((format) => format.sniff(bytes)).map((format) => format.id)).toEqual([
        fixture.id,
      ]);
      const module = FORMATS.find((format) => format.id === fixture.id);
      const { output, bilingual } = await (module ?? docx).translate(
        bytes,
        through(createFakeProvider(), 'en', 'es', true),
      );
      const part = await readEntry(output, fixture.part);
      expect(part).toContain(fixture.expected);
      expect(part).not.toContain(fixture.original);
      const both = await readEntry(bilingual ?? new Uint8Array(), fixture.part);
      expect(both).toContain(fixture.original);
      await JSZip.loadAsync(bilingual ?? new Uint8Array());
    },
  );

  it('local provider (Apertium): an English DOCX comes back in Spanish with its bold word and reopens', async () => {
    const body = [
      para(run('The ') + run('house', '<w:b/>') + run(' is small and the garden is green.')),
      para(run('The children play with the dog.')),
    ].join('');
    const { output, bilingual } = await docx.translate(
      await buildDocx(body),
      through(local, 'en', 'es', true),
    );
    const text = (await mammoth.extractRawText({ buffer: Buffer.from(output) })).value.toLowerCase();
    for (const word of ['casa', 'jardín', 'niños', 'perro']) expect(text).toContain(word);
    expect(text).not.toMatch(/\b(house|garden|children)\b/);
    const html = (await mammoth.convertToHtml({ buffer: Buffer.from(output) })).value;
    expect(html).toMatch(/<strong>casa<\/strong>/i);
    const both = (await mammoth.extractRawText({ buffer: Buffer.from(bilingual ?? new Uint8Array()) })).value;
    expect(both).toContain('The children play with the dog.');
    expect(both.toLowerCase()).toContain('niños');
  });

  it('translateFile picks each office format by content, detects English and reports progress forward', async () => {
    for (const build of [buildDocx, buildPptx, buildXlsx, buildOdt, buildEpub]) {
      const stages: string[] = [];
      const result = await translateFile(await build(), {
        fileName: 'upload.bin',
        from: 'auto',
        to: 'es',
        provider: createFakeProvider(),
        bilingual: true,
        onProgress: (progress) => stages.push(`${progress.stage}:${progress.progress}`),
      });
      expect(result.detectedLanguage).toBe('en');
      expect(result.pages).toBe(1);
      expect(result.bilingual).toBeDefined();
      expect(stages[0]).toBe('extracting:0');
      expect(stages.at(-1)).toBe('rendering:100');
      expect(stages.some((stage) => stage.startsWith('translating'))).toBe(true);
    }
  });

  it('stops with a typed error when the job is cancelled', async () => {
    const controller = new AbortController();
    const context = { ...through(createFakeProvider(), 'en', 'es'), signal: controller.signal };
    controller.abort();
    await expect(docx.translate(await buildDocx(), context)).rejects.toMatchObject({ code: 'timeout' });
  });
});
