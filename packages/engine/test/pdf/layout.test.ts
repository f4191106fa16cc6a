import { describe, expect, it } from 'vitest';
import { groupBlocks } from '../../src/layout/blocks.ts';
import { groupLines, type TextRun } from '../../src/layout/lines.ts';
import { run } from '../fixtures/text-runs.ts';
import { fitText, wrap } from '../../src/layout/fit.ts';
import { moveDownBelow, roomFor } from '../../src/layout/room.ts';
import { visualPieces, visualRuns } from '../../src/fonts/bidi.ts';

const blocksOf = (runs: TextRun[]) => groupBlocks(groupLines(runs), 600);

/** Monospace measure: every character is half the size wide. */
const measure = (text: string, size: number) => Array.from(text).length * size * 0.5;

describe('groupLines and groupBlocks', () => {
  it('separates a heading, two columns and joins hyphenated lines', () => {
    const runs = [
      run('A Heading', 50, 700, 18, true),
      run('Left column first', 50, 660),
      run('line of the left col-', 50, 647),
      run('umn here.', 50, 634),
      run('Right column first', 320, 660),
      run('line of the right one.', 320, 647),
    ];
    const blocks = groupBlocks(groupLines(runs), 600);
    expect(blocks.map((block) => block.text)).toEqual([
      'A Heading',
      'Left column first line of the left column here.',
      'Right column first line of the right one.',
    ]);
    expect(blocks[1]?.lineHeight).toBeCloseTo(1.3, 5);
    expect(blocks[0]?.style.bold).toBe(true);
  });

  it('keeps the raised and lowered indices of a symbol on its line (J with + above and i below)', () => {
    const runs = [
      run('J', 72, 421.4),
      run('+', 79, 426, 7),
      run('i', 78, 418.1, 7),
      run('is a subset of variables.', 90, 421.4),
    ];
    expect(groupLines(runs)).toHaveLength(1);
  });

  it('keeps exponents on their line when the line starts in a smaller text font than its math', () => {
    // A seminar slide: "(b)" in 20 pt sans, p and its exponent −1 in 24.8 and 17.4 pt Computer Modern.
    const runs = [
      run('(b)', 40, 152.9, 20.3),
      run('p', 100, 152.9, 24.8),
      run('i', 112, 148, 17.4),
      run('−1', 112, 163.5, 17.4),
      run('for all distinct', 140, 152.9, 20.3),
    ];
    const lines = groupLines(runs);
    expect(lines.map((line) => line.text)).toEqual(['(b) pi−1 for all distinct']);
  });

  it('keeps a heading set apart by colour and a larger size out of the paragraph under it', () => {
    const heading = {
      ...run('4.2 listings module', 89, 372, 12),
      colour: [0.3, 0.4, 0.5] as [number, number, number],
    };
    const blocks = groupBlocks(
      groupLines([
        heading,
        run(
          'Loads the listings package and adjusts colours for the listing environments to match',
          89,
          350,
          10.9,
        ),
        run('the CI.', 89, 336.6, 10.9),
      ]),
      600,
    );
    expect(blocks.map((block) => block.text)).toEqual([
      '4.2 listings module',
      'Loads the listings package and adjusts colours for the listing environments to match the CI.',
    ]);
  });

  it('goes on with an indented paragraph under its full first line, after a short indented one', () => {
    const blocks = groupBlocks(
      groupLines([
        run('The following examples show the difference.', 100, 215, 10),
        run('Please pay attention to the fact that the current way to change the prompt', 100, 202, 10),
        run('needs global assignments. A reset might be required.', 89, 189, 10),
      ]),
      600,
    );
    expect(blocks.map((block) => block.text)).toEqual([
      'The following examples show the difference.',
      'Please pay attention to the fact that the current way to change the prompt needs global assignments. A reset might be required.',
    ]);
  });

  // [term, x, baseline] of each line, and the blocks expected.
  it.each([
    [
      'after a description whose last line is full',
      [
        ['Em/en', 48, 700],
        ['An em is a relative measurement equal to the width of the letter M in a', 72, 688],
        ['given font, and an en is half of it, used to measure indents or dashes.', 72, 676],
        ['Family', 48, 664],
        ['The collective name for a collection of fonts.', 72, 652],
      ],
      [
        'Em/en',
        'An em is a relative measurement equal to the width of the letter M in a given font, and an en is half of it, used to measure indents or dashes.',
        'Family',
        'The collective name for a collection of fonts.',
      ],
    ],
    [
      'after a one-line description that ended short (its word would have fitted)',
      [
        ['Ballot box', 48, 700],
        ['An unfilled square, placed beside items in a checklist.', 72, 688],
        ['Bullet', 48, 676],
        ['A small, filled circle typically found beside items or points in a long list.', 72, 664],
      ],
      [
        'Ballot box',
        'An unfilled square, placed beside items in a checklist.',
        'Bullet',
        'A small, filled circle typically found beside items or points in a long list.',
      ],
    ],
  ] as [string, [string, number, number][], string[]][])(
    'starts a new term of a definition list %s',
    (_, lines, expected) => {
      const blocks = groupBlocks(groupLines(lines.map(([text, x, y]) => run(text, x, y, 10))), 600);
      expect(blocks.map((block) => block.text)).toEqual(expected);
    },
  );

  it('reads a displayed formula as a block not to translate, like code', () => {
    const blocks = groupBlocks(
      groupLines([
        run('xj ∈ {0, 1}, j = 1, . . . , n (1.6)', 200, 700),
        run('where n is the number', 50, 670),
      ]),
      600,
    );
    expect(blocks.map((block) => block.kind)).toEqual(['code', 'paragraph']);
  });

  it("reads a manual page's synopsis as code: its placeholders are names, not words", () => {
    const blocks = blocksOf([
      run('tar -c [-f ARCHIVE] [OPTIONS] [FILE...]', 72, 700),
      run('tar {--diff|--compare} [--file ARCHIVE]', 72, 680),
      run('see the manual [1] for more', 72, 650),
    ]);
    expect(blocks.map((block) => block.kind)).toEqual(['code', 'paragraph']);
  });

  it('reads command lines set in a text font as code, and prose with a path or parentheses as prose', () => {
    const kinds = (texts: string[]) =>
      blocksOf(texts.map((text, index) => run(text, 72, 700 - 40 * index, 10, true))).map(
        (block) => block.kind,
      );
    expect(kinds(['$ cd /source-dir', "-or -exec test -d '{}/.git' \\; \\"])).toEqual(['code', 'code']);
    // LaTeX's ⟨placeholders⟩ in a command line are words: the line is translated, on its own.
    expect(kinds(['\\IfValueTF {⟨arg⟩} {⟨true code⟩} {⟨false code⟩}'])).toEqual(['lines']);
    expect(kinds(['Copy /source-dir to /dest-dir (and all)', 'The default value (see below).'])).toEqual([
      'paragraph',
      'paragraph',
    ]);
  });

  it('tells a justified paragraph from a ragged one by its right edges', () => {
    const paragraph = (rights: number[]) =>
      blocksOf(
        rights.map((right, index) => ({ ...run('words', 50, 700 - 12 * index), width: right - 50 })),
      )[0];
    expect(paragraph([300, 300.5, 299.8, 200])?.justified).toBe(true);
    expect(paragraph([300, 280, 295, 200])?.justified).toBe(false);
  });

  it('keeps code and prose in one line when every gap of the line is as wide (a justified line)', () => {
    const code = { ...run('\\label{#1}', 98.5, 700), mono: true };
    const lines = groupLines([run('Giving a', 50, 700), code, run('command directly', 157, 700)]);
    expect(lines.map((line) => line.text)).toEqual(['Giving a \\label{#1} command directly']);
    const table = groupLines([{ ...run('cat', 50, 700), mono: true }, run('Concatenate files', 74, 700)]);
    expect(table).toHaveLength(2);
  });

  it('keeps a list of links line by line, even where the next entry would have fitted', () => {
    // The first entry is the widest: its line cannot show that "Word" would have fitted.
    const entries = ['Track kerning/Line kerning', 'Word space'];
    const runs = entries.map((text, index) => ({ ...run(text, 58, 700 - 12 * index), link: index }));
    expect(blocksOf(runs).map((block) => [block.kind, block.lines.length])).toEqual([['lines', 2]]);
    // One link wrapped over two lines is one sentence.
    const wrapped = blocksOf(runs.map((entry) => ({ ...entry, link: 0 })));
    expect(wrapped.map((block) => block.kind)).toEqual(['paragraph']);
  });

  it('merges runs on one baseline into a line with spaces where there are gaps', () => {
    const lines = groupLines([run('Hello', 50, 700), run('world', 80, 700.5)]);
    expect(lines.map((line) => line.text)).toEqual(['Hello world']);
  });

  it('starts a new block after a paragraph gap', () => {
    const blocks = groupBlocks(
      groupLines([run('one', 50, 700), run('two', 50, 687), run('three', 50, 650)]),
      600,
    );
    expect(blocks.map((block) => block.text)).toEqual(['one two', 'three']);
  });

  it("starts a new block after a one-line list item when the gap is wider than the page's line spacing", () => {
    // texinfo: items 16 apart, then a paragraph after a wider gap; lines of prose 12 apart.
    const runs = [
      run('A paragraph of prose', 50, 700),
      run('set on lines twelve', 50, 688),
      run('points apart.', 50, 676),
      run('• field one of the type;', 56, 660),
      run('• field two of the type;', 56, 644),
      run('Elements of structured types', 60, 624),
      run('receive the names.', 50, 612),
    ];
    expect(groupBlocks(groupLines(runs), 600).map((block) => block.text)).toEqual([
      'A paragraph of prose set on lines twelve points apart.',
      '• field one of the type;',
      '• field two of the type;',
      'Elements of structured types receive the names.',
    ]);
  });
});

