// Finds a PDF's objects for the budget scan: every `num gen obj` header anywhere in the file (also
// inside other streams' bytes: a reader that follows the xref to an odd place finds nothing the
// scan did not measure), each object's syntax read for nesting, stream dictionaries kept, and the
// objects whose value is a number noted (stream lengths and image sizes point at them).
import { overBudget, type PdfBudget } from './budgets.ts';
import {
  isDict,
  isRegular,
  isWhite,
  parseValues,
  skipSpace,
  skipValues,
  type PdfDict,
  type PdfValue,
} from './pdf-syntax.ts';

export interface PdfStream {
  dict: PdfDict;
  /** The first byte of its data. */
  start: number;
}

const OBJ = Buffer.from('obj', 'latin1');
/** Enough bytes to read a number, or to see that it is the start of `num gen R`. */
const NUMBER_WINDOW = 64;
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/** The object number of the `num gen` header ending just before an `obj` keyword at `at`. */
function headerNumber(bytes: Uint8Array, at: number): number | undefined {
  let genEnd = at;
  while (genEnd > 0 && isWhite(bytes[genEnd - 1])) genEnd--;
  let genStart = genEnd;
  while (genStart > 0 && isDigit(bytes[genStart - 1])) genStart--;
  let numEnd = genStart;
  while (numEnd > 0 && isWhite(bytes[numEnd - 1])) numEnd--;
  let numStart = numEnd;
  while (numStart > 0 && isDigit(bytes[numStart - 1])) numStart--;
  if (genEnd === at || genStart === genEnd || numEnd === genStart || numStart === numEnd) return undefined;
  return Number(Buffer.from(bytes.buffer, bytes.byteOffset + numStart, numEnd - numStart).toString('latin1'));
}

/** The data start after a `stream` keyword at `at` (its end of line skipped), or undefined. */
function streamStart(bytes: Uint8Array, at: number): number | undefined {
  const word = Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(6, bytes.length - at)).toString(
    'latin1',
  );
  if (word !== 'stream' || isRegular(bytes[at + 6])) return undefined;
  let start = at + 6;
  if (bytes[start] === 13) start++;
  if (bytes[start] === 10) start++;
  return start;
}

/** The unsigned integers before `end` (an object stream's header of number/offset pairs). */
function integers(bytes: Uint8Array, end: number): number[] {
  const values: number[] = [];
  let value = -1;
  for (let at = 0; at < end; at++) {
    const byte = bytes[at] as number;
    if (isDigit(byte)) value = (value === -1 ? 0 : value * 10) + byte - 0x30;
    else if (isWhite(byte)) {
      if (value !== -1) values.push(value);
      value = -1;
    } else return values;
  }
  if (value !== -1) values.push(value);
  return values;
}

export class PdfObjects {
  readonly streams: PdfStream[] = [];
  /** Objects whose value is a number, by object number: the last one written wins, as in updates. */
  readonly numbers = new Map<number, number>();
  count = 0;
  private readonly budget: PdfBudget;

  constructor(budget: PdfBudget) {
    this.budget = budget;
  }

  private counted(objects: number): void {
    this.count += objects;
    if (this.count > this.budget.objects)
      throw overBudget('pdf-objects', `The PDF has more than ${this.budget.objects} objects.`);
  }

  /** Every object of the file; each value is skipped over (nesting checked) unless needed. */
  find(bytes: Uint8Array): void {
    const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    for (let at = file.indexOf(OBJ); at !== -1; at = file.indexOf(OBJ, at)) {
      const num = isRegular(bytes[at + 3]) ? undefined : headerNumber(bytes, at);
      if (num === undefined) {
        at += 3;
        continue;
      }
      this.counted(1);
      const valueStart = skipSpace(bytes, at + 3);
      const end = skipValues(bytes, valueStart);
      const start = streamStart(bytes, skipSpace(bytes, end));
      if (start !== undefined) {
        const [dict] = parseValues(bytes, valueStart).values;
        if (isDict(dict)) this.streams.push({ dict, start });
      } else if (isDigit(bytes[valueStart])) this.noteNumber(num, bytes, valueStart);
      // Stream data is searched too, from its first byte.
      at = start ?? Math.max(end, at + 3);
    }
  }

  /** Notes the object's value when it is a number (a ref such as `5 0 R` is not followed). */
  private noteNumber(num: number, bytes: Uint8Array, at: number): void {
    const [value] = parseValues(bytes.subarray(at, at + NUMBER_WINDOW), 0).values;
    if (typeof value === 'number') this.numbers.set(num, value);
  }

  resolve(value: PdfValue | undefined): number | undefined {
    if (typeof value === 'number') return value;
    return typeof value === 'object' && value !== null && 'num' in value
      ? this.numbers.get(value.num)
      : undefined;
  }

  /**
   * An object stream's objects: counted (as many as it holds pairs for, whatever /N claims),
   * their syntax read for nesting, and the numbers among those in `wanted` noted.
   */
  readObjectStream(dict: PdfDict, content: Uint8Array, wanted: ReadonlySet<number>): void {
    const first = Math.max(0, Math.min(this.resolve(dict.get('First')) ?? 0, content.length));
    const header = integers(content, first);
    const pairs = Math.floor(Math.min(Math.max(0, this.resolve(dict.get('N')) ?? 0), header.length / 2));
    this.counted(pairs);
    for (let at = first; at < content.length;) {
      const end = skipValues(content, at);
      // Whatever is not object syntax is passed over; the rest is still measured.
      at = end === at ? end + 1 : end;
    }
    for (let index = 0; index < pairs; index++) {
      const num = header[2 * index];
      const offset = header[2 * index + 1];
      if (num === undefined || offset === undefined || !wanted.has(num)) continue;
      const at = first + offset;
      if (at < content.length && isDigit(content[skipSpace(content, at)])) this.noteNumber(num, content, at);
    }
  }
}
