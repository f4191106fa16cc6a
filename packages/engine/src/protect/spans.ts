// Spans of text that must reach the reader unchanged whatever the language: addresses, paths,
// command-line options, identifiers, numbers with units, and the names a document sets in code.

import { FUNCTION_WORDS } from './function-words.ts';

export interface Span {
  start: number;
  end: number;
}

const PATTERNS: RegExp[] = [
  // URLs (trailing punctuation belongs to the sentence, balanced parentheses to the URL) and bare
  // www. addresses.
  /\b(?:https?|ftp|file):\/\/(?:[^\s<>"'()]|\([^\s<>"'()]*\))*(?:[^\s<>"'().,;:!?]|\([^\s<>"'()]*\))|\bwww\.[\w-]+(?:\.[\w-]+)+(?:\/[^\s<>"'()]*[^\s<>"'().,;:!?])?/giu,
  // E-mail addresses.
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu,
  // Unix paths (/etc, ~/x, ./x, ../x) and Windows ones (C:\x); "and/or" is not a path.
  /(?<![\w/])(?:~|\.{1,2})?\/(?:[\w.@%+-]+\/?)+|\b[A-Z]:\\[^\s]+/gu,
  // Relative paths ending in a file name (MEDIA/SUBTYPE.xml, docs/install.html) and media types (text/x-diff).
  /(?<![\w/])[\w.-]+(?:\/[\w.-]+)*\/[\w-]+\.[A-Za-z]\w*\b|\b(?:application|audio|font|image|message|model|multipart|text|video)\/[\w.+-]*\w/gu,
  // Command-line options: --long, --long=value, -x.
  /(?<![\w-])--?[A-Za-z][\w-]*(?:=[^\s,;)]+)?/gu,
  // Settings written key=value (colormode=4CU, encoding=utf8).
  /(?<![\w-])[A-Za-z][\w.-]*=[^\s,;)]+/gu,
  // Names that join an acronym and a word (KOMA-Script, BFH-Orange): "Script" there is no noun.
  /(?<![\w-])\p{Lu}{2,}\d*-\p{Lu}[\p{L}\d]*(?:-[\p{L}\d]+)*/gu,
  // Alternatives in a synopsis: {A|c|d}, --diff|--compare (a lone option letter is no article).
  /(?<![\w-])-{0,2}\w[\w-]*(?:\|-{0,2}\w[\w-]*)+/gu,
  // Manual-page references and calls: tar(1), asn1_create_element(), require('node:util').
  /\b[\w.-]+\(\d\w*\)|\b\w+\(\)|\b[A-Za-z_$][\w$.]*\((?:'[^'\s]*'|"[^"\s]*")\)/gu,
  // snake_case, camelCase and inner-capital names, names with digits inside (asn1Coding, x86_64).
  /\b[A-Za-z]\w*_\w+\b|\b[a-z]+[A-Z][\w]*\b|\b[A-Z][a-z]+[A-Z][\w]*\b|\b[A-Za-z]+\d+[A-Za-z]\w*\b/gu,
  // dotted.names (etc.tar, config.yaml, java.util.List), not abbreviations such as e.g. or i.e.
  /\b[\w-]*\w(?:\.\w[\w-]*)+\b/gu,
  // Hidden files and directories (.snapshot, .git): no sentence's full stop.
  /(?<![\w.])\.[A-Za-z][\w-]*(?:\.[\w-]+)*/gu,
  // Web addresses without a scheme that have a path (github.com/user/repo).
  /\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|edu|gov|dev|info|de|uk|fr|es|nl|eu|ch|at)\/[^\s<>"'()]*[^\s<>"'().,;:!?]/gu,
  // Initials after a surname and its comma (Wilson, A. T.) or before a surname (Lukas C. Bossert):
  // a capital letter there is no article or pronoun.
  /(?<=,\s)\p{Lu}\.(?:\s?\p{Lu}\.)*|(?<![\p{L}.])\p{Lu}\.(?:\s?\p{Lu}\.)*(?=\s\p{Lu}\p{Ll})/gu,
  // Equation and item numbers, (6a) or (A.2), numbers with a letter (course cosi 21a), and a single-letter label after the noun it numbers
  // (Appendix A, Note b, Fig. 3c): "a" there is no article.
  /\((?:\d+(?:\.\d+)*[a-z]?|[A-Za-z](?:\.\d+)*)\)|\b\d+[a-z]\b|(?<=\b(?:Appendix|Note|Table|Fig\.|Figure|Eq\.|Equation|Part|Case|Step|Item|Panel)\s)(?:(?:\d+[a-z]|[A-Z])(?![\w'’])|[a-z](?=[.,;:)]|\s*$))/gu,
  // A text of one capital and at most one more letter: a figure's label (A), a chemical element
  // in a table's cell (He, In), not a word.
  /^\s*\p{Lu}\p{Ll}?\s*$/gu,
  // A letter between quotation marks (the letter ›A‹, press "q", option 'x'): a name, not an article.
  /(?<=[›‹»«"“”'‘`])\p{L}(?=[›‹»«"“”'’])/gu,
  // "a" before a comma or before "and b" names the letter (the letters a, c, and e): no article
  // comes without its noun.
  /(?<![\p{L}\p{N}'’.-])[aA](?=[,;]|\s+(?:and|or)\s+\p{L}(?![\p{L}\p{N}'’]))/gu,
  // The label opening a list item or a run-in heading (a. Note, b) Syntax): no article.
  /^\s*\(?(?:[A-Za-z]|\d{1,3})[.)](?=\s)/gu,
  // Numbers with units.
  /\b\d+(?:[.,]\d+)?\s?(?:%|[kKMGTP]i?B\b|[kMG]?Hz\b|ms\b|ns\b|µs\b|px\b|pt\b|dpi\b|mm\b|cm\b|km\b|kg\b|mg\b|°[CF])/gu,
];

/** Dotted names made of single letters (e.g, i.e, U.S) are abbreviations, and plain numbers are numbers. */
function isAbbreviationOrNumber(text: string): boolean {
  return /^(?:\p{L}\.)+\p{L}$/u.test(text) || /^[\d.,]+$/u.test(text);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A matcher for whole occurrences of the given names (longest first), as written, capitalised or in
 * capitals: a sentence opens with "Tar's exit code", a running header says TAR. The price: a name
 * that is also an English word ("make") is kept at a sentence's start too; function words ("in",
 * "not") are never names.
 */
export function namesPattern(names: Iterable<string>): RegExp | undefined {
  // A one-letter name (a variable `a`) would keep every article.
  const written = [...new Set(names)].filter((name) => /\S\S/u.test(name) && !FUNCTION_WORDS.has(name));
  const variants = written.flatMap((name) => [
    name,
    name[0]?.toUpperCase() + name.slice(1),
    name.toUpperCase(),
  ]);
  const list = [...new Set(variants)].sort((a, b) => b.length - a.length);
  if (list.length === 0) return undefined;
  return new RegExp(`(?<![\\w.-])(?:${list.map(escapeRegExp).join('|')})(?![\\w])`, 'gu');
}

/** Non-overlapping protected spans of a text, in order; overlapping or touching matches merge. */
export function findProtectedSpans(text: string, names?: RegExp): Span[] {
  const found: Span[] = [];
  for (const pattern of names ? [names, ...PATTERNS] : PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (match[0] === '' || isAbbreviationOrNumber(match[0])) continue;
      found.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of found) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}
