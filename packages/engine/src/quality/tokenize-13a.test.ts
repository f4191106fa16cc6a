// sacreBLEU has no unit tests of its 13a tokenizer (its tests reach it through BLEU scores, see
// bleu.test.ts). The expected strings below are what sacreBLEU's own Tokenizer13a returns for these
// inputs (sacrebleu/tokenizers/tokenizer_13a.py at commit f615c72, run from source), one per rule.
import { describe, expect, it } from 'vitest';
import { tokenize13a } from './tokenize-13a.ts';

describe('tokenize13a', () => {
  it.each([
    ['The dog bit the man.', 'The dog bit the man .'],
    // The apostrophe is not split off (README example: hyp_len = 17).
    ["It wasn't surprising.", "It wasn't surprising ."],
    // Period and comma stay inside numbers; a dash after a digit is split.
    ['1,000.5 and 3-4 apples, e.g. U.S.', '1,000.5 and 3 - 4 apples , e . g . U . S .'],
    [
      'Hello! (World) [x] {y} a/b "q" 50% $5 #1 @me ~ | ^ _ `',
      'Hello ! ( World ) [ x ] { y } a / b " q " 50 % $ 5 # 1 @ me ~ | ^ _ `',
    ],
    // mteval-v13a's entity unescaping.
    ['&quot;Tom &amp; Jerry&quot; &lt;b&gt;', '" Tom & Jerry " < b >'],
    ['drop <skipped> this', 'drop this'],
    ['line-\nbreak\nnext', 'linebreak next'],
    // Python's whitespace, including the no-break space.
    ['  spaces\tand\u00a0nbsp  ', 'spaces and nbsp'],
    ['Hello! How are you \r doing today?', 'Hello ! How are you doing today ?'],
    ['', ''],
  ])('%j -> %j', (line, expected) => {
    expect(tokenize13a(line)).toBe(expected);
  });
});
