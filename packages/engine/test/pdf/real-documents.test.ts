// PDFs made by real producers from Debian packages (LibreOffice, groff; see fixtures/real/), through
// the fake and the local (Apertium) providers, judged from the output's text layer as a reader's
// viewer sees it: addresses and code verbatim, code still monospace, names kept in prose, lines and
// list items where they were, bold only where it was, one size per body style, nothing overlapping,
// nothing off the page.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateFile } from '../../src/translate.ts';
import { openWithPdfjs } from '../../src/formats/pdf/pdfjs.ts';
import { loadForWriting } from '../../src/formats/pdf/guard.ts';
import { planPages } from '../../src/formats/pdf/plan.ts';
import { PageTextStripper } from '../../src/formats/pdf/page-content.ts';
import { createFakeProvider } from '../../src/providers/fake.ts';
import { createLocalProvider } from '../../src/providers/local/index.ts';
import type { FidelityReport, Provider } from '../../src/types.ts';
import {
  containsSquashed,
  lines,
  lineText,
  offPage,
  overlapping,
  textLayer,
  URL_OR_EMAIL,
  type LayerItem,
  type LayerPage,
} from './text-layer.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/real/${name}`, import.meta.url)));
const local = createLocalProvider();
afterAll(() => local.close?.());

interface Translated {
  bytes: Uint8Array;
  source: LayerPage[];
  output: LayerPage[];
  fidelity: FidelityReport;
}

async function translated(name: string, provider: Provider): Promise<Translated> {
  const bytes = fixture(name);
  const result = await translateFile(bytes, { fileName: name, from: 'en', to: 'es', provider });
  return {
    bytes: result.output,
    source: await textLayer(bytes),
    output: await textLayer(result.output),
    fidelity: result.fidelity,
  };
}

/** Thin horizontal lines a PDF draws (underlines, rules), per page, in the page's frame. */
async function thinLines(bytes: Uint8Array) {
  const document = await loadForWriting(bytes);
  const stripper = new PageTextStripper(document);
  return document.getPages().flatMap((page, index) => {
    // Lines drawn for text (underlines) as well as drawings.
    const { graphics, textMarks } = stripper.strip(page, false);
    return [...graphics, ...textMarks]
      .filter((box) => box.y1 - box.y0 < 1.5 && box.x1 - box.x0 > 3)
      .map((box) => ({ ...box, page: index + 1 }));
  });
}

const all = (pages: LayerPage[]) => pages.flatMap((page) => page.items);
/** Lines set entirely in a monospace font: code. */
const codeLines = (pages: LayerPage[]) =>
  lines(all(pages)).filter((row) => row.every((item) => item.mono) && /[A-Za-z]{2}/.test(lineText(row)));

function sharedChecks(name: string, provider: () => Provider) {
  describe(`${name} through ${provider().name}`, () => {
    let doc: Translated;
    beforeAll(async () => {
      doc = await translated(name, provider());
    }, 120_000);

    it('keeps every URL and e-mail address verbatim', () => {
      const addresses = [
        ...new Set(
          all(doc.source)
            .map((item) => item.str)
            .join(' ')
            .match(URL_OR_EMAIL) ?? [],
        ),
      ];
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(containsSquashed(all(doc.output), address), address).toBe(true);
    });

    it('keeps every code line verbatim and in a monospace font', () => {
      const code = codeLines(doc.source);
      expect(code.length).toBeGreaterThan(0);
      const monoOutput = all(doc.output).filter((item) => item.mono);
      for (const row of code) expect(containsSquashed(monoOutput, lineText(row)), lineText(row)).toBe(true);
    });

    it('overlaps no text and draws nothing off the page', () => {
      for (const [index, page] of doc.output.entries()) {
        expect(
          overlapping(page).map(([a, b]) => `${a.str} × ${b.str}`),
          `page ${index + 1}`,
        ).toEqual([]);
        expect(offPage(page)).toEqual([]);
      }
      expect(doc.output.length).toBe(doc.source.length);
    });

    it('draws lines under the text the source underlined (a link), through or under no other text', async () => {
      const source = underlinedTexts(doc.source, await thinLines(fixture(name)));
      const output = underlinedTexts(doc.output, await thinLines(doc.bytes));
      // Characters are placed by their share of an item's width: a few at an end may fall outside.
      const same = (a: string, b: string) => a.includes(b) || b.includes(a);
      expect(
        output.every((text) => source.some((other) => same(text, other))),
        output.join(' | '),
      ).toBe(true);
      expect(output.length).toBe(source.length);
    });
  });
}

