// The `linebreak` package (UAX #14) ships no types: the part of its API the engine uses.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next place a line may end: `position` is where the next line starts. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
