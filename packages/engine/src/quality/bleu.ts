// BLEU as sacreBLEU computes it (sacrebleu/metrics/bleu.py, defaults: 13a tokenizer, case-sensitive,
// n-grams up to 4, 'exp' smoothing). Per-sentence statistics are summed over the corpus and scored
// once; with several references, n-gram counts are clipped by the maximum count in any reference and
// the brevity penalty uses, per sentence, the reference length closest to the hypothesis length.
import { corpusStats, ngramCounts } from './ngrams.ts';
import { referencesPerSentence } from './references.ts';
import { pyRstrip, pySplit, tokenize13a } from './tokenize-13a.ts';

const MAX_ORDER = 4;

export interface BleuScore {
  /** 0-100. */
  score: number;
  /** Clipped n-gram matches, orders 1..4. */
  counts: number[];
  /** Hypothesis n-grams, orders 1..4. */
  totals: number[];
  /** Smoothed n-gram precisions (0-100), orders 1..4; 0 for orders not reached. */
  precisions: number[];
  /** Brevity penalty. */
  bp: number;
  sysLen: number;
  refLen: number;
}

function preprocess(sentence: string): string[] {
  return pySplit(tokenize13a(pyRstrip(sentence)));
}

/** Ties go to the shorter reference, as in sacreBLEU's `_get_closest_ref_len`. */
function closestRefLen(hypLen: number, refLens: readonly number[]): number {
  let closestDiff = -1;
  let closestLen = -1;
  for (const refLen of refLens) {
    const diff = Math.abs(hypLen - refLen);
    if (closestDiff === -1 || diff < closestDiff) {
      closestDiff = diff;
      closestLen = refLen;
    } else if (diff === closestDiff && refLen < closestLen) {
      closestLen = refLen;
    }
  }
  return closestLen;
}

/** [hypLen, refLen, ...counts, ...totals] for one sentence, the layout sacreBLEU sums. */
function sentenceStats(hypothesis: string, references: readonly string[]): number[] {
  const maxRef: Map<string, number>[] = Array.from({ length: MAX_ORDER }, () => new Map());
  const refLens: number[] = [];
  for (const ref of references) {
    const tokens = preprocess(ref);
    refLens.push(tokens.length);
    ngramCounts(tokens, MAX_ORDER, ' ').forEach((counts, n) => {
      const merged = maxRef[n]!;
      for (const [key, c] of counts) merged.set(key, Math.max(merged.get(key) ?? 0, c));
    });
  }
  const hypTokens = preprocess(hypothesis);
  const correct = new Array<number>(MAX_ORDER).fill(0);
  const total = new Array<number>(MAX_ORDER).fill(0);
  ngramCounts(hypTokens, MAX_ORDER, ' ').forEach((counts, n) => {
    for (const [key, c] of counts) {
      total[n]! += c;
      correct[n]! += Math.min(c, maxRef[n]!.get(key) ?? 0);
    }
  });
  return [hypTokens.length, closestRefLen(hypTokens.length, refLens), ...correct, ...total];
}

// my_log in sacrebleu/utils.py: log(0) is floored rather than -Infinity.
const myLog = (x: number): number => (x === 0 ? -9999999999 : Math.log(x));

/** sacreBLEU's `BLEU.compute_bleu` with 'exp' smoothing (the NIST/mteval-v13a one). */
export function computeBleu(
  counts: readonly number[],
  totals: readonly number[],
  sysLen: number,
  refLen: number,
  effectiveOrder = false,
): BleuScore {
  let bp = 1;
  if (sysLen < refLen) bp = sysLen > 0 ? Math.exp(1 - refLen / sysLen) : 0;
  const precisions = new Array<number>(MAX_ORDER).fill(0);
  const result = { counts: [...counts], totals: [...totals], precisions, bp, sysLen, refLen };
  // No match at any order scores 0 outright (sacreBLEU issue #141).
  if (!counts.some((c) => c !== 0)) return { score: 0, ...result };

  let smooth = 1;
  let order = MAX_ORDER;
  for (let n = 1; n <= MAX_ORDER; n++) {
    const correct = counts[n - 1] ?? 0;
    const total = totals[n - 1] ?? 0;
    if (total === 0) break;
    // Effective order drops the orders the hypothesis is too short to have; it is off for corpus BLEU.
    if (effectiveOrder) order = n;
    if (correct === 0) {
      smooth *= 2;
      precisions[n - 1] = 100 / (smooth * total);
    } else {
      precisions[n - 1] = (100 * correct) / total;
    }
  }
  let logSum = 0;
  for (const p of precisions.slice(0, order)) logSum += myLog(p);
  return { score: bp * Math.exp(logSum / order), ...result };
}

/** Corpus BLEU; `references[k][i]` is the k-th reference of sentence i (sacreBLEU's stream layout). */
export function corpusBleu(
  hypotheses: readonly string[],
  references: readonly (readonly (string | null)[])[],
): BleuScore {
  const sums = corpusStats(hypotheses, references, 2 + 2 * MAX_ORDER, sentenceStats);
  const [sysLen = 0, refLen = 0] = sums;
  return computeBleu(sums.slice(2, 2 + MAX_ORDER), sums.slice(2 + MAX_ORDER), sysLen, refLen);
}

/** Sentence BLEU with sacreBLEU's `sentence_bleu` defaults ('exp' smoothing, effective order on). */
export function sentenceBleu(hypothesis: string, references: readonly (string | null)[]): BleuScore {
  // Each reference becomes a one-line stream, as in sacreBLEU's `sentence_score`.
  const [refs = []] = referencesPerSentence(
    [hypothesis],
    references.map((r) => [r]),
  );
  const [sysLen = 0, refLen = 0, ...rest] = sentenceStats(hypothesis, refs);
  return computeBleu(rest.slice(0, MAX_ORDER), rest.slice(MAX_ORDER), sysLen, refLen, true);
}
