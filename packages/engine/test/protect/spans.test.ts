import { describe, expect, it } from 'vitest';
import { findProtectedSpans, namesPattern } from '../../src/protect/spans.ts';

/** The protected pieces of a text, in order. */
const kept = (text: string, names?: Iterable<string>): string[] =>
  findProtectedSpans(text, names ? namesPattern(names) : undefined).map((span) =>
    text.slice(span.start, span.end),
  );

describe('protected spans', () => {
  it('keeps URLs without the sentence punctuation after them, and with balanced parentheses', () => {
    expect(kept('See https://www.gnu.org/software/tar/. Then go on.')).toEqual([
      'https://www.gnu.org/software/tar/',
    ]);
    expect(kept('Read https://en.wikipedia.org/wiki/Tar_(computing), then www.example.com/page.')).toEqual([
      'https://en.wikipedia.org/wiki/Tar_(computing)',
      'www.example.com/page',
    ]);
    expect(kept('(mirrors at ftp://ftp.gnu.org/gnu/tar)')).toEqual(['ftp://ftp.gnu.org/gnu/tar']);
    expect(kept('Query http://a.example/c?d=1&e=2; done')).toEqual(['http://a.example/c?d=1&e=2']);
  });

  it('keeps web addresses written without a scheme, with their path', () => {
    expect(kept('The source is at github.com/9999years/latex-notes, fork it.')).toEqual([
      'github.com/9999years/latex-notes',
    ]);
  });

  it('keeps the initials of names, not an article starting a sentence', () => {
    expect(kept('in Wilson, A. T. and Edwards, B. (eds.), and Pikirayi, I. 2015')).toEqual([
      'A. T.',
      'B.',
      'I.',
    ]);
    expect(kept('by Lukas C. Bossert')).toEqual(['C.']);
    expect(kept('A typical list looks like this. I think so.')).toEqual([]);
  });

  it('keeps equation numbers and the letters that label notes, figures and appendices, not the article', () => {
    expect(kept('as in Eq. (6a), and (b) below')).toEqual(['(6a)', '(b)']);
    expect(kept('Note a. See Appendix A and Fig. 3c.')).toEqual(['a', 'A', '3c']);
    expect(kept('Note a few things; a table in Appendix a while ago.')).toEqual([]);
    expect(kept('a. A few notes on tags')).toEqual(['a.']);
    expect(kept('directories named .snapshot (and anything in them). It ends... and so on.')).toEqual([
      '.snapshot',
    ]);
    expect(['A', 'He', 'In', 'In the table'].map((text) => kept(text))).toEqual([['A'], ['He'], ['In'], []]);
    expect(kept('A few notes. a. b')).toEqual([]);
    expect(kept('Have a look at the letter ›A‹ or press "a", not ‘a word’.')).toEqual(['A', 'a']);
    expect(kept('The letters a, c, and e, or a and b, have a bowl; a and the or a, a table.')).toEqual([
      'a',
      'a',
      'a',
    ]);
  });

  it('keeps e-mail addresses whole, not their first word', () => {
    expect(kept('Report bugs to help-libtasn1@gnu.org, or to bug-tar@gnu.org.')).toEqual([
      'help-libtasn1@gnu.org',
      'bug-tar@gnu.org',
    ]);
  });

  it('keeps paths, --options and -x flags, calls and identifiers', () => {
    expect(kept('Run tar --create -v --file=etc.tar /etc ~/notes.txt ./build C:\\Temp\\x')).toEqual([
      '--create',
      '-v',
      '--file=etc.tar',
      '/etc',
      '~/notes.txt',
      './build',
      'C:\\Temp\\x',
    ]);
    expect(kept('Call asn1Coding, snake_case, java.util.List, config.yaml, ls(1) and main().')).toEqual([
      'asn1Coding',
      'snake_case',
      'java.util.List',
      'config.yaml',
      'ls(1)',
      'main()',
    ]);
  });

  it('keeps relative paths that end in a file name and media types', () => {
    expect(kept('The MEDIA/SUBTYPE.xml files, docs/install.html and text/x-diff or image/svg+xml.')).toEqual([
      'MEDIA/SUBTYPE.xml',
      'docs/install.html',
      'text/x-diff',
      'image/svg+xml',
    ]);
  });

  it('keeps the alternatives of a synopsis, so a lone option letter is not read as an article', () => {
    expect(kept('tar {A|c|d|r|t|u|x} [--diff|--compare] [yes|no]')).toEqual([
      'A|c|d|r|t|u|x',
      '--diff|--compare',
      'yes|no',
    ]);
  });

  it('keeps numbers with units, not plain numbers', () => {
    expect(kept('It weighs 5 kg, needs 512 MB and 3.5GHz, 20 % more.')).toEqual([
      '5 kg',
      '512 MB',
      '3.5GHz',
      '20 %',
    ]);
    expect(kept('Version 3.5 has 1,000 users since 2024-01-01 at 10:30.')).toEqual([]);
  });

  it('leaves ordinary prose alone: and/or, e.g., i.e., well-known, hyphens and dashes', () => {
    for (const text of [
      'Read and/or write, e.g. a well-known file, i.e. this one.',
      'A self-made, non-trivial x-ray -- or a dash - between words.',
      'The U.S. office opens at 9. He said: "Go." The end.',
      'Pages 10-20 and km/h are not options or paths.',
    ])
      expect(kept(text), text).toEqual([]);
  });

  it("keeps the document's own code names as whole words only", () => {
    const names = ['tar', 'make install'];
    expect(kept('GNU tar is an archiving program; run make install.', names)).toEqual([
      'tar',
      'make install',
    ]);
    // In any case (a running header says TAR), but not inside other words, nor as the tail of a
    // dotted name (which is kept whole anyway).
    expect(kept('A tarball and a TAR pit, or etc.tar.', names)).toEqual(['TAR', 'etc.tar']);
    expect(namesPattern(['', '  '])).toBeUndefined();
  });

  it('never takes a function word the document sets in code (MathProg `in`, `not`) for a name', () => {
    const names = ['in', 'not', 'MathProg'];
    expect(kept('In MathProg there are operators not found in C.', names)).toEqual(['MathProg']);
  });

  it('keeps key=value settings, calls with quoted arguments and names joining an acronym to a word, not hyphenated prose', () => {
    expect(kept('colormode=4CU 4 colors uncoated paper')).toEqual(['colormode=4CU']);
    expect(kept("Use require('node:util').TextDecoder or import it")).toEqual([
      "require('node:util').TextDecoder",
    ]);
    expect(kept('without a KOMA-Script class, in BFH-Orange or BFH-CI style')).toEqual([
      'KOMA-Script',
      'BFH-Orange',
      'BFH-CI',
    ]);
    expect(kept('A well-known, GNU-licensed x = y tool')).toEqual([]);
  });
});
