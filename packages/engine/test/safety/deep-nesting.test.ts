// Absurdly deep nesting is refused with a typed "nested too deeply" error, through analysis and
// translation, instead of overflowing the stack (an unexpected failure: a 500 from the server).
// Nesting just under the limit is still translated, so the limit is not tighter than the walks
// need; both sides go through analyzeFile/translateFile, as the server calls them.
import { describe, expect, it } from 'vitest';
import { analyzeFile, translateFile } from '../../src/translate.ts';
import { createFakeProvider, fakeTranslate } from '../../src/providers/fake.ts';
import { MAX_TREE_DEPTH } from '../../src/safety/depth.ts';
import { EngineError } from '../../src/types.ts';
import {
  DEEP_SENTENCE,
  deepDocx,
  deepEpub,
  deepHtml,
  deepOdt,
  pdfWithDeepContent,
  pdfWithDeepPageDictionary,
  pdfWithDeepPageTree,
  pdfWithSharedPageTree,
} from '../fixtures/deep-documents.ts';
import { readEntry } from '../fixtures/office/zip-fixture.ts';
import { inspectPdf } from '../pdf/inspect.ts';

const HOSTILE = 50_000;
const JUST_UNDER = MAX_TREE_DEPTH - 20;
const TRANSLATED = fakeTranslate(DEEP_SENTENCE, 'text', 'es');

const analyze = (bytes: Uint8Array, fileName: string) => analyzeFile(bytes, { fileName });
const translate = (bytes: Uint8Array, fileName: string) =>
  translateFile(bytes, { fileName, from: 'en', to: 'es', provider: createFakeProvider(), bilingual: true });

async function failure(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => 'no error',
    (error: unknown) => error,
  );
}

function expectTooDeep(error: unknown): void {
  expect(error).toBeInstanceOf(EngineError);
  expect((error as EngineError).code).toBe('over-budget');
  expect((error as EngineError).budget).toBe('nesting');
  expect((error as EngineError).message).toMatch(/^The document is nested too deeply to be read\b/);
}

interface Case {
  name: string;
  fileName: string;
  make: (depth: number) => Uint8Array | Promise<Uint8Array>;
  /** The translated text, as the reader gets it. */
  text: (output: Uint8Array) => Promise<string> | string;
}

const decoded = (output: Uint8Array) => new TextDecoder().decode(output);

const CASES: Case[] = [
  { name: 'HTML divs', fileName: 'deep.html', make: (depth) => deepHtml(depth, 'div'), text: decoded },
  {
    name: 'HTML spans in one run',
    fileName: 'deep.html',
    make: (depth) => deepHtml(depth, 'span'),
    text: decoded,
  },
  {
    name: 'DOCX tables in table cells',
    fileName: 'deep.docx',
    make: deepDocx,
    text: (output) => readEntry(output, 'word/document.xml'),
  },
  {
    name: 'ODT sections and spans',
    fileName: 'deep.odt',
    make: deepOdt,
    text: (output) => readEntry(output, 'content.xml'),
  },
  {
    name: 'EPUB divs and spans',
    fileName: 'deep.epub',
    make: deepEpub,
    text: (output) => readEntry(output, 'OEBPS/text/ch1.xhtml'),
  },
];

describe('documents nested too deeply', () => {
  for (const { name, fileName, make, text } of CASES) {
    it(`refuses ${name} nested ${HOSTILE} deep, and translates them ${JUST_UNDER} deep`, async () => {
      const hostile = await make(HOSTILE);
      expectTooDeep(await failure(analyze(hostile, fileName)));
      expectTooDeep(await failure(translate(hostile, fileName)));

      const deep = await make(JUST_UNDER);
      expect((await analyze(deep, fileName)).sample).toContain(DEEP_SENTENCE);
      expect(await text((await translate(deep, fileName)).output)).toContain(TRANSLATED);
    });
  }

  it('refuses a PDF whose content stream nests arrays too deeply, and translates one nested just under', async () => {
    // pdf.js reads such a page (analysis passes); the text stripper's tokenizer is what recurses.
    expectTooDeep(await failure(translate(pdfWithDeepContent(HOSTILE), 'deep.pdf')));
    const result = await translate(pdfWithDeepContent(JUST_UNDER), 'deep.pdf');
    const [page] = await inspectPdf(result.output);
    expect(page?.text).toContain(TRANSLATED);
  });

  it('refuses a PDF whose page tree is nested too deeply, and translates one nested just under', async () => {
    const hostile = pdfWithDeepPageTree(HOSTILE);
    expectTooDeep(await failure(analyze(hostile, 'deep.pdf')));
    expectTooDeep(await failure(translate(hostile, 'deep.pdf')));
    const result = await translate(pdfWithDeepPageTree(JUST_UNDER), 'deep.pdf');
    expect(result.pages).toBe(1);
    const [page] = await inspectPdf(result.output);
    expect(page?.text).toContain(TRANSLATED);
  });

  it('refuses a PDF whose page tree nodes are shared as damaged, before anything walks all its paths', async () => {
    // 40 nodes, 2^40 paths: pdf-lib would walk them all.
    const shared = pdfWithSharedPageTree(40);
    for (const error of [
      await failure(analyze(shared, 'shared.pdf')),
      await failure(translate(shared, 'shared.pdf')),
    ]) {
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).message).toBe('This PDF is damaged or incomplete and cannot be read.');
    }
  });

  it('refuses a PDF whose objects nest too deeply before pdf.js or pdf-lib parse them', async () => {
    // 5,000 levels would be past pdf-lib's parser (which drops the page) and within pdf.js's: the
    // budget scan reads every object's syntax first, so both are refused the same way.
    expectTooDeep(await failure(analyze(pdfWithDeepPageDictionary(5000), 'deep.pdf')));
    expectTooDeep(await failure(translate(pdfWithDeepPageDictionary(HOSTILE), 'deep.pdf')));
    const result = await translate(pdfWithDeepPageDictionary(JUST_UNDER), 'deep.pdf');
    const [page] = await inspectPdf(result.output);
    expect(page?.text).toContain(TRANSLATED);
  });
});
