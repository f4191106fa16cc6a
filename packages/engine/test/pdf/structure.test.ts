// The structure stage on lines as real producers lay them out: paragraphs cut where lines were
// broken on purpose, definition lists, contents entries, raised marks and hanging indents.
import { describe, expect, it } from 'vitest';
import { groupBlocks } from '../../src/layout/blocks.ts';
import { groupLines, type TextRun } from '../../src/layout/lines.ts';
import { gatherFormulas } from '../../src/layout/formula.ts';
import { run } from '../fixtures/text-runs.ts';

const blocksOf = (runs: TextRun[]) => groupBlocks(groupLines(runs), 600);

describe('paragraphs', () => {
  it('cuts a group where a line ends short, so each paragraph is translated whole', () => {
    // Two paragraphs set without a gap or an indent (a LibreOffice body text).
    const blocks = blocksOf([
      run('The first paragraph runs over two lines and the first', 72, 700),
      run('of them is full.', 72, 688),
      run('The second paragraph also wraps because it goes on and', 72, 676),
      run('on for a while.', 72, 664),
    ]);
    expect(blocks.map((block) => [block.text, block.kind])).toEqual([
      ['The first paragraph runs over two lines and the first of them is full.', 'paragraph'],
      ['The second paragraph also wraps because it goes on and on for a while.', 'paragraph'],
    ]);
  });

  it("keeps the hyphen of an address broken after it, and drops a typesetter's hyphen", () => {
    const [block] = blocksOf([
      run('Retrieved May 27, 2019 from http://www.iesl.cs.umass.edu/data/data-', 72, 700),
      run('umasscitationfield, the data set used here, and its full trans-', 72, 688),
      run('lation of it.', 72, 676),
    ]);
    expect(block?.text).toBe(
      'Retrieved May 27, 2019 from http://www.iesl.cs.umass.edu/data/data-umasscitationfield, the data set used here, and its full translation of it.',
    );
  });

  it('keeps short lines broken on purpose together, drawn line by line', () => {
    const blocks = blocksOf([
      run('Jane Doe', 72, 700),
      run('1200 Pennsylvania Avenue', 72, 688),
      run('Washington', 72, 676),
    ]);
    expect(blocks.map((block) => [block.text, block.kind])).toEqual([
      ['Jane Doe 1200 Pennsylvania Avenue Washington', 'lines'],
    ]);
  });

  it("sets an author block as the source did: the name apart, the affiliation's centred lines line by line", () => {
    // acmart: the name at 12 pt, then each line of the affiliation centred at 10 pt; the widest
    // line comes first, so no line shows the next word would have fitted.
    const centred = (text: string, baseline: number, size = 10) =>
      run(text, 388 - (text.length * size * 0.5) / 2, baseline, size);
    const blocks = blocksOf([
      centred('Julius P. Kumquat', 531, 12),
      centred('The Kumquat Consortium', 519),
      centred('New York, USA', 507),
      centred('jpkumquat@consortium.net', 495),
    ]);
    expect(blocks.map((block) => [block.text, block.kind])).toEqual([
      ['Julius P. Kumquat', 'paragraph'],
      ['The Kumquat Consortium New York, USA jpkumquat@consortium.net', 'lines'],
    ]);
  });

  it('ends a line at an e-mail address alone on it', () => {
    const blocks = blocksOf([
      run('webmaster@marysville-ohio.com', 74, 700),
      run('Institute for Clarity in', 74, 688),
    ]);
    expect(blocks.map((block) => block.kind)).toEqual(['lines']);
  });

  it('starts a new block at the next term of a definition list', () => {
    const blocks = blocksOf([
      run('Em', 72, 700),
      run('An em is a relative measurement equal to the width of', 100, 688),
      run('the letter M at a given point size.', 100, 676),
      run('Family', 72, 664),
      run('The collective name for a set of fonts, such as Times.', 100, 652),
    ]);
    expect(blocks.map((block) => block.text)).toEqual([
      'Em',
      'An em is a relative measurement equal to the width of the letter M at a given point size.',
      'Family',
      'The collective name for a set of fonts, such as Times.',
    ]);
  });

  it('starts a new term under a one-line description as full as its column, not a paragraph going on', () => {
    const blocks = blocksOf([
      run('Baseline', 47, 700),
      run('The imaginary line on which the bottoms of capital letters and the bowls rest.', 71, 688),
      run('Ballot box', 47, 676),
      run('An unfilled square, usually cap-height in size, typically placed beside items.', 71, 664),
    ]);
    expect(blocks.map((block) => block.text)).toEqual([
      'Baseline',
      'The imaginary line on which the bottoms of capital letters and the bowls rest.',
      'Ballot box',
      'An unfilled square, usually cap-height in size, typically placed beside items.',
    ]);
    // A paragraph's indented first line goes on at the margin, whatever the line below it.
    const [paragraph] = blocksOf([
      run('The imaginary line on which the bottoms of capital letters and the bowls rest.', 71, 700),
      run('The next sentence of the paragraph starts on the line below and goes on.', 47, 688),
    ]);
    expect(paragraph?.text).toContain('rest. The next sentence');
  });

  it("puts a justified line's last word back when stretched spaces cut it off (a narrow TeX column)", () => {
    // Column 72–267 (each character 5 wide): the middle line's last word stands two ems apart.
    const lines = groupLines([
      run('arrows using the TeX book and then some', 72, 700),
      run('left/right arrowfill for the p.', 72, 688),
      run('357.', 247, 688),
      run('Added and renamed style parameters here', 72, 676),
    ]);
    expect(lines.map((line) => line.text)).toContain('left/right arrowfill for the p. 357.');
    // Cells of a table's rows stay apart: the rows beside them are cut too.
    const table = groupLines([
      run('Apples and pears are good', 72, 700),
      run('357.', 220, 700),
      run('Plums and cherries are ok', 72, 688),
      run('12.', 225, 688),
    ]);
    expect(table.map((line) => line.text)).toEqual([
      'Apples and pears are good',
      '357.',
      'Plums and cherries are ok',
      '12.',
    ]);
  });

  it('keeps a list item hanging under its text, not its marker', () => {
    const [item] = blocksOf([
      run('• An item whose text wraps onto a second line because', 72, 700),
      run('it is long.', 81, 688),
    ]);
    expect(item?.kind).toBe('paragraph');
    expect(item?.hang).toBeCloseTo(9);
  });
});