describe('tables without rules (the glpk manual)', () => {
  const kinds = (runs: TextRun[]) =>
    groupBlocks(groupLines(runs), 600).map((block) => [block.text, block.kind]);

  it('keeps a cell out of the paragraph above and reads each column as separate lines', () => {
    // The intro line reaches over both columns; the rows below are 13 points apart like its lines.
    const runs = [
      run('In MathProg there exist the following operators, which may be used:', 88, 681),
      run('Operation', 178, 668),
      run('Hierarchy', 388, 668),
      run('Negation (not)', 178, 655),
      run('16th', 388, 655),
      run('Conjunction (and)', 178, 642),
      run('17th', 388, 642),
    ];
    expect(kinds(runs)).toEqual([
      ['In MathProg there exist the following operators, which may be used:', 'paragraph'],
      ['Operation Negation (not) Conjunction (and)', 'lines'],
      ['Hierarchy 16th 17th', 'lines'],
    ]);
  });

  it('cuts a row into cells where the rows around it start their cells, even a word space apart', () => {
    const runs = [
      run('Negation (not)', 178, 655),
      run('16th', 388, 655),
      run('Quantifications on sets (forall, exists)', 178, 642),
      run('18th', 388, 642),
      run('Disjunction (or)', 178, 629),
      run('19th', 388, 629),
    ];
    expect(groupLines(runs).map((line) => line.text)).toContain('18th');
    expect(kinds(runs).map(([text]) => text)).toEqual([
      'Negation (not) Quantifications on sets (forall, exists) Disjunction (or)',
      '16th 18th 19th',
    ]);
  });

  it('finds the column a cell starts in from rows further away, as tall rows of a table are', () => {
    // Rows of two-line cells 30 points apart; the third column starts at 284 in the rows above,
    // only 0.8 em after a cell that reaches near it in the row under test.
    const runs = [
      run('none (does', 176, 730),
      run('partial/full', 284, 730),
      run('not exist)', 176, 717),
      run('none (object', 176, 700),
      run('partial/full', 284, 700),
      run('not exist)', 176, 687),
      run('partial (not locale-', 176, 670),
      run('full', 284, 670),
      run('aware)', 176, 657),
    ];
    expect(groupLines(runs).map((line) => line.text)).toContain('full');
  });

  it("keeps a justified line whole under a contents' page numbers that end where it ends", () => {
    // The contents' numbers end at the right margin, and so does the paragraph's justified first
    // line, which has a sentence space 0.6 em wide (BFH-CI's manual, under its contents).
    const runs = [
      run('4.4.2 Theme boxes', 100, 700),
      run('8', 496, 700),
      run('4.5 rules module', 90, 686),
      run('9', 496, 686),
      run('BFH-CI provides mechanisms for different types of documents.', 90, 640),
      run('Most mechanisms exist', 396, 640),
      run('among all types. These can be extended by using the BFHModule mech-', 90, 627),
    ];
    const texts = groupLines(runs).map((line) => line.text);
    expect(texts).toContain(
      'BFH-CI provides mechanisms for different types of documents. Most mechanisms exist',
    );
    expect(texts).toContain('8');
  });

  it('keeps a footnote mark on the line it is raised above', () => {
    const lines = groupLines([run('mathematical models.', 72, 500), run('1', 172, 504.5, 7)]);
    expect(lines.map((line) => line.text)).toEqual(['mathematical models.1']);
  });
});

