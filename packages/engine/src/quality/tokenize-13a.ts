// sacreBLEU's default BLEU tokenizer "13a" (sacrebleu/tokenizers/tokenizer_13a.py and tokenizer_re.py),
// the rules of WMT's mteval-v13a.pl. BLEU scores are only comparable when tokenized exactly like this,
// so the rules, their order and Python's notion of whitespace are kept as they are.

// Python's str.split() / str.rstrip() whitespace. JavaScript's \s differs (it lacks \x1c-\x1f and \x85
// and adds \ufeff), which would change token counts on such input.
const PY_WHITESPACE =
  '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const WHITESPACE_RUN = new RegExp(`[${PY_WHITESPACE}]+`, 'u');
const TRAILING_WHITESPACE = new RegExp(`[${PY_WHITESPACE}]+$`, 'u');

/** Python's `s.split()`: split on whitespace runs, no empty strings. */
export function pySplit(s: string): string[] {
  return s.split(WHITESPACE_RUN).filter((w) => w !== '');
}

/** Python's `s.rstrip()`. */
export function pyRstrip(s: string): string {
  return s.replace(TRAILING_WHITESPACE, '');
}

// The same four substitutions as tokenizer_re.py, in the same order. The first class is written with
// hex escapes because the original's escaped punctuation is not valid under the `u` flag:
// { | } ~  [ \ ] ^ _ `  space ! " # $ % &  ( ) * +  : ; < = > ? @  /  (the apostrophe stays attached).
const RULES: readonly [RegExp, string][] = [
  [/([\x7b-\x7e\x5b-\x60\x20-\x26\x28-\x2b\x3a-\x40\x2f])/gu, ' $1 '],
  // Period and comma split off unless inside a number ("1,000.5" stays one token).
  [/([^0-9])([.,])/gu, '$1 $2 '],
  [/([.,])([^0-9])/gu, ' $1 $2'],
  [/([0-9])(-)/gu, '$1 $2 '],
];

/** Tokenizes one line the way sacreBLEU's `Tokenizer13a` does; tokens are separated by single spaces. */
export function tokenize13a(line: string): string {
  let s = line.replaceAll('<skipped>', '').replaceAll('-\n', '').replaceAll('\n', ' ');
  if (s.includes('&')) {
    s = s.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
  }
  s = ` ${s} `;
  for (const [re, replacement] of RULES) s = s.replace(re, replacement);
  return pySplit(s).join(' ');
}