describe('hanging entries in a justified column (a bibliography)', () => {
  // A run from x to right on a baseline, as wide as the typesetter set it.
  const set = (text: string, x: number, baseline: number, right: number) => ({
    ...run(text, x, baseline),
    width: right - x,
  });
  const body = [
    set('Body text of the article set flush on both sides, as this column is justified', 72, 700, 472),
    set('throughout, so that every line but the last of a paragraph ends at its edge and', 72, 688, 472),
    set('only the last one stops short.', 72, 676, 230),
  ];
  const entries = [
    set('Bossert, L. 2016: A style for the International Journal of Student Research in', 72, 650, 472),
    set('Archaeology, https://github.com/LukasCBossert/biblatex-ijsra/releases/download', 84, 638, 495),
    set('url: http://www.ctan.org/pkg.', 84, 626, 230),
    set('Orengo, H. 2015: Open Source GIS and Geospatial Software in Archaeology. Towards', 72, 614, 472),
    set('Their Integration into Everyday Practice, in Wilson, A. T. and Edwards, B. (eds.).', 84, 602, 472),
    set('Pikirayi, I. 2015: The Future of Archaeology in Africa. Antiquity 89: 531-541.', 72, 590, 452),
    set('Winckelmann, J. J. 1764: Geschichte der Kunst des Alterthums. Dresden.', 72, 578, 430),
  ];

  it('keeps an entry whole past a line overrunning the margin, and starts one at each return to the edge', () => {
    const blocks = blocksOf([...body, ...entries]).map((block) => block.text.slice(0, 12));
    expect(blocks).toEqual(['Body text of', 'Bossert, L. ', 'Orengo, H. 2', 'Pikirayi, I.', 'Winckelmann,']);
  });

  it('leaves a ragged column alone: a line ending short there is no paragraph end', () => {
    const ragged = [
      set('Text set ragged right ends its lines wherever the next word would', 72, 700, 400),
      set('not fit any more, and the next line goes on with the same sentence', 72, 688, 410),
      set('until it stops, here.', 72, 676, 180),
      set('A second paragraph follows after a blank line and its own lines end', 72, 650, 415),
      set('at different places as well.', 72, 638, 200),
    ];
    expect(blocksOf(ragged).map((block) => block.lines.length)).toEqual([3, 2]);
  });
});

