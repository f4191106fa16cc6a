// Expected values come from sacreBLEU (github.com/mjpost/sacrebleu, read at commit f615c72): its
// README and test/test_bleu.py, test/test_sentence_bleu.py and test.sh. Where a sacreBLEU test uses
// non-default options, only cases whose result those options cannot change are ported; each says why.
import { describe, expect, it } from 'vitest';
import { computeBleu, corpusBleu, sentenceBleu } from './index.ts';

// sacreBLEU's tests assert `abs(score - expected) < EPSILON`; this is the same check.
function expectWithin(actual: number, expected: number, epsilon: number): void {
  expect(Math.abs(actual - expected)).toBeLessThan(epsilon);
}

// README "Using SacreBLEU from Python", also `_refs` / `_hyps` in test/test_bleu.py.
const refs = [
  ['The dog bit the man.', 'It was not unexpected.', 'The man bit him first.'],
  ['The dog had bit the man.', 'No one was surprised.', 'The man had bitten the dog.'],
];
const hyps = ['The dog bit the man.', "It wasn't surprising.", 'The man had just bitten him.'];

describe('corpusBleu', () => {
  it('scores the README example like sacreBLEU (test_bleu.py test_corpus_bleu, default settings)', () => {
    // test_corpus_bleu: 48.530827 with EPSILON = 1e-8 ('tokenize': '13a' gives the same number).
    expectWithin(corpusBleu(hyps, refs).score, 48.530827, 1e-8);
  });

  it('reports the README example statistics', () => {
    // README: BLEU = 48.53 82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)
    const bleu = corpusBleu(hyps, refs);
    expect(bleu.score).toBeCloseTo(48.53, 2);
    [82.4, 50.0, 45.5, 37.5].forEach((p, i) => expect(bleu.precisions[i]).toBeCloseTo(p, 1));
    expect(bleu.bp).toBeCloseTo(0.943, 3);
    expect(bleu.sysLen / bleu.refLen).toBeCloseTo(0.944, 3);
    expect(bleu.sysLen).toBe(17);
    expect(bleu.refLen).toBe(18);
  });

  it('does not drop empty hypotheses (test_bleu.py test_corpus_bleu)', () => {
    expectWithin(corpusBleu(['', '', ''], refs).score, 0.0, 1e-8);
  });

  it('handles a variable number of references, given as "" or null (README "Variable Number of References")', () => {
    // README: BLEU = 29.44 82.4/42.9/27.3/12.5 (BP = 0.889 ratio = 0.895 hyp_len = 17 ref_len = 19),
    // "replacing it with either `None` or the empty string".
    for (const missing of ['', null]) {
      const bleu = corpusBleu(hyps, [[missing, ...refs[0]!.slice(1)], refs[1]!]);
      expect(bleu.score).toBeCloseTo(29.44, 2);
      [82.4, 42.9, 27.3, 12.5].forEach((p, i) => expect(bleu.precisions[i]).toBeCloseTo(p, 1));
      expect(bleu.bp).toBeCloseTo(0.889, 3);
      expect(bleu.sysLen).toBe(17);
      expect(bleu.refLen).toBe(19);
    }
  });

  // test_bleu.py test_raw_bleu (raw_corpus_bleu: no tokenizer, 'floor' smoothing, effective order).
  // Ported: no match at all is 0 before any smoothing applies, and a perfect 4-token match has no zero
  // counts to smooth or orders to drop; the inputs have no punctuation for 13a to split.
  it('scores zero matches as 0 (test_raw_bleu, sacreBLEU issue #141)', () => {
    expectWithin(corpusBleu(['this is a test', 'another test'], [['ref1', 'ref2']]).score / 100, 0.0, 1e-8);
  });

  it('scores an exact match as 100 (test_raw_bleu)', () => {
    expectWithin(corpusBleu(['this is a test'], [['this is a test']]).score / 100, 1.0, 1e-8);
  });

  it('counts clipped n-gram matches (test_bleu.py test_statistics)', () => {
    // Counts do not depend on smoothing; 13a leaves this punctuation-free input as it is.
    const bleu = corpusBleu(['am I am a character sequence'], [['I am a symbol string sequence a a']]);
    expect(bleu.counts).toEqual([4, 2, 1, 0]);
    expect(bleu.totals).toEqual([6, 5, 4, 3]);
  });

  it('ignores a carriage return inside a reference (test.sh "Control character tests")', () => {
    const hyp = ['Hello! How are you doing today?'];
    expect(corpusBleu(hyp, [['Hello! How are you \r doing today?']]).score).toBe(
      corpusBleu(hyp, [['Hello! How are you doing today?']]).score,
    );
  });

  it('rejects reference streams whose length differs from the hypotheses', () => {
    expect(() => corpusBleu(hyps, [refs[0]!.slice(1)])).toThrow();
  });
});

describe('computeBleu', () => {
  it('scores sufficient statistics (test_bleu.py test_scoring)', () => {
    // sacreBLEU calls compute_bleu with smooth_method 'none'; with no zero count 'exp' changes nothing.
    expectWithin(computeBleu([9, 7, 5, 3], [10, 8, 6, 4], 11, 11).score / 100, 0.8375922397, 1e-8);
  });

  it('scores degenerate statistics as 0 (test_bleu.py test_degenerate_statistics)', () => {
    // The cases with no matches at all, which return 0 before smoothing ('floor' there) is applied.
    const cases: [number[], number, number][] = [
      [[4, 4, 2, 1], 0, 1],
      [[10, 11, 12, 0], 14, 10],
      [[0, 0, 0, 0], 0, 0],
      [[0, 0, 0, 0], 1, 5],
    ];
    for (const [totals, sysLen, refLen] of cases) {
      expect(computeBleu([0, 0, 0, 0], totals, sysLen, refLen).score / 100).toBe(0.0);
    }
  });
});

describe('sentenceBleu', () => {
  // test_sentence_bleu.py, example from sacreBLEU issue #98, EPSILON = 1e-3.
  it("matches sacreBLEU's sentence_bleu with 'exp' smoothing and the 13a tokenizer", () => {
    const ref = 'producţia de zahăr brut se exprimă în zahăr alb;';
    const sys = 'Producția de zahăr primă va fi exprimată în ceea ce privește zahărul alb;';
    expectWithin(sentenceBleu(sys, [ref]).score, 8.493, 1e-3);
  });

  it('scores no overlap as 0 (test_sentence_bleu.py test_api_sentence_bleu_zero, issue #141)', () => {
    expectWithin(sentenceBleu('this is a cat', ['okay thanks']).score, 0.0, 1e-3);
  });

  // test_bleu.py test_effective_order (raw_corpus_bleu, effective order on). Ported: the orders the
  // hypothesis has all have matches, so its 'floor' smoothing never applies.
  it('uses the effective order for short hypotheses (test_effective_order)', () => {
    expectWithin(sentenceBleu('test', ['a test']).score / 100, 0.3678794411714425, 1e-8);
    expectWithin(sentenceBleu('a test', ['a test']).score / 100, 1.0, 1e-8);
  });
});
