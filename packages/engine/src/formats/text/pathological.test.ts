// Text formats read hostile inputs in linear time: 100,000 delimiters that never close, long runs of
// white space, comments before an HTML start tag. Each once took seconds to minutes (a regular
// expression tried again at every character); time is not asserted, the cases only have to end,
// and the inline encoding still reads Markdown as it did.
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../translate.ts';
import { encodeMarkdownInline } from './markdown-inline.ts';
import { markdownPieces } from './markdown.ts';

const COUNT = 100_000;
const utf8 = (text: string) => new TextEncoder().encode(text);

const MARKDOWN: [string, string][] = [
  ['lone asterisks', '*a '.repeat(COUNT)],
  ['lone strong markers', '**a '.repeat(COUNT)],
  ['lone underscores', '_a '.repeat(COUNT)],
  ['strike-through markers', '~~a '.repeat(COUNT)],
  ['backtick runs of every length', Array.from({ length: 450 }, (_, n) => `${'`'.repeat(n + 1)}a `).join('')],
  ['unclosed link labels', '[a '.repeat(COUNT)],
  ['unclosed image labels', '![a '.repeat(COUNT)],
  ['labels closed once, far away', `${'[a '.repeat(COUNT)}]`],
  ['labels without destinations', '[a] '.repeat(COUNT)],
  ['unclosed comments', `a ${'<!-- '.repeat(COUNT)}`],
  ['unclosed autolinks', '<http://'.repeat(COUNT)],
  ['unclosed footnotes', '[^'.repeat(COUNT)],
  ['a heading with a long gap', `# a${' '.repeat(COUNT)}b`],
  ['a table cell with a long gap', `| a${' '.repeat(COUNT)}b |\n|---|\n`],
  ['every delimiter at once', '*_`[!<~'.repeat(COUNT / 5)],
];

describe('pathological text inputs', () => {
  for (const [name, text] of MARKDOWN) {
    it(`analyses Markdown with ${name}`, async () => {
      const analysis = await analyzeFile(utf8(text), { fileName: 'hostile.md' });
      expect(analysis.format).toBe('md');
      expect(analysis.characters).toBeGreaterThan(0);
    });
  }

  it('analyses text, subtitles and HTML with long gaps, unclosed overrides and many comments', async () => {
    const cue = (body: string) => `1\n00:00:01,000 --> 00:00:02,000\n${body}\n`;
    const cases: [string, string, string][] = [
      ['gap.txt', `a${' '.repeat(COUNT)}b`, 'txt'],
      ['gap.srt', cue(`a${' '.repeat(COUNT)}b`), 'srt'],
      ['overrides.srt', cue('{\\an8 '.repeat(COUNT)), 'srt'],
      ['comments.html', `${'<!-- a -->'.repeat(COUNT)}<html><p>Hello.</p></html>`, 'html'],
    ];
    for (const [fileName, text, format] of cases)
      expect((await analyzeFile(utf8(text), { fileName })).format, fileName).toBe(format);
    // Comments that never reach a start tag: not HTML, and found out at once.
    await expect(analyzeFile(utf8(`${'<!-- a -->'.repeat(40)}x`), { fileName: 'no.html' })).rejects.toThrow(
      /content is TXT/,
    );
  });

  it('still reads inline Markdown as before', () => {
    const cases: [string, string, string[]][] = [
      [
        '**bold** and *it* and ~~gone~~',
        '<g id="1">bold</g> and <g id="2">it</g> and <g id="3">gone</g>',
        [],
      ],
      ['```a`` b', '<x id="1"/> b', ['`a']],
      ['``` a', '`<x id="1"/> a', ['']],
      ['`` ` ``', '<x id="1"/>', [' ` ']],
      ['see [the \\] docs](http://x.org "T") now', 'see <g id="1">the <x id="2"/> docs</g> now', []],
      ['![alt *x*][ref] [^1] <b>', '<g id="1">alt <g id="2">x</g></g> <x id="3"/> <x id="4"/>', []],
      ['*a **b* c**', '<g id="1">a **b</g> c**', []],
      ['snake_case_name and _x_', '<x id="1"/> and <g id="2">x</g>', []],
      ['<!-- a --> <https://x.org> <a@b.c>', '<x id="1"/> <x id="2"/> <x id="3"/>', []],
    ];
    for (const [source, segment, code] of cases) {
      const encoded = encodeMarkdownInline(source);
      expect(encoded.segment, source).toBe(segment);
      expect(encoded.code, source).toEqual(code);
      expect(encoded.render(encoded.segment), source).toBe(source);
    }
  });

  it('still splits headings with and without closing hashes', () => {
    const titles = markdownPieces('# Title ##  \n## Title#\n###  \n').flatMap((piece) =>
      typeof piece === 'string' ? [] : [piece.segment],
    );
    expect(titles).toEqual(['Title', 'Title#', '']);
  });
});
