// Where a line may end inside text written without spaces. Chinese and Japanese follow the Unicode
// line breaking algorithm (UAX #14, the `linebreak` package), which keeps closing punctuation
// (、。」) off a line's start and opening brackets off its end; Thai, Lao, Khmer and Burmese break
// between the words Intl.Segmenter finds, never inside one. Latin words inside such text, and
// every other script, still break at spaces only (not after a hyphen of code or a name).

// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- linebreak has no types; each project compiling the engine (the server's too) must see this declaration
/// <reference path="../types/linebreak.d.ts" />
import LineBreaker from 'linebreak';

const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORDS_WITHOUT_SPACES = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Offsets inside `text` (not 0, not its end) where a new line may start, besides after spaces. */
export function breaksWithoutSpaces(text: string): number[] {
  const offsets: number[] = [];
  if (IDEOGRAPHIC.test(text)) {
    const breaker = new LineBreaker(text);
    for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
      const at = next.position;
      if (at > 0 && at < text.length && IDEOGRAPHIC.test(text.slice(Math.max(0, at - 2), at + 2)))
        offsets.push(at);
    }
  }
  if (WORDS_WITHOUT_SPACES.test(text)) {
    for (const { index } of words.segment(text)) {
      const around = [text[index - 1] ?? '', text[index] ?? ''];
      if (index > 0 && around.every((char) => WORDS_WITHOUT_SPACES.test(char))) offsets.push(index);
    }
  }
  return offsets;
}