describe('contents entries', () => {
  const toc = [
    run('1', 72, 700, 10, true),
    run('Introduction', 90, 700, 10, true),
    run('2', 500, 700, 10, true),
    run('2.1', 90, 688),
    run('Overview . . . . . . . . . . . . . . . . . .', 115, 688),
    run('2', 500, 688),
    run('2.2', 90, 676),
    run('Describing argument types . . . . . . . . . .', 115, 676),
    run('3', 500, 676),
  ];

  it('reads each row as one entry: number, title, page number', () => {
    const lines = groupLines(toc);
    expect(lines.map((line) => line.text)).toEqual([
      '1 Introduction 2',
      '2.1 Overview . . . . . . . . . . . . . . . . . . 2',
      '2.2 Describing argument types . . . . . . . . . . 3',
    ]);
    const [, overview] = lines;
    expect(overview?.toc?.label.map((label) => label.text)).toEqual(['2.1']);
    expect(overview?.toc?.title.map((title) => title.text.trim())).toEqual(['Overview']);
    expect(overview?.toc?.page.map((page) => page.text)).toEqual(['2']);
    expect(overview?.toc?.pageX).toBe(500);
    expect(overview?.toc?.leader).toBeDefined();
  });

  it('makes each entry a block of its own, never a paragraph', () => {
    expect(blocksOf(toc).map((block) => [block.text, block.kind])).toEqual([
      ['1 Introduction 2', 'lines'],
      ['2.1 Overview . . . . . . . . . . . . . . . . . . 2', 'lines'],
      ['2.2 Describing argument types . . . . . . . . . . 3', 'lines'],
    ]);
  });

  it("reads a change history's entries over dot leaders as entries, though their page numbers go down", () => {
    // ltxdoc sets the leader and the number on the entry's own line.
    const history = groupLines([
      run('\\justify: New macro . . . . . . . . . . . . 12', 90, 700),
      run('\\centering: Call \\everyfont . . . . . . . . . 7', 90, 688),
      run('Removed \\setlength . . . . . . . . . . . . . . 13', 90, 676),
    ]);
    expect(history.map((line) => line.toc?.page.map((page) => page.text).join(''))).toEqual([
      '12',
      '7',
      '13',
    ]);
    // Figures that go down the page without leaders are a table's.
    const table = groupLines([
      run('Apples', 90, 700),
      run('12', 500, 700),
      run('Pears', 90, 688),
      run('7', 500, 688),
      run('Plums', 90, 676),
      run('13', 500, 676),
    ]);
    expect(table.some((line) => line.toc)).toBe(false);
    // An entry alone is prose to translate: its leader's dots are no shell syntax.
    const [entry] = blocksOf([run('\\justify: New macro . . . . . . . . . . . . . . . . 12', 90, 700)]);
    expect(entry?.kind).not.toBe('code');
  });

  it('leaves a table with a number column alone when fewer than three rows look like entries', () => {
    const lines = groupLines([run('1', 72, 700), run('Widget', 90, 700), run('2', 500, 700)]);
    expect(lines.some((line) => line.toc)).toBe(false);
  });
});

