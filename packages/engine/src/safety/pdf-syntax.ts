// A small reader of PDF object syntax for the budget scan: enough to read stream dictionaries,
// trailers and the numbers they point at, and to measure how deep an object nests. Iterative, so a
// hostile nesting cannot overflow it; it stops at the first token that is not object syntax
// (`stream`, `endobj`, garbage), so reading never runs past where the object ends.
import { MAX_TREE_DEPTH } from './budgets.ts';
import { tooDeep } from './depth.ts';

export interface PdfName {
  name: string;
}
export interface PdfRef {
  num: number;
  gen: number;
}
/** Strings are skipped, not kept: the scan never needs their text. */
export type PdfValue = number | boolean | null | PdfName | PdfRef | PdfValue[] | PdfDict | 'string';
export type PdfDict = Map<string, PdfValue>;

const WHITE = new Uint8Array(256);
for (const byte of [0, 9, 10, 12, 13, 32]) WHITE[byte] = 1;
const DELIMITER = new Uint8Array(256);
for (const char of '()<>[]{}/%') DELIMITER[char.charCodeAt(0)] = 1;

export const isWhite = (byte: number | undefined): boolean => byte !== undefined && WHITE[byte] === 1;
export const isRegular = (byte: number | undefined): boolean =>
  byte !== undefined && WHITE[byte] === 0 && DELIMITER[byte] === 0;

/** The position after white space and comments from `at`. */
export function skipSpace(bytes: Uint8Array, at: number): number {
  while (at < bytes.length) {
    const byte = bytes[at] as number;
    if (WHITE[byte]) at++;
    else if (byte === 0x25 /* % */) {
      while (at < bytes.length && bytes[at] !== 10 && bytes[at] !== 13) at++;
    } else break;
  }
  return at;
}

/** The end of the run of regular characters (a number, name or keyword) starting at `at`. */
export function regularEnd(bytes: Uint8Array, at: number): number {
  while (at < bytes.length && isRegular(bytes[at])) at++;
  return at;
}

function latin1(bytes: Uint8Array, from: number, to: number): string {
  let text = '';
  for (let at = from; at < to; at++) text += String.fromCharCode(bytes[at] as number);
  return text;
}

/** The end of a literal string `( … )` opened at `at`: nested parentheses, backslash escapes. */
function literalStringEnd(bytes: Uint8Array, at: number): number {
  let depth = 0;
  for (; at < bytes.length; at++) {
    const byte = bytes[at];
    if (byte === 0x5c /* \ */) at++;
    else if (byte === 0x28) depth++;
    else if (byte === 0x29 && --depth === 0) return at + 1;
  }
  return at;
}

interface Container {
  items: PdfValue[];
  dict: boolean;
}

export interface Parsed {
  /** The values read at the top level, in order (refs folded: `5 0 R` is one value). */
  values: PdfValue[];
  /** Where reading stopped: the first byte not consumed. */
  end: number;
}

/** Folds `num gen R` at the end of `items` into a reference. */
function foldRef(items: PdfValue[]): boolean {
  const gen = items.at(-1);
  const num = items.at(-2);
  if (!Number.isInteger(num) || !Number.isInteger(gen)) return false;
  items.splice(-2, 2, { num: num as number, gen: gen as number });
  return true;
}

/** A dictionary read as the flat list of keys and values it is written as. */
function toDict(items: PdfValue[]): PdfDict {
  const dict: PdfDict = new Map();
  for (let index = 0; index < items.length; index++) {
    const key = items[index];
    if (isName(key) && index + 1 < items.length) dict.set(key.name, items[++index] as PdfValue);
  }
  return dict;
}

/**
 * The words that end an object wherever they stand. pdf.js keeps any other word inside an array or
 * dictionary as a value and goes on nesting, so the scan does too (a stray word cannot reset the
 * depth it measures).
 */
const STRUCTURE = new Set(['obj', 'endobj', 'stream', 'endstream', 'xref', 'trailer', 'startxref']);
const LONGEST_KEYWORD = 9;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads values from `at` until a token that is not object syntax (a keyword such as `obj`,
 * `stream` or `endobj`, an unmatched closer) or the end of the bytes.
 */
