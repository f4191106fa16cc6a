// Glossary terms for providers that have no glossary of their own (local, google, azure): each
// occurrence of a source term is sent as a protected placeholder and comes back as the target term,
// capitalised as the occurrence was ("File" -> "Archivo"). Agreement around it (el/la, -o/-a) is the
// provider's guess; the entry can say "el archivo" when that matters.
import { escapeRegExp } from '../protect/spans.ts';
import type { GlossaryTerm } from '../types.ts';

export interface TermSpan {
  start: number;
  end: number;
  /** What the reader sees in place of the occurrence. */
  replacement: string;
}

export interface TermMatcher {
  find(text: string): TermSpan[];
}

const isUpper = (text: string) => text === text.toUpperCase() && text !== text.toLowerCase();

/** The target written the way the occurrence was: capitalised, or in capitals. */
function caseLike(occurrence: string, term: GlossaryTerm): string {
  if (term.caseSensitive || occurrence === term.source) return term.target;
  if (occurrence.length > 1 && isUpper(occurrence) && !isUpper(term.source)) return term.target.toUpperCase();
  const first = occurrence[0] ?? '';
  if (isUpper(first) && !isUpper(term.source[0] ?? ''))
    return (term.target[0]?.toUpperCase() ?? '') + term.target.slice(1);
  return term.target;
}

/** Whether the term occurs in the text as a whole word (not inside a longer word). */
export function containsTerm(text: string, term: string, caseSensitive: boolean): boolean {
  const pattern = `(?<![\\p{L}\\p{N}_])${escapeRegExp(term)}(?![\\p{L}\\p{N}_])`;
  return new RegExp(pattern, caseSensitive ? 'u' : 'iu').test(text);
}

/** A matcher for whole-word occurrences of the terms, longest first; undefined without terms. */
export function termMatcher(terms: readonly GlossaryTerm[]): TermMatcher | undefined {
  const usable = terms.filter((term) => /\S/.test(term.source));
  if (usable.length === 0) return undefined;
  const sorted = [...usable].sort((a, b) => b.source.length - a.source.length);
  const alternatives = sorted.map(
    (term, index) =>
      `(?<t${index}>${term.caseSensitive ? '' : '(?i:'}${escapeRegExp(term.source)}${term.caseSensitive ? '' : ')'})`,
  );
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  return {
    find(text) {
      return [...text.matchAll(pattern)].map((match) => {
        const index = Object.entries(match.groups ?? {}).findIndex(([, value]) => value !== undefined);
        const term = sorted[index] as GlossaryTerm;
        return {
          start: match.index,
          end: match.index + match[0].length,
          replacement: caseLike(match[0], term),
        };
      });
    },
  };
}
