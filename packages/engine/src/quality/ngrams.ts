// The n-gram counting and corpus summing BLEU (word n-grams) and chrF (character n-grams) share.
import { referencesPerSentence } from './references.ts';

/** Counts of every n-gram, n = 1..maxOrder, one map per order, keyed by the units joined with
 * `joiner` (BLEU's tokens never contain a space, so its keys cannot collide). */
export function ngramCounts(
  units: readonly string[],
  maxOrder: number,
  joiner: string,
): Map<string, number>[] {
  const orders: Map<string, number>[] = [];
  for (let n = 1; n <= maxOrder; n++) {
    const counts = new Map<string, number>();
    for (let i = 0; i + n <= units.length; i++) {
      const key = units.slice(i, i + n).join(joiner);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    orders.push(counts);
  }
  return orders;
}

/** Per-sentence statistics summed over the corpus, as sacreBLEU sums them before scoring once. */
export function corpusStats(
  hypotheses: readonly string[],
  references: readonly (readonly (string | null)[])[],
  size: number,
  sentenceStats: (hypothesis: string, references: readonly string[]) => number[],
): number[] {
  const sums = new Array<number>(size).fill(0);
  referencesPerSentence(hypotheses, references).forEach((refs, i) => {
    sentenceStats(hypotheses[i]!, refs).forEach((v, j) => (sums[j]! += v));
  });
  return sums;
}