describe('paragraph indents', () => {
  it('records a first-line indent and starts a new paragraph at the next indented line', () => {
    const lines = groupLines([
      run('Indented first', 65, 700),
      run('second line', 50, 687),
      run('third', 50, 674),
      run('Next one', 65, 661),
    ]);
    const blocks = groupBlocks(lines, 600);
    expect(blocks.map((block) => [block.text, block.indent])).toEqual([
      ['Indented first second line third', 15],
      ['Next one', 0],
    ]);
    expect(wrap('aaaa bbbb cccc', 45, 10, measure, 10)).toEqual(['aaaa', 'bbbb cccc']);
  });

  it('starts a paragraph at an indented line after a line that ended short', () => {
    const blocks = groupBlocks(
      groupLines([
        run('where x is a variable.', 50, 700),
        run('If the expression includes more than one operator, all of them', 65, 687),
        run('are performed from left to right.', 50, 674),
      ]),
      600,
    );
    expect(blocks.map((block) => [block.text, block.align])).toEqual([
      ['where x is a variable.', 'left'],
      [
        'If the expression includes more than one operator, all of them are performed from left to right.',
        'left',
      ],
    ]);
  });

  it('reads a two-line paragraph with a first-line indent as left-aligned, not right-aligned', () => {
    const [block] = groupBlocks(
      groupLines([
        // Both lines end at x = 236: only the indent tells it from a right-aligned block.
        run('The primary expression may be any,', 66, 700),
        run('or another expression in parentheses.', 50, 687),
      ]),
      600,
    );
    expect(block?.align).toBe('left');
  });
});