describe('tables', () => {
  it('cuts a header row into cells where the column below ends (right-aligned figures)', () => {
    const figures = ['10', '1', '2'].flatMap((value, index) => [
      run(`P${index + 1}`, 257, 688 - 12 * index),
      run(value, 360 - value.length * 5, 688 - 12 * index),
      run(String(index + 3), 420, 688 - 12 * index),
    ]);
    const header = [
      run('Process', 257, 700, 10, true),
      run('Burst time', 310, 700, 10, true),
      run('Priority', 390, 700, 10, true),
    ];
    const lines = groupLines([...header, ...figures]);
    expect(lines.filter((line) => line.baseline === 700).map((line) => line.text)).toEqual([
      'Process',
      'Burst time',
      'Priority',
    ]);
    // Figures going down a column are a table's, not a contents list's page numbers.
    expect(lines.some((line) => line.toc)).toBe(false);
  });

  it("reads a row's cells apart from the next row's, and a cell's wrapped words as one paragraph", () => {
    // LibreOffice: lines of a cell 16.4 pt apart, rows 20 pt apart; a row's last lines stand alone.
    const row = (top: number, name: string) => [
      run(name, 72, top, 12),
      run('partial support of', 213, top, 12),
      run('the locale', 213, top - 16.4, 12),
      run('full', 345, top, 12),
      run('full', 428, top, 12),
    ];
    const blocks = blocksOf([...row(440, 'Collator'), ...row(440 - 36.3, 'Segmenter')]);
    const cells = blocks.filter((block) => block.x === 213).map((block) => [block.kind, block.text]);
    expect(cells).toEqual([
      ['paragraph', 'partial support of the locale'],
      ['paragraph', 'partial support of the locale'],
    ]);
  });

  it('cuts code from the prose beside it, unless the prose closes a parenthesis the code is in', () => {
    const code = (text: string, x: number) => ({ ...run(text, x, 700), mono: true });
    const row = (prose: string) =>
      groupLines([run('Set (with', 100, 700), code('\\scriptstyle', 148), run(prose, 218, 700)]).map(
        (line) => line.text,
      );
    // Ten points between the code's end (208) and the prose: a column gap, unless it is one sentence.
    expect(row('by default);')).toEqual(['Set (with \\scriptstyle by default);']);
    expect(row('Sets the style')).toEqual(['Set (with \\scriptstyle', 'Sets the style']);
  });
});

describe('raised and lowered marks', () => {
  it('marks a footnote number raised after a word as a superscript and an index as a subscript', () => {
    const [line] = groupLines([
      run('the models', 72, 500),
      run('1', 122, 504, 7),
      run('and x', 130, 500),
      run('i', 155, 498, 7),
    ]);
    expect(line?.baseline).toBe(500);
    expect(line?.runs.map((entry) => entry.script)).toEqual([
      undefined,
      { rise: 0.4, scale: 0.7 },
      undefined,
      { rise: -0.2, scale: 0.7 },
    ]);
  });

  it('takes the baseline of the line, not of a mark starting it', () => {
    const [line] = groupLines([run('1', 72, 504, 7), run('University of Somewhere', 76, 500)]);
    expect(line?.baseline).toBe(500);
    expect(line?.runs[0]?.script?.rise).toBe(0.4);
  });

  it('keeps a word set smaller beside a formula out of it, to be translated; an index stays in it', () => {
    const math = (text: string, x: number, baseline: number, size = 10) => ({
      ...run(text, x, baseline, size),
      math: true,
    });
    const [line] = groupLines([
      run('tiny', 72, 500, 5),
      math('L', 84, 500),
      math('i', 90, 498, 7),
      run('and more', 96, 500),
    ]);
    const gathered = gatherFormulas(line?.runs ?? []).map((entry) =>
      Array.isArray(entry) ? entry.map((part) => part.text).join('') : entry.text,
    );
    expect(gathered).toEqual(['tiny', 'Li', 'and more']);
  });

  it('keeps code and words set smaller than their line at their size; small capitals inside a word are not words', () => {
    const [line] = groupLines([
      run('set it to', 72, 500),
      { ...run('draft', 118, 500, 8), mono: true },
      run('or', 142, 500, 8),
      run('leave it in V', 156, 500),
      run('ERSION', 221, 500, 8),
      run('two.', 254, 500),
    ]);
    const scale = { rise: 0, scale: 0.8 };
    expect(line?.runs.map((entry) => entry.script)).toEqual([
      undefined,
      scale,
      scale,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
