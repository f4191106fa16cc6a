// Words a typesetter never lets start a line, tied to the word before them when lines are broken.
import type { Piece } from './fit.ts';

const LEADER_DOTS = /^[.·…]+\s*$/u;

/** A number a line would seem to open a list with (`9.`, `1)`): a typesetter ties it to the word before. */
const ENUMERATOR = /^\(?\d{1,3}[.)][,;:]?\s*$/u;

/**
 * Closing signs set after a space (Hindi's danda `जाएगा ।`, French `mot ?`, Arabic `؟`): a line
 * never starts with one.
 */
const CLOSING = /^[\u0964\u0965!?:;»)\]}\u060C\u061B\u061F\u06D4]+\s*$/u;

/**
 * Words that never start a line of their own, kept with the word before: the leader dots of a
 * contents entry set as a paragraph and the page number after them, a number that would read as
 * a list's enumerator at a line's start (`Vol. 9.`, `(Case 1)`), and closing signs.
 */
export function tieWords<S>(words: Piece<S>[][]): Piece<S>[][] {
  const out: Piece<S>[][] = [];
  let afterLeaders = false;
  for (const word of words) {
    const text = word.map((piece) => piece.text).join('');
    const leader = LEADER_DOTS.test(text);
    const previous = out[out.length - 1];
    const tied =
      leader || (afterLeaders && /^\d{1,4}\s*$/u.test(text)) || ENUMERATOR.test(text) || CLOSING.test(text);
    if (previous && tied) previous.push(...word);
    else out.push(word);
    afterLeaders = leader;
  }
  return out;
}