describe('fitText', () => {
  it('keeps the size when the text fits and wraps at spaces', () => {
    const fit = fitText({
      text: 'aaaa bbbb cccc',
      width: 40,
      height: 40,
      size: 10,
      lineHeight: 1.2,
      measure,
    });
    expect(fit).toMatchObject({ size: 10, lines: ['aaaa', 'bbbb', 'cccc'], fits: true });
    const roomy = fitText({ text: 'aaaa bbbb', width: 100, height: 20, size: 10, lineHeight: 1.2, measure });
    expect(roomy).toMatchObject({ size: 10, lines: ['aaaa bbbb'], fits: true });
  });

  it('never starts a line with a number that would read as a list enumerator', () => {
    // `Vol. 9.` and `(Caso 1)` broken before the number would look like items 9 and 1.
    expect(wrap('Chicago Press Vol. 9. University', 92, 10, measure)).toEqual([
      'Chicago Press',
      'Vol. 9. University',
    ]);
    expect(wrap('un videojuego (Caso 1) [27]', 100, 10, measure)).toEqual(['un videojuego', '(Caso 1) [27]']);
  });

  it('never starts a line with a closing sign set after a space (a danda, French ? and :)', () => {
    expect(wrap('aaaa bbbb ।', 50, 10, measure)).toEqual(['aaaa', 'bbbb ।']);
    expect(wrap('aaaa bbbb ?', 50, 10, measure)).toEqual(['aaaa', 'bbbb ?']);
  });

  it('shrinks a longer translation until it fits the box', () => {
    const fit = fitText({
      text: 'word '.repeat(20).trim(),
      width: 100,
      height: 30,
      size: 12,
      lineHeight: 1.2,
      measure,
    });
    expect(fit.fits).toBe(true);
    expect(fit.size).toBeLessThan(12);
    const height = fit.size * 1.05 + (fit.lines.length - 1) * fit.leading;
    expect(height).toBeLessThanOrEqual(30 * 1.04);
    for (const line of fit.lines) expect(measure(line, fit.size)).toBeLessThanOrEqual(100 * 1.02);
  });

  it('sets a longer translation closer, then narrower, before it makes it smaller', () => {
    const denser = [
      { lineHeight: 1.1, squeeze: 1 },
      { lineHeight: 1.1, squeeze: 0.9 },
    ];
    const request = { text: 'aaaa '.repeat(8).trim(), width: 90, size: 10, lineHeight: 1.2, denser, measure };
    // Three lines fit only with the lines closer: 10.5 + 2 × 11 = 32.5.
    expect(fitText({ ...request, height: 33 })).toMatchObject({
      size: 10,
      leading: 11,
      squeeze: 1,
      fits: true,
    });
    // Two lines fit only with the letters a tenth narrower (four words of 19 characters in 90 / 0.9).
    const narrow = fitText({ ...request, height: 23 });
    expect(narrow).toMatchObject({ size: 10, squeeze: 0.9, fits: true });
    expect(narrow.lines).toHaveLength(2);
    for (const line of narrow.lines) expect(measure(line, 10) * narrow.squeeze).toBeLessThanOrEqual(90);
    // Without denser settings the same text gets smaller.
    expect(fitText({ ...request, denser: undefined, height: 23 }).size).toBeLessThan(10);
  });

  it('breaks words longer than the line, and text without spaces', () => {
    expect(wrap('abcdefghij', 25, 10, measure)).toEqual(['abcde', 'fghij']);
    expect(wrap('日本語のテキスト', 20, 10, measure)).toEqual(['日本語の', 'テキスト']);
  });

  it('never starts a Chinese or Japanese line with closing punctuation, nor ends one with an opening bracket', () => {
    // Four characters a line: a break after each character would start lines with 、 and 。.
    const lines = wrap('人人生而自、在尊严和权利上「一律」平等。他们赋有理性和良心。', 20, 10, measure);
    expect(lines.join('')).toBe('人人生而自、在尊严和权利上「一律」平等。他们赋有理性和良心。');
    for (const line of lines) {
      expect(line).not.toMatch(/^[、。，」）]/u);
      expect(line).not.toMatch(/「$/u);
    }
  });

  it('breaks Thai between its words, which it writes without spaces', () => {
    const text = 'ทุกคนมีสิทธิในการศึกษา';
    const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map(
      (segment) => segment.index,
    );
    const lines = wrap(text, 25, 10, measure);
    expect(lines.join('')).toBe(text);
    let at = 0;
    for (const line of lines.slice(0, -1)) {
      at += line.length;
      expect(words, `a break inside a word after «${line}»`).toContain(at);
    }
    expect(lines.length).toBeGreaterThan(2);
  });

  it("never starts a line with a contents entry's leader dots or its page number", () => {
    // 20 characters a line: two leader dots would still fit after "h".
    expect(wrap('a b c d e f g h . . . . 1', 100, 10, measure)).toEqual(['a b c d e f g', 'h . . . . 1']);
  });
});

