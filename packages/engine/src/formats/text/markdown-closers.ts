// Where each inline delimiter of a Markdown paragraph could close, found in one pass per paragraph,
// so a rule asks "does anything after here close me?" in constant time. Without this, every opener
// without a closer searched to the end of the paragraph: 100,000 lone `*` took minutes.

const NOT_EMPHASIS_END = /[\s\\*_]/;
const AFTER_EMPHASIS = /[*_\p{L}\p{N}]/uy;
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

export class Closers {
  private readonly text: string;
  private strong?: Map<string, number>;
  private emphasis?: Map<string, number>;
  private labelEnds?: Int32Array;
  private stops?: Map<string, Int32Array>;
  private runs?: Map<number, number[]>;
  private lastComment?: number;

  constructor(text: string) {
    this.text = text;
  }

  /** The last j where `**`, `__` or `~~` closes: the character before it is not white space. */
  lastStrong(delimiter: string): number {
    if (!this.strong) {
      this.strong = new Map();
      const { text } = this;
      for (let j = text.length - 2; j >= 1; j--) {
        const pair = text.slice(j, j + 2);
        if (
          (pair === '**' || pair === '__' || pair === '~~') &&
          !this.strong.has(pair) &&
          /\S/.test(text[j - 1] ?? '')
        )
          this.strong.set(pair, j);
      }
    }
    return this.strong.get(delimiter) ?? -1;
  }

  /** The last j where `*` or `_` closes emphasis (see markdown-inline's rule). */
  lastEmphasis(delimiter: string): number {
    if (!this.emphasis) {
      this.emphasis = new Map();
      const { text } = this;
      for (let j = text.length - 1; j >= 1 && this.emphasis.size < 2; j--) {
        const char = text[j] as string;
        if ((char !== '*' && char !== '_') || this.emphasis.has(char)) continue;
        if (NOT_EMPHASIS_END.test(text[j - 1] ?? '')) continue;
        AFTER_EMPHASIS.lastIndex = j + 1;
        if (!AFTER_EMPHASIS.test(text)) this.emphasis.set(char, j);
      }
    }
    return this.emphasis.get(delimiter) ?? -1;
  }

  /**
   * Where a link label starting at `at` ends: the first `]` not taken by a backslash escape, or -1
   * (none, or a backslash before a line break, which a label cannot hold).
   */
  labelEnd(at: number): number {
    if (!this.labelEnds) {
      const { text } = this;
      const ends = new Int32Array(text.length + 2).fill(-1);
      for (let k = text.length - 1; k >= 0; k--) {
        const char = text[k];
        if (char === ']') ends[k] = k;
        else if (char !== '\\') ends[k] = ends[k + 1] as number;
        else if (k + 1 < text.length && !LINE_TERMINATOR.test(text[k + 1] as string))
          ends[k] = ends[k + 2] as number;
      }
      this.labelEnds = ends;
    }
    return this.labelEnds[at] ?? -1;
  }

  /** The first index from `at` holding white space or `stop` (the text's length when none). */
  nextStop(at: number, stop: string): number {
    this.stops ??= new Map();
    let table = this.stops.get(stop);
    if (!table) {
      const { text } = this;
      table = new Int32Array(text.length + 1);
      table[text.length] = text.length;
      for (let k = text.length - 1; k >= 0; k--)
        table[k] = text[k] === stop || /\s/.test(text[k] as string) ? k : (table[k + 1] as number);
      this.stops.set(stop, table);
    }
    return table[Math.min(at, this.text.length)] as number;
  }

  /** Whether `-->` occurs at or after `at`. */
  commentEndsAfter(at: number): boolean {
    this.lastComment ??= this.text.lastIndexOf('-->');
    return this.lastComment >= at;
  }

  /** The first backtick run of exactly `length` starting at or after `from` (its start, or -1). */
  backtickRun(length: number, from: number): number {
    if (!this.runs) {
      this.runs = new Map();
      const { text } = this;
      for (let at = 0; at < text.length;) {
        if (text[at] !== '`') {
          at++;
          continue;
        }
        let end = at;
        while (text[end] === '`') end++;
        const starts = this.runs.get(end - at) ?? [];
        starts.push(at);
        this.runs.set(end - at, starts);
        at = end;
      }
    }
    const starts = this.runs.get(length);
    if (!starts) return -1;
    let [low, high] = [0, starts.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((starts[middle] as number) < from) low = middle + 1;
      else high = middle;
    }
    return starts[low] ?? -1;
  }
}