export function parseValues(bytes: Uint8Array, at: number, maxDepth = MAX_TREE_DEPTH): Parsed {
  const stack: Container[] = [{ items: [], dict: false }];
  let current = stack[0] as Container;
  while (true) {
    at = skipSpace(bytes, at);
    if (at >= bytes.length) break;
    const byte = bytes[at] as number;
    const doubled = bytes[at + 1] === byte;
    if (byte === 0x5b /* [ */ || (byte === 0x3c /* < */ && doubled)) {
      if (stack.length > maxDepth) throw tooDeep('an object of the PDF');
      current = { items: [], dict: byte === 0x3c };
      stack.push(current);
      at += current.dict ? 2 : 1;
    } else if (byte === 0x5d /* ] */ || (byte === 0x3e /* > */ && doubled)) {
      if (stack.length === 1 || current.dict !== (byte === 0x3e)) break;
      const closed = current;
      stack.pop();
      current = stack[stack.length - 1] as Container;
      current.items.push(closed.dict ? toDict(closed.items) : closed.items);
      at += closed.dict ? 2 : 1;
    } else if (byte === 0x28 /* ( */) {
      at = literalStringEnd(bytes, at);
      current.items.push('string');
    } else if (byte === 0x3c /* < */) {
      const close = bytes.indexOf(0x3e, at);
      at = close === -1 ? bytes.length : close + 1;
      current.items.push('string');
    } else if (byte === 0x2f /* / */) {
      const end = regularEnd(bytes, at + 1);
      // `#xx` is an escaped byte: /FlateDecod#65 is /FlateDecode to every reader.
      const name = latin1(bytes, at + 1, end).replace(/#([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
      current.items.push({ name });
      at = end;
    } else {
      const end = regularEnd(bytes, at);
      if (end === at) break;
      const word = latin1(bytes, at, end);
      if (NUMBER.test(word)) current.items.push(Number(word));
      else if (word === 'true' || word === 'false') current.items.push(word === 'true');
      else if (word === 'null') current.items.push(null);
      else if (!(word === 'R' && foldRef(current.items)) && (stack.length === 1 || STRUCTURE.has(word)))
        break;
      // Inside an array or dictionary the readers keep any other word as a value, and go on.
      at = end;
    }
  }
  return { values: (stack[0] as Container).items, end: at };
}

const OPEN = new Uint8Array(MAX_TREE_DEPTH + 1);
const KEYWORDS_IN_VALUES = new Set(['R', 'true', 'false', 'null']);
const isNumberStart = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) || byte === 0x2b || byte === 0x2d || byte === 0x2e;

/**
 * Where the values from `at` end, by the same rule as parseValues, keeping nothing: the fast
 * path for the many objects whose values the scan never needs, only their nesting.
 */
export function skipValues(bytes: Uint8Array, at: number, maxDepth = MAX_TREE_DEPTH): number {
  // 1 for an open array, 2 for an open dictionary.
  const open = maxDepth <= MAX_TREE_DEPTH ? OPEN : new Uint8Array(maxDepth + 1);
  let depth = 0;
  while (at < bytes.length) {
    const byte = bytes[at] as number;
    if (WHITE[byte]) {
      at++;
      continue;
    }
    const doubled = bytes[at + 1] === byte;
    if (byte === 0x25 /* % */) at = skipSpace(bytes, at);
    else if (byte === 0x5b /* [ */ || (byte === 0x3c && doubled)) {
      if (depth >= maxDepth) throw tooDeep('an object of the PDF');
      open[depth++] = byte === 0x5b ? 1 : 2;
      at += byte === 0x5b ? 1 : 2;
    } else if (byte === 0x5d /* ] */ || (byte === 0x3e && doubled)) {
      if (depth === 0 || open[depth - 1] !== (byte === 0x5d ? 1 : 2)) return at;
      depth--;
      at += byte === 0x5d ? 1 : 2;
    } else if (byte === 0x28 /* ( */) at = literalStringEnd(bytes, at);
    else if (byte === 0x3c /* < */) {
      const close = bytes.indexOf(0x3e, at);
      at = close === -1 ? bytes.length : close + 1;
    } else if (byte === 0x2f /* / */) at = regularEnd(bytes, at + 1);
    else {
      const end = regularEnd(bytes, at);
      if (end === at) return at;
      if (!isNumberStart(byte)) {
        const word = end - at <= LONGEST_KEYWORD ? latin1(bytes, at, end) : '';
        if (!KEYWORDS_IN_VALUES.has(word) && (depth === 0 || STRUCTURE.has(word))) return at;
      }
      at = end;
    }
  }
  return at;
}

export const isName = (value: PdfValue | undefined, name?: string): value is PdfName =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  (name === undefined || value.name === name);
export const isRef = (value: PdfValue | undefined): value is PdfRef =>
  typeof value === 'object' && value !== null && 'num' in value;
export const isDict = (value: PdfValue | undefined): value is PdfDict => value instanceof Map;