describe('roomFor', () => {
  it('lets a block grow up to its neighbour on the right and the block below', () => {
    const block = { x: 50, y: 600, width: 100, height: 12, size: 10 };
    const right = { x: 300, y: 598, width: 100, height: 12, size: 10 };
    const below = { x: 60, y: 500, width: 100, height: 40, size: 10 };
    const room = roomFor(block, [block, right, below], { x0: 0, y0: 0, x1: 600, y1: 800 });
    expect(room.right).toBe(294);
    expect(room.bottom).toBe(543);
  });

  it('keeps a block inside the frame drawn around it', () => {
    const block = { x: 50, y: 600, width: 40, height: 12, size: 10 };
    const frame = { x0: 40, y0: 580, x1: 110, y1: 650 };
    const room = roomFor(block, [block], { x0: 0, y0: 0, x1: 600, y1: 800 }, [frame]);
    expect(room).toEqual({ left: 50, right: 107, bottom: 582, columnRight: 90 });
  });
});

describe('moveDownBelow', () => {
  const page = { x0: 0, y0: 0, x1: 600, y1: 800 };
  const box = (y: number, height: number) => ({
    x: 50,
    y,
    width: 400,
    height,
    size: 10,
    lines: [{ baseline: y + height - 8 }],
  });

  it('moves the paragraphs under a block down into the free space at the foot of the column', () => {
    const block = box(600, 40);
    const next = box(520, 60);
    const last = box(450, 50);
    const foot = box(100, 10);
    const others = [block, next, last, foot];
    const moved = moveDownBelow(block, 30, others, new Set([next, last]), page);
    expect(moved).toBe(30);
    expect([next.y, last.y, foot.y]).toEqual([490, 420, 100]);
    expect(next.lines[0]?.baseline).toBe(490 + 60 - 8);
    // Above the block that stays below them (the page number), half the gap there was is kept;
    // room for fewer lines than asked is given in whole lines.
    const line = block.size * 1.2;
    expect(moveDownBelow(block, 1000, others, new Set([next, last]), page)).toBeCloseTo(
      Math.floor((420 - 110) / 2 / line) * line,
    );
  });

  it('moves a frame around blocks that move, with its icon; a frame the page cannot move holds them', () => {
    const block = box(600, 40);
    const note = box(500, 30);
    const frame = { x0: 40, y0: 490, x1: 460, y1: 540 };
    const icon = { x0: 44, y0: 505, x1: 48, y1: 515 };
    const after = box(400, 40);
    const others = [block, note, after];
    const drawings = [frame, icon];
    expect(moveDownBelow(block, 20, others, new Set([note, after]), page, drawings, new Set(drawings))).toBe(
      20,
    );
    expect([note.y, after.y, frame.y0, frame.y1, icon.y0]).toEqual([480, 380, 470, 520, 485]);
    // Drawn by a form other pages share: the frame stays, and so does the text inside it.
    const shared = { x0: 40, y0: 490, x1: 460, y1: 540 };
    const inside = box(500, 30);
    expect(moveDownBelow(block, 20, [block, inside], new Set([inside]), page, [shared], new Set())).toBe(0);
    expect(inside.y).toBe(500);
  });

  it('moves a figure between two paragraphs whole (a chart, its axes and its curve), unless it reaches into text that stays', () => {
    const block = box(600, 40);
    const caption = box(400, 20);
    const bars = { x0: 60, y0: 440, x1: 200, y1: 560 };
    const axis = { x0: 55, y0: 440, x1: 55, y1: 580 };
    const curve = { x0: 50, y0: 550, x1: 300, y1: 590 };
    const drawings = [bars, axis, curve];
    expect(
      moveDownBelow(block, 24, [block, caption], new Set([caption]), page, drawings, new Set(drawings)),
    ).toBe(24);
    expect([caption.y, bars.y0, axis.y1, curve.y0]).toEqual([376, 416, 556, 526]);
    // A figure that reaches into text beside the column, which stays, holds what is under it.
    const figure = [{ ...bars }, { x0: 50, y0: 550, x1: 500, y1: 590 }];
    const under = box(400, 20);
    const moving = new Set([under]);
    expect(moveDownBelow(block, 24, [block, under], moving, page, figure, new Set(figure))).toBe(24);
    const beside = { x: 460, y: 560, width: 100, height: 20, size: 10, lines: [{ baseline: 568 }] };
    const again = [{ ...bars }, { x0: 50, y0: 550, x1: 500, y1: 590 }];
    expect(moveDownBelow(block, 24, [block, beside, under], moving, page, again, new Set(again))).toBe(0);
  });

  it('moves a margin note beside a paragraph that moves with it', () => {
    const block = box(600, 40);
    const paragraph = box(500, 40);
    const margin = { x: 470, y: 524, width: 40, height: 10, size: 8, lines: [{ baseline: 532 }] };
    const moved = moveDownBelow(block, 15, [block, paragraph, margin], new Set([paragraph, margin]), page);
    expect(moved).toBe(15);
    expect([paragraph.y, margin.y, margin.lines[0]?.baseline]).toEqual([485, 509, 517]);
  });

  it("moves a list item's marker, a block of its own beside the item's text, with the text", () => {
    const block = box(600, 40);
    const item = box(520, 60);
    const bullet = { x: 30, y: 520 + 60 - 10, width: 4, height: 10, size: 10, lines: [{ baseline: 572 }] };
    expect(moveDownBelow(block, 20, [block, item, bullet], new Set([item, bullet]), page)).toBe(20);
    expect([item.y, bullet.y, bullet.lines[0]?.baseline]).toEqual([500, 550, 552]);
    // A marker that cannot move holds its item where it is.
    const fixed = { ...bullet, y: 570 - 20 };
    expect(moveDownBelow(block, 20, [block, item, fixed], new Set([item]), page)).toBe(0);
  });

  it("moves a table's rows under a growing cell whole, so they stay rows", () => {
    // Three cells of a row share their first baseline; the middle one grows.
    const cell = (x: number, y: number) => ({
      x,
      y,
      width: 80,
      height: 12,
      size: 10,
      lines: [{ baseline: y + 4 }],
    });
    const [left, middle, right] = [cell(72, 600), cell(200, 600), cell(330, 600)];
    const below = [cell(72, 570), cell(200, 570), cell(330, 570)];
    const others = [left, middle, right, ...below];
    expect(moveDownBelow(middle, 14, others, new Set(below), page)).toBe(14);
    expect(below.map((box) => box.y)).toEqual([556, 556, 556]);
  });

  it('widens the column to what moves in it: an option name left of its description moves too', () => {
    // A manual page: a description at x 144, the next option's name at 108 (moved, so the column
    // widens), then an option name that overlaps only the widened column.
    const description = { ...box(700, 12), x: 144, width: 300 };
    const option = { ...box(680, 12), x: 108, width: 80 };
    const short = { ...box(660, 12), x: 108, width: 30 };
    const movable = new Set([option, short]);
    expect(moveDownBelow(description, 12, [description, option, short], movable, page)).toBe(12);
    expect([option.y, short.y]).toEqual([668, 648]);
  });

  it('moves a short term set just above and left of a moving description with it', () => {
    const description = { ...box(700, 12), x: 120, width: 400 };
    const term = { ...box(676, 12), x: 87, width: 28 };
    const text = { ...box(652, 22), x: 120, width: 400 };
    expect(moveDownBelow(description, 12, [description, term, text], new Set([term, text]), page)).toBe(12);
    expect([term.y, text.y]).toEqual([664, 640]);
  });

  it('moves nothing over a block that stays where it is', () => {
    const block = box(600, 40);
    const kept = box(520, 60);
    const under = box(400, 50);
    expect(moveDownBelow(block, 30, [block, kept, under], new Set([under]), page)).toBe(0);
    expect(under.y).toBe(400);
  });
});