/** The text each thin line runs through or under (characters placed by their share of the item's width). */
function underlinedTexts(pages: LayerPage[], rules: Awaited<ReturnType<typeof thinLines>>): string[] {
  return rules.flatMap((rule) =>
    all(pages)
      .filter(
        (item) =>
          item.page === rule.page &&
          rule.y0 > item.y - 0.35 * item.size &&
          rule.y1 < item.y + 0.5 * item.size,
      )
      .map((item) =>
        Array.from(item.str)
          .filter((_, index, characters) => {
            const centre = item.x + ((index + 0.5) * item.width) / characters.length;
            return centre > rule.x0 && centre < rule.x1;
          })
          .join('')
          .trim(),
      )
      .filter((text) => text !== ''),
  );
}

sharedChecks('article.pdf', () => createFakeProvider());
sharedChecks('article.pdf', () => local);
sharedChecks('tar.1.pdf', () => createFakeProvider());
sharedChecks('tar.1.pdf', () => local);

describe('reading the LibreOffice article', () => {
  it('reads a blue link inside a black sentence as its own run, in its own colour', async () => {
    const bytes = fixture('article.pdf');
    const opened = await openWithPdfjs(bytes);
    try {
      const [page] = await planPages(opened.document, await loadForWriting(bytes), { from: 'en' }, () => {});
      const runs = (page?.blocks ?? []).flatMap((entry) => entry.block.lines.flatMap((line) => line.runs));
      const link = runs.find((run) => run.text.includes('https://www.example.org/docs/install.html'));
      expect(link?.text.trim()).toBe('https://www.example.org/docs/install.html');
      expect(link?.colour).not.toEqual([0, 0, 0]);
    } finally {
      await opened.close();
    }
  });

  it('reads a sentence wrapped in a table cell as one paragraph, not as lines of their own', async () => {
    const cell = (await plannedBlocks('article.pdf')).find((block) =>
      block.text.startsWith('An external hard drive'),
    );
    expect(cell?.text).toBe(
      'An external hard drive that you keep in a drawer at home and connect only while the backup is running.',
    );
    expect(cell?.kind).toBe('paragraph');
  });

  it("reads a tagged PDF's paragraphs from its structure tree, and a ragged paragraph whole without one", async () => {
    for (const name of ['article-tagged.pdf', 'article.pdf']) {
      const blocks = await plannedBlocks(name);
      // Its second line ends well short of the ragged margin ("…because a" / "restore that…").
      const restoring = blocks.find((block) => block.text.startsWith('To get your files back'));
      expect(restoring?.text, name).toMatch(/because a restore that .* before you delete anything\.$/u);
    }
    // The address is four paragraphs, one a line, as the structure says.
    const address = ['Riverside Garden Club', 'Computer Group', '12 Mill Lane', 'Springfield'];
    const tagged = await plannedBlocks('article-tagged.pdf');
    expect(address.map((line) => tagged.filter((block) => block.text === line).length)).toEqual([1, 1, 1, 1]);
  });
});

/** The blocks the engine reads in a fixture, all pages. */
async function plannedBlocks(name: string) {
  const bytes = fixture(name);
  const opened = await openWithPdfjs(bytes);
  try {
    const pages = await planPages(opened.document, await loadForWriting(bytes), { from: 'en' }, () => {});
    return pages.flatMap((page) => page.blocks.map((entry) => entry.block));
  } finally {
    await opened.close();
  }
}

/** The words set in a style, in lower case, sorted. */
function styledWords(pages: LayerPage[], pick: (item: LayerItem) => boolean): string[] {
  return all(pages)
    .filter(pick)
    .flatMap((item) => item.str.split(/[\s[\]{}|.]+/u))
    .filter((word) => /\p{L}/u.test(word))
    .map((word) => word.toLowerCase())
    .sort();
}

describe('a LibreOffice article through the fake provider', () => {
  let doc: Translated;
  beforeAll(async () => {
    doc = await translated('article.pdf', createFakeProvider());
  }, 120_000);
  const swap = (text: string) =>
    Array.from(text, (char) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase())).join(
      '',
    );

  it('keeps each list item on its own line', () => {
    const rows = lines(all(doc.output)).map(lineText);
    for (const item of ['Buy milk and bread', 'Call the doctor', 'Water the plants'])
      expect(
        rows.some((row) => row.replace(/^\S\s*/u, '') === swap(item)),
        item,
      ).toBe(true);
  });

  it('sets in bold exactly the words that were bold', () => {
    // Case aside: the fake provider swaps it, except in names it keeps (`tar`).
    const bold = (item: LayerItem) => item.bold;
    expect(styledWords(doc.source, bold).length).toBeGreaterThan(0);
    expect(styledWords(doc.output, bold)).toEqual(styledWords(doc.source, bold));
  });
});

