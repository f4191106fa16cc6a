// The bytes a text-showing operator's strings hold (PDF 32000 §7.3.4): the character codes it
// shows, which a font's ToUnicode map reads back (source-face.ts tells small capitals by them).

import type { Token } from './tokenizer.ts';

const ESCAPES: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };

function literal(bytes: Uint8Array, start: number, end: number, out: number[]): void {
  // Between the outer parentheses.
  for (let at = start + 1; at < end - 1; at++) {
    const byte = bytes[at] ?? 0;
    if (byte !== 0x5c) {
      out.push(byte);
      continue;
    }
    const next = bytes[++at] ?? 0;
    if (next >= 0x30 && next <= 0x37) {
      let value = 0;
      let digits = 0;
      for (; digits < 3 && (bytes[at] ?? 0) >= 0x30 && (bytes[at] ?? 0) <= 0x37; digits++, at++)
        value = value * 8 + ((bytes[at] ?? 0) - 0x30);
      at--;
      out.push(value & 0xff);
    } else if (next === 0x0d || next === 0x0a) {
      // A line continuation: the backslash and the end of line are no part of the string.
      if (next === 0x0d && bytes[at + 1] === 0x0a) at++;
    } else out.push(ESCAPES[next] ?? next);
  }
}

function hex(bytes: Uint8Array, start: number, end: number, out: number[]): void {
  const digits = Buffer.from(bytes.subarray(start + 1, end - 1))
    .toString('latin1')
    .replace(/[^0-9a-f]/giu, '');
  const even = digits.length % 2 === 0 ? digits : `${digits}0`;
  for (let at = 0; at < even.length; at += 2) out.push(parseInt(even.slice(at, at + 2), 16));
}

/** The string bytes of a show's operands (a string, or a TJ array's strings). */
export function shownBytes(bytes: Uint8Array, operands: Token[]): Uint8Array {
  const out: number[] = [];
  const visit = (token: Token) => {
    if (token.kind === 'string') literal(bytes, token.start, token.end, out);
    else if (token.kind === 'hex') hex(bytes, token.start, token.end, out);
    else if (token.kind === 'array') token.items?.forEach(visit);
  };
  operands.forEach(visit);
  return new Uint8Array(out);
}
