// A text cut into runs by the face that draws each character: the first face of the chain that
// has it. Spaces and combining marks stay in the run they are in, so shaping sees whole words, and
// so does punctuation after right-to-left letters (a face change there splits what readers such as
// pdf.js take for one piece of text), and joiners go with the letters they join or part; made-up
// small capitals are runs of their own, drawn smaller. In right-to-left text, a word of digits and
// signs is drawn in the face of the script's letters where that face has them, for the same reason.

import { isRtlText } from './bidi.ts';
import { faceFor, type FaceStyle, type FontFace } from './catalog.ts';

export interface FontRun {
  text: string;
  face: FontFace;
  /** Lowercase letters drawn as smaller capitals (small capitals no installed face has). */
  capitals?: boolean;
}

/** Size of the capitals that stand in for lowercase letters in made-up small capitals. */
export const SMALL_CAPITAL = 0.78;

/** Small capitals must be made up: the style asks for them and its face has none. */
export function madeUpCapitals(style: FaceStyle, chain: FontFace[]): boolean {
  return style.smallcaps === true && !chain[0]?.smallCaps;
}

const MARK = /\p{M}/u;
const PUNCTUATION = /\p{P}/u;
/** Joiners and variation selectors: never drawn alone, they tell the shaper how to draw their neighbours. */
const JOINER = /\u200C|\u200D|[\uFE00-\uFE0F]/u;
const LOWERCASE = /\p{Ll}/u;

const LETTER = /\p{L}/u;

/**
 * `capitals`: lowercase letters become smaller capitals, in runs of their own. `neutrals`: the face
 * of the right-to-left script's letters, which draws the digits and signs of words it has all the
 * letters of.
 */
export function fontRuns(text: string, chain: FontFace[], capitals = false, neutrals?: FontFace): FontRun[] {
  const runs: FontRun[] = [];
  const primary = chain[0] as FontFace;
  const prefer =
    neutrals && [...text].every((char) => !LETTER.test(char) || neutrals.has(char.codePointAt(0) ?? 0))
      ? neutrals
      : undefined;
  for (const original of text) {
    const small = capitals && LOWERCASE.test(original);
    for (const char of small ? original.toUpperCase() : original) {
      const last = runs[runs.length - 1];
      const codePoint = char.codePointAt(0) ?? 0;
      const joins =
        /\s/u.test(char) ||
        MARK.test(char) ||
        (PUNCTUATION.test(char) && last !== undefined && isRtlText(last.text));
      if (last && ((joins && last.face.has(codePoint)) || JOINER.test(char))) {
        last.text += char;
        continue;
      }
      const face = prefer?.has(codePoint) ? prefer : faceFor(codePoint, chain);
      if (!face) continue;
      if (last && last.face === face && (last.capitals ?? false) === small) last.text += char;
      else runs.push({ text: char, face: face ?? primary, ...(small ? { capitals: true } : {}) });
    }
  }
  return runs;
}
