// The chain of cross-reference sections a PDF reader follows from `startxref` through each
// section's /Prev (and a hybrid file's /XRefStm). A chain that comes back to a section it has
// passed never ends; one longer than the budget is not a real file's history. Either is refused.
import { overBudget } from './budgets.ts';
import { isDict, isName, parseValues, regularEnd, skipSpace, type PdfDict } from './pdf-syntax.ts';

export interface XrefChain {
  sections: number;
  /** The newest trailer asks for decryption (/Encrypt). */
  encrypted: boolean;
}

const ascii = (text: string) => Buffer.from(text, 'latin1');
const STARTXREF = ascii('startxref');

function readInteger(bytes: Uint8Array, at: number): { value: number; end: number } | undefined {
  const start = skipSpace(bytes, at);
  const end = regularEnd(bytes, start);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
  return /^\d{1,15}$/.test(text) ? { value: Number(text), end } : undefined;
}

const startsWith = (bytes: Uint8Array, at: number, word: string) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(word.length, bytes.length - at)).toString(
    'latin1',
  ) === word;

const isDigits = (bytes: Uint8Array, at: number, count: number) => {
  for (let index = at; index < at + count; index++) {
    const byte = bytes[index];
    if (byte === undefined || byte < 0x30 || byte > 0x39) return false;
  }
  return true;
};

/** The end of one `nnnnnnnnnn ggggg n` entry at `at`, or undefined when there is none. */
function entryEnd(bytes: Uint8Array, at: number): number | undefined {
  const keyword = bytes[at + 17];
  const valid =
    isDigits(bytes, at, 10) &&
    bytes[at + 10] === 0x20 &&
    isDigits(bytes, at + 11, 5) &&
    bytes[at + 16] === 0x20 &&
    (keyword === 0x6e || keyword === 0x66); /* n, f */
  return valid ? at + 18 : undefined;
}

/**
 * A classic table's trailer: subsections of `first count` and their entries, read one by one (so
 * the work is the table's size, whatever the counts claim), then `trailer <<…>>`.
 */
function tableTrailer(bytes: Uint8Array, at: number): PdfDict | undefined {
  let position = at + 4;
  for (;;) {
    const first = readInteger(bytes, position);
    const count = first && readInteger(bytes, first.end);
    if (!count) break;
    position = count.end;
    for (let entry = 0; entry < count.value; entry++) {
      const end = entryEnd(bytes, skipSpace(bytes, position));
      if (end === undefined) return undefined;
      position = end;
    }
  }
  const trailer = skipSpace(bytes, position);
  if (!startsWith(bytes, trailer, 'trailer')) return undefined;
  const [dict] = parseValues(bytes, trailer + 7).values;
  return isDict(dict) ? dict : undefined;
}

/** An xref stream's dictionary: `num gen obj <<…>> stream`. */
function streamDictionary(bytes: Uint8Array, at: number): PdfDict | undefined {
  const num = readInteger(bytes, at);
  const gen = num && readInteger(bytes, num.end);
  if (!gen) return undefined;
  const keyword = skipSpace(bytes, gen.end);
  if (!startsWith(bytes, keyword, 'obj')) return undefined;
  const [dict] = parseValues(bytes, keyword + 3).values;
  return isDict(dict) && isName(dict.get('Type'), 'XRef') ? dict : undefined;
}

/** The sections a section names: a hybrid file's /XRefStm, then /Prev (positions, white space skipped). */
function successors(bytes: Uint8Array, dict: PdfDict | undefined): number[] {
  const next: number[] = [];
  for (const key of ['XRefStm', 'Prev']) {
    const value = dict?.get(key);
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) {
      const at = skipSpace(bytes, value);
      if (at < bytes.length) next.push(at);
    }
  }
  return next;
}

const LOOP = 'The PDF’s cross-reference sections point back at each other (a loop).';

/**
 * Walks the chain from the last `startxref`, depth first: a section reached again from its own
 * successors is a loop; one reached by two paths (a hybrid file's /XRefStm and /Prev naming the
 * same older section) is read once. A section that cannot be read ends its path (the readers
 * rebuild such files by scanning them, which costs what the file's size does).
 */
export function walkXrefChain(bytes: Uint8Array, maxSections: number): XrefChain {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const marker = file.lastIndexOf(STARTXREF);
  const start = marker === -1 ? undefined : readInteger(bytes, marker + STARTXREF.length);
  const chain: XrefChain = { sections: 0, encrypted: false };
  const first = start && skipSpace(bytes, start.value);
  if (!first || first >= bytes.length) return chain;
  const done = new Set<number>();
  const onPath = new Set<number>();
  const path: { at: number; next: number[] }[] = [];
  const enter = (at: number) => {
    if (++chain.sections > maxSections)
      throw overBudget('pdf-xref-chain', `The PDF has more than ${maxSections} cross-reference sections.`);
    const dict = startsWith(bytes, at, 'xref') ? tableTrailer(bytes, at) : streamDictionary(bytes, at);
    if (chain.sections === 1) chain.encrypted = dict?.has('Encrypt') ?? false;
    onPath.add(at);
    path.push({ at, next: successors(bytes, dict) });
  };
  enter(first);
  for (let top = path.at(-1); top; top = path.at(-1)) {
    const next = top.next.shift();
    if (next === undefined) {
      path.pop();
      onPath.delete(top.at);
      done.add(top.at);
    } else if (onPath.has(next)) throw overBudget('pdf-xref-chain', LOOP);
    else if (!done.has(next)) enter(next);
  }
  return chain;
}
