// Expected values come from sacreBLEU (github.com/mjpost/sacrebleu, read at commit f615c72): its
// README and test/test_chrf.py. test_chrf.py runs with beta = 3, so only cases whose result cannot
// depend on beta are ported (each says why); those with epsilon smoothing or kept whitespace are not.
import { describe, expect, it } from 'vitest';
import { corpusChrf } from './index.ts';

// sacreBLEU's tests assert `abs(score - expected) < EPSILON`; this is the same check.
function expectWithin(actual: number, expected: number, epsilon: number): void {
  expect(Math.abs(actual - expected)).toBeLessThan(epsilon);
}

describe('corpusChrf', () => {
  it('scores the README example like sacreBLEU (README "Using SacreBLEU from Python": chrF2 = 59.73)', () => {
    const refs = [
      ['The dog bit the man.', 'It was not unexpected.', 'The man bit him first.'],
      ['The dog had bit the man.', 'No one was surprised.', 'The man had bitten the dog.'],
    ];
    const hyps = ['The dog bit the man.', "It wasn't surprising.", 'The man had just bitten him.'];
    expect(corpusChrf(hyps, refs).score).toBeCloseTo(59.73, 2);
  });

  // test_chrf.py test_chrf_eff_order (sacreBLEU's default effective-order averaging, EPSILON = 1e-4).
  // In each case averaged precision equals averaged recall, and then F-beta equals both for any beta.
  it.each([
    [['a'], ['a'], 100.0],
    [[''], ['reference'], 0.0],
    [['a b c'], ['a b c'], 100.0],
    [['a b c'], ['abc'], 100.0], // whitespace is removed
    [[''], ['c'], 0.0], // empty hypothesis
    [['a', 'b'], ['a', 'c'], 50.0], // statistics summed over the corpus
    [['aa'], ['ab'], 25.0],
  ])('test_chrf_eff_order: %j vs %j is %d', (hyps, ref, expected) => {
    expectWithin(corpusChrf(hyps, [ref]).score, expected, 1e-4);
  });

  // test_chrf.py test_chrf (EPSILON = 1e-4): without any match the score is 0, and with identical
  // strings 100, whatever beta and smoothing.
  it.each([
    [['abcdefg'], ['hijklmnop'], 0.0],
    [['a'], ['b'], 0.0],
    [[''], ['b'], 0.0],
    [[''], ['ref'], 0.0],
    [[''], ['reference'], 0.0],
    [
      ['Niemand hat die Absicht, eine Mauer zu errichten'],
      ['Niemand hat die Absicht, eine Mauer zu errichten'],
      100.0,
    ],
  ])('test_chrf: %j vs %j is %d', (hyps, ref, expected) => {
    expectWithin(corpusChrf(hyps, [ref]).score, expected, 1e-4);
  });

  it('rejects a sentence without any reference', () => {
    expect(() => corpusChrf(['a'], [[null]])).toThrow();
  });
});
