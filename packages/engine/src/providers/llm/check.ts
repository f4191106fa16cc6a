// A model's reply is written into a document only when each translation keeps the segment's
// inline tags exactly (each tag once, none added) and uses the glossary's target terms.
import { containsTerm } from '../../glossary/terms.ts';
import { tokenizeTagged } from '../../segments/tagged.ts';
import type { GlossaryTerm, SegmentFormat } from '../../types.ts';

/** The tags of a segment as a sorted list ("g1", "/g", "x2"), or null when a </g> closes nothing. */
function tags(segment: string): string[] | null {
  let depth = 0;
  const tokens = tokenizeTagged(segment);
  for (const token of tokens) {
    depth += token.kind === 'open' ? 1 : token.kind === 'close' ? -1 : 0;
    if (depth < 0) return null;
  }
  return tokens
    .flatMap((token) => {
      if (token.kind === 'open') return [`g${token.id}`];
      if (token.kind === 'close') return ['/g'];
      if (token.kind === 'atom') return [`x${token.id}`];
      return [];
    })
    .sort();
}

const TAG_LIKE = /<\/?[gx][\s>/]/;

export function keepsTags(source: string, translation: string, format: SegmentFormat): boolean {
  if (format === 'text') return !TAG_LIKE.test(translation) || TAG_LIKE.test(source);
  const expected = tags(source) ?? [];
  const found = tags(translation);
  return found !== null && expected.length === found.length && expected.every((tag, i) => tag === found[i]);
}

/** Glossary terms that occur in the source but whose target is missing from the translation. */
export function missingTerms(
  source: string,
  translation: string,
  glossary: readonly GlossaryTerm[],
): GlossaryTerm[] {
  return glossary.filter(
    (term) =>
      containsTerm(source, term.source, term.caseSensitive) && !containsTerm(translation, term.target, false),
  );
}

/** The glossary terms that occur in any of the segments: the ones worth a place in the prompt. */
export function termsIn(segments: readonly string[], glossary: readonly GlossaryTerm[]): GlossaryTerm[] {
  return glossary.filter((term) =>
    segments.some((segment) => containsTerm(segment, term.source, term.caseSensitive)),
  );
}
