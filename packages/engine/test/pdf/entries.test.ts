import { describe, expect, it } from 'vitest';
import { groupBlocks } from '../../src/layout/blocks.ts';
import { groupLines, type TextRun } from '../../src/layout/lines.ts';
import { run } from '../fixtures/text-runs.ts';

const blocksOf = (runs: TextRun[]) => groupBlocks(groupLines(runs), 600);

// Lists whose entries are set like lines of one paragraph: a manual page's options, a
// bibliography, a change history, a slide's coloured terms, single-line paragraphs.
describe('entries of lists set line under line', () => {
  it("reads a manual page's option list item by item: the wider gap between items, a term beside its text", () => {
    // The layout groff gives `tar --help`'s options: 12 pt leading, 16.8 pt between items.
    const blocks = blocksOf([
      run('-B, --read-full-records', 108, 758, 10, true),
      run('When listing or extracting, accept incomplete input records.', 144, 746),
      run('-i, --ignore-zeros', 108, 729.2, 10, true),
      run('Ignore zeroed blocks in archive. Normally two consecutive blocks of', 144, 717.2),
      run('zeroes mean EOF and tar stops reading after encountering them.', 144, 705.2),
      run('--old-archive, --portability', 108, 688.4),
      run('Same as --format=v7.', 144, 676.4),
      run('--pax-option=keyword[[:]=value]...', 108, 659.6),
      run('Filter the archive through xz(1).', 144, 647.6),
      run('--lzip', 100, 630.8, 10, true),
      run('Filter the archive through lzip(1).', 144, 630.8),
    ]);
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ['code', '-B, --read-full-records'],
      ['paragraph', 'When listing or extracting, accept incomplete input records.'],
      ['code', '-i, --ignore-zeros'],
      [
        'paragraph',
        'Ignore zeroed blocks in archive. Normally two consecutive blocks of zeroes mean EOF and tar stops reading after encountering them.',
      ],
      ['code', '--old-archive, --portability'],
      ['paragraph', 'Same as --format=v7.'],
      ['code', '--pax-option=keyword[[:]=value]...'],
      ['paragraph', 'Filter the archive through xz(1).'],
      ['code', '--lzip'],
      // Beside its term, as in a table row: set line by line.
      ['lines', 'Filter the archive through lzip(1).'],
    ]);
  });

  it('reads a bibliography entry by entry: a label outdented or under another label starts the next', () => {
    // REVTeX: labels at 317, other lines hang at 335; an entry's last line ends short.
    const entry = (text: string, x: number, baseline: number, right = 562) => ({
      ...run(text, x, baseline, 9),
      width: right - x,
    });
    const blocks = blocksOf([
      entry('[23] J. Nelson, TWI Report 666/1999 (Jan. 1999) required', 317, 700),
      entry('institution missing.', 335, 689.6, 412),
      entry('[24] Y. M. Zalkins, e-print arXiv:cond-mat/040426 (2008).', 317, 679.2, 540),
      entry('[25] F. P. Phony-Baloney, Fighting Fire with Fire: Festooning', 317, 668.8),
      entry('French Phrases, PhD dissertation, Fanstord University,', 335, 658.4),
      entry('Department of French (1988), a full PHDTHESIS entry.', 335, 648),
    ]);
    expect(blocks.map((block) => [block.text.slice(0, 4), block.lines.length, block.align])).toEqual([
      ['[23]', 2, 'left'],
      ['[24]', 1, 'left'],
      ['[25]', 3, 'left'],
    ]);
  });

  it('sets single-line paragraphs apart by their wider spacing, not reflowed into one', () => {
    const full = (text: string, baseline: number) => ({ ...run(text, 135, baseline), width: 390 });
    const blocks = blocksOf([
      full('This work may be distributed and/or modified under the conditions', 677),
      full('of the LaTeX Project Public License, either version 1.3 of this license', 665),
      run('or any later version.', 135, 653),
      run('This work has the LPPL maintenance status maintained.', 135, 637),
      run('The Current Maintainer of this work is Rebecca B. Turner.', 135, 621),
      run('This work consists of the files:', 135, 605),
      run('• README.md', 150, 581),
      run('• rbt-mathnotes.tex', 150, 565),
      run('• rbt-mathnotes.sty', 150, 549),
    ]);
    expect(blocks.slice(0, 4).map((block) => block.lines.length)).toEqual([3, 1, 1, 1]);
  });

  it('ends a line and its block at the page number after leaders: the next column is not part of it', () => {
    // A change history in two columns 10 pt apart (galois.sty's documentation).
    const lines = groupLines([
      run('General: Adapted to LaTeX2e', 160, 700, 9),
      run('. . . 1', 286, 700, 9),
      run('v1.03', 326.5, 700, 9),
      run('v1.01', 145, 689, 9),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['General: Adapted to LaTeX2e . . . 1', 'v1.03', 'v1.01']);
    expect(groupBlocks(lines, 600).map((block) => block.text)).toEqual([
      'General: Adapted to LaTeX2e . . . 1',
      'v1.03',
      'v1.01',
    ]);
  });

  it('sets apart the entries of a list of coloured terms after a colon, line by line', () => {
    const blue = (text: string, x: number, baseline: number): TextRun => ({
      ...run(text, x, baseline),
      colour: [0, 0.2, 0.4],
    });
    const blocks = blocksOf([
      { ...run('This package provides two templates (available in your TeXLive distribution):', 8.5, 121) },
      blue('beamer-Verona-default.tex', 8.5, 106),
      run('The default variant of the theme', 140, 106),
      blue('beamer-Verona-sidebar.tex', 8.5, 91),
      run('The variant with a sidebar for graphics', 140, 91),
    ]);
    // Each line is translated on its own, the term keeping its colour: no paragraph runs them together.
    expect(blocks.map((block) => block.kind)).toEqual(['lines']);
  });

  it("keeps a table's values (lower-case tokens beside capitalised descriptions) as code, not a glossary's terms", () => {
    const kinds = (rows: [string, string][]) =>
      blocksOf(
        rows.flatMap(([term, text], index) => [
          run(term, 144, 700 - 20 * index),
          run(text, 200, 700 - 20 * index),
        ]),
      )
        .filter((block) => block.x === 144)
        .map((block) => block.kind);
    // find(1)'s debug options.
    expect(
      kinds([
        ['search', 'Navigate the directory tree verbosely.'],
        ['tree', 'Show the expression tree in its original and optimised form.'],
        ['help', 'Explain the debugging options.'],
      ]),
    ).toEqual(['code']);
    expect(
      kinds([
        ['Ascender', 'The part of a letter above the x-height.'],
        ['Bullet', 'A dot that marks an item.'],
      ]),
    ).not.toContain('code');
  });
});
