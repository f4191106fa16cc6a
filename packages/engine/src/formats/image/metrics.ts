// Font size and baseline from the ink box of a recognised line: the box spans from the tallest
// letter's top to the lowest descender, so how it relates to the size depends on which letters the
// line has (Latin sans faces: ascenders and capitals about 0.75 of the size, x-height 0.55,
// descenders 0.22 below the baseline).

const ASCENDERS = /[\p{Lu}\p{N}bdfhklt]/u;
const DESCENDERS = /[gjpqy]/u;
const ASCENT = 0.75;
const X_HEIGHT = 0.55;
const DESCENT = 0.22;

export function sizeOfLine(text: string, inkHeight: number): number {
  const above = ASCENDERS.test(text) ? ASCENT : X_HEIGHT;
  const below = DESCENDERS.test(text) ? DESCENT : 0;
  return inkHeight / (above + below);
}

/** The baseline of a line whose ink ends at `bottom`. */
export function baselineOfLine(text: string, bottom: number, size: number): number {
  return bottom - (DESCENDERS.test(text) ? DESCENT * size : 0);
}
