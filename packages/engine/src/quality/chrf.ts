// chrF2 as sacreBLEU computes it (sacrebleu/metrics/chrf.py, defaults: character n-grams up to 6, no
// word n-grams, beta 2, whitespace removed, case-sensitive, effective-order averaging rather than
// epsilon smoothing). Per-sentence [hyp, ref, match] counts are summed over the corpus and turned into
// one F-score; with several references each sentence keeps the counts of its best-scoring reference.
import { corpusStats, ngramCounts } from './ngrams.ts';
import { pySplit } from './tokenize-13a.ts';

const CHAR_ORDER = 6;
const BETA = 2;

export interface ChrfScore {
  /** 0-100. */
  score: number;
}

/** Character n-gram counts for n = 1..6 over code points (Python indexes strings by code point). */
const charNgrams = (line: string) => ngramCounts(Array.from(pySplit(line).join('')), CHAR_ORDER, '');

/** [hyp, ref, match] for one order, as `CHRF._get_match_statistics`. */
function matchStats(hyp: Map<string, number>, ref: Map<string, number>): number[] {
  let hypCount = 0;
  let match = 0;
  for (const [ngram, count] of hyp) {
    hypCount += count;
    match += Math.min(count, ref.get(ngram) ?? 0);
  }
  let refCount = 0;
  for (const count of ref.values()) refCount += count;
  // sacreBLEU does not count hypothesis n-grams of an order the reference has none of.
  return [ref.size > 0 ? hypCount : 0, refCount, match];
}

/** `CHRF._compute_f_score` without epsilon smoothing: precision and recall are averaged over the orders
 * both sides have n-grams of (sacreBLEU's "effective order"), then combined into one F-beta. */
function fScore(stats: readonly number[]): number {
  const factor = BETA ** 2;
  let avgPrec = 0;
  let avgRec = 0;
  let effectiveOrder = 0;
  for (let i = 0; i < CHAR_ORDER; i++) {
    const nHyp = stats[3 * i] ?? 0;
    const nRef = stats[3 * i + 1] ?? 0;
    const nMatch = stats[3 * i + 2] ?? 0;
    if (nHyp > 0 && nRef > 0) {
      avgPrec += nMatch / nHyp;
      avgRec += nMatch / nRef;
      effectiveOrder += 1;
    }
  }
  if (effectiveOrder === 0) return 0;
  avgPrec /= effectiveOrder;
  avgRec /= effectiveOrder;
  if (avgPrec + avgRec === 0) return 0;
  // Same operation order as sacreBLEU, so the last bits agree too.
  return 100 * (((1 + factor) * avgPrec * avgRec) / (factor * avgPrec + avgRec));
}

function sentenceStats(hypothesis: string, references: readonly string[]): number[] {
  const hyp = charNgrams(hypothesis);
  let best: number[] = [];
  let bestF = -1;
  for (const ref of references) {
    const refNgrams = charNgrams(ref);
    const stats = hyp.flatMap((h, n) => matchStats(h, refNgrams[n]!));
    const f = fScore(stats);
    // Strictly greater: on a tie the earlier reference stream wins, as in sacreBLEU.
    if (f > bestF) {
      bestF = f;
      best = stats;
    }
  }
  return best;
}

/** Corpus chrF2; `references[k][i]` is the k-th reference of sentence i (sacreBLEU's stream layout). */
export function corpusChrf(
  hypotheses: readonly string[],
  references: readonly (readonly (string | null)[])[],
): ChrfScore {
  return { score: fScore(corpusStats(hypotheses, references, 3 * CHAR_ORDER, sentenceStats)) };
}
