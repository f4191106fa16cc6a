// Apertium keeps each word's case where the word goes: when transfer moves a segment's capitalised
// first word ("Package options" -> "opciones de Envase"), the capital goes with it, leaving the
// sentence starting in lower case and a capital in mid-sentence (which a reader takes for a name).
// The translation gets the capital back on its first word, and the one stray capital, a word
// capitalised that the source only capitalised at its start, goes back to lower case. A segment
// whose first word the source set in lower case keeps it so, and one set in capitals stays in capitals.

const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;
// A one-letter word counts ("and" → "Y").
const capitalised = (word: string) => /^\p{Lu}(\p{Ll}|$)/u.test(word);

/** Tags (<g id="1">, </g>, <x id="2"/>) blanked out, so word offsets stay those of the segment. */
const words = (segment: string) =>
  [...segment.replace(/<[^>]*>/gu, (tag) => ' '.repeat(tag.length)).matchAll(WORD)].map((match) => ({
    word: match[0],
    at: match.index,
  }));

function withCase(text: string, at: number, upper: boolean): string {
  const char = text.charAt(at);
  return text.slice(0, at) + (upper ? char.toUpperCase() : char.toLowerCase()) + text.slice(at + 1);
}

function upperOutsideTags(segment: string): string {
  return segment.replace(/(<[^>]*>)|[^<]+/gu, (part, tag: string | undefined) => tag ?? part.toUpperCase());
}

const INNER_RUN = /<g id="([^"]*)">([^<]*)<\/g>/gu;
const inCapitals = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
};

/** A run set in capitals in the source (a NOTE label, a small heading) is in capitals in the translation. */
function capitalRuns(source: string, translation: string): string {
  const capitals = new Set(
    [...source.matchAll(INNER_RUN)].filter((run) => inCapitals(run[2] ?? '')).map((run) => run[1]),
  );
  if (capitals.size === 0) return translation;
  return translation.replace(INNER_RUN, (run, id: string, text: string) =>
    capitals.has(id) ? `<g id="${id}">${text.toUpperCase()}</g>` : run,
  );
}

export function restoreSentenceCase(source: string, translation: string): string {
  return capitalRuns(source, sentenceCase(source, translation));
}

function sentenceCase(source: string, translation: string): string {
  const from = words(source);
  const to = words(translation);
  const [sourceFirst] = from;
  const [first, ...rest] = to;
  if (!sourceFirst || !first) return translation;
  // A heading set in capitals (ABSTRACT, EXIT STATUS) stays in capitals.
  if (inCapitals(from.map((entry) => entry.word).join(''))) return upperOutsideTags(translation);
  // Words the source capitalises in mid-sentence are names: they keep their capital.
  const names = new Set(
    from
      .slice(1)
      .map((entry) => entry.word)
      .filter(capitalised),
  );
  // A segment that goes on from a name or code (`find` exits…) starts in lower case: Apertium
  // capitalises the first word it sees.
  if (/^\p{Ll}/u.test(sourceFirst.word) && capitalised(first.word) && !names.has(first.word))
    return withCase(translation, first.at, false);
  // A sentence opening with a name Apertium does not know (`TeX provides`) gets the capital on
  // the word after it too (`TeX Proporciona`): that word goes back to lower case.
  const [second] = rest;
  const sourceSecond = from[1];
  if (
    first.word === sourceFirst.word &&
    second &&
    sourceSecond &&
    /^\s+$/u.test(translation.slice(first.at + first.word.length, second.at)) &&
    /^\p{Ll}/u.test(sourceSecond.word) &&
    capitalised(second.word) &&
    !names.has(second.word)
  )
    return withCase(translation, second.at, false);
  if (!/^\p{Lu}(\p{Ll}|$)/u.test(sourceFirst.word) || !/^\p{Ll}/u.test(first.word)) return translation;
  const stray = rest.filter((entry) => capitalised(entry.word) && !names.has(entry.word));
  let fixed = withCase(translation, first.at, true);
  if (stray.length === 1 && stray[0]) fixed = withCase(fixed, stray[0].at, false);
  return fixed;
}