describe('a groff manual page through the fake provider', () => {
  // groff sets a synopsis line as one run of shows, switching fonts without moving: bold command
  // and options, italic placeholders, roman brackets.

  it('sets in bold and in italics exactly the words that were', async () => {
    const doc = await translated('tar.1.pdf', createFakeProvider());
    expect(styledWords(doc.source, (item) => item.bold)).toContain('synopsis');
    expect(styledWords(doc.source, (item) => item.italic)).toContain('archive');
    expect(styledWords(doc.output, (item) => item.bold)).toEqual(
      styledWords(doc.source, (item) => item.bold),
    );
    expect(styledWords(doc.output, (item) => item.italic)).toEqual(
      styledWords(doc.source, (item) => item.italic),
    );
  }, 120_000);
});

/** Letters by size (to a tenth of a point). */
function lettersBySize(pages: LayerPage[], keep: (size: number) => boolean): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const item of all(pages)) {
    const letters = item.str.replace(/[^\p{L}]/gu, '').length;
    if (!item.bold && !item.mono && keep(item.size))
      sizes.set(item.size.toFixed(1), (sizes.get(item.size.toFixed(1)) ?? 0) + letters);
  }
  return sizes;
}

/** Lines of prose wider than half the text column that end at its right margin, per line of that kind. */
function flushRightShare(pages: LayerPage[]): number {
  let long = 0;
  let flush = 0;
  for (const page of pages) {
    const rows = lines(page.items).filter((row) => !row.some((item) => item.mono));
    const ends = rows.map((row) => Math.max(...row.map((item) => item.x + item.width)));
    const starts = rows.map((row) => Math.min(...row.map((item) => item.x)));
    const margin = Math.max(...ends);
    const width = margin - Math.min(...starts);
    for (const [index, end] of ends.entries())
      if (end - (starts[index] ?? 0) > 0.5 * width) {
        long++;
        if (margin - end < 1) flush++;
      }
  }
  return flush / Math.max(1, long);
}

describe('a groff manual page through the local provider', () => {
  let doc: Translated;
  beforeAll(async () => {
    doc = await translated('tar.1.pdf', local);
  }, 120_000);

  it('keeps the synopsis as it was: its options and placeholders are code, not words', () => {
    const synopsis = (pages: LayerPage[]) =>
      lines(all(pages))
        .map((row) => lineText(row).replace(/\s+/gu, ''))
        .filter((text) => /^tar.*\[/u.test(text));
    expect(synopsis(doc.source)).toContain('tar-c[-fARCHIVE][OPTIONS][FILE...]');
    expect(synopsis(doc.output)).toEqual(synopsis(doc.source));
  });

  it('sets the paragraphs groff justified flush on both sides again', () => {
    const source = flushRightShare(doc.source);
    expect(source).toBeGreaterThan(0.5);
    expect(flushRightShare(doc.output)).toBeGreaterThan(0.8 * source);
  });

  it('draws its body paragraphs, one style in the source, at one size: their own', () => {
    const source = lettersBySize(doc.source, () => true);
    const [bodySize] = [...source].sort((a, b) => b[1] - a[1])[0] ?? ['0'];
    const body = Number(bodySize);
    const output = [...lettersBySize(doc.output, (size) => size <= body + 0.05 && size >= 0.69 * body)];
    const total = output.reduce((sum, [, letters]) => sum + letters, 0);
    const [mostSize = '0', most = 0] = output.sort((a, b) => b[1] - a[1])[0] ?? [];
    expect(most / total).toBeGreaterThan(0.9);
    // At the source's size: lines set closer and letters a little narrower make the room first.
    expect(Number(mostSize)).toBeCloseTo(body, 1);
  });
});

describe('names set in code stay in the running text (local, en → es)', () => {
  it('keeps `tar` in prose in the article and the manual page', async () => {
    for (const name of ['article.pdf', 'tar.1.pdf']) {
      const doc = await translated(name, local);
      const text = all(doc.output)
        .map((item) => item.str)
        .join(' ');
      expect(text, name).not.toMatch(/alquitr/i);
      expect(text, name).toMatch(/\btar\b/);
      expect(doc.fidelity.protectedSpans).toBeGreaterThan(0);
    }
  }, 120_000);
});