describe('visualRuns', () => {
  it('orders right-to-left runs visually and keeps numbers and Latin words left to right', () => {
    const runs = visualRuns('שלום 2024 world!', 'rtl');
    expect(runs.map((run) => [run.text, run.direction])).toEqual([
      ['!', 'rtl'],
      ['world', 'ltr'],
      [' ', 'rtl'],
      ['2024', 'ltr'],
      ['שלום ', 'rtl'],
    ]);
    expect(visualRuns('plain text', 'ltr')).toEqual([{ text: 'plain text', direction: 'ltr' }]);
  });

  it('orders the styled pieces of a right-to-left line, a bold word keeping its style', () => {
    const pieces = visualPieces(
      [
        { text: 'يولد ', style: 'regular' },
        { text: 'جميع', style: 'bold' },
        { text: ' الناس (1948)', style: 'regular' },
      ],
      'rtl',
    );
    expect(pieces.map((piece) => [piece.text, piece.style, piece.direction])).toEqual([
      [')', 'regular', 'rtl'],
      ['1948', 'regular', 'ltr'],
      [' الناس (', 'regular', 'rtl'],
      ['جميع', 'bold', 'rtl'],
      ['يولد ', 'regular', 'rtl'],
    ]);
  });

  it('keeps Arabic-Indic digits left to right and mirrors brackets in right-to-left runs', () => {
    const runs = visualRuns('عام ١٩٤٨ (المادة ١).', 'rtl');
    expect(runs.map((run) => [run.text, run.direction])).toEqual([
      ['(.', 'rtl'],
      ['١', 'ltr'],
      [' )المادة ', 'rtl'],
      ['١٩٤٨', 'ltr'],
      ['عام ', 'rtl'],
    ]);
  });
});
