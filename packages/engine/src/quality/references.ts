// Turns sacreBLEU's reference layout (a list of reference streams, references[k][i] being the k-th
// reference of sentence i) into the references of each sentence, as `Metric._cache_references` does.

/**
 * `null` means "no k-th reference for this sentence" and is dropped, as sacreBLEU drops `None`. An
 * empty string is kept as an empty reference, as in sacreBLEU (it still counts, e.g. for BLEU's
 * closest reference length). Unlike sacreBLEU, which silently zips to the shortest stream, length
 * mismatches throw: a truncated corpus would give a plausible but wrong score.
 */
export function referencesPerSentence(
  hypotheses: readonly string[],
  references: readonly (readonly (string | null)[])[],
): string[][] {
  if (hypotheses.length === 0) throw new Error('No hypotheses to score.');
  if (references.length === 0) throw new Error('No references given.');
  for (const stream of references) {
    if (stream.length !== hypotheses.length) {
      throw new Error(`A reference stream has ${stream.length} lines for ${hypotheses.length} hypotheses.`);
    }
  }
  return hypotheses.map((_, i) => {
    const refs = references.map((stream) => stream[i]).filter((r): r is string => r != null);
    // sacreBLEU fails on such a sentence too (with a TypeError deep inside).
    if (refs.length === 0) throw new Error(`Sentence ${i} has no reference.`);
    return refs;
  });
}
