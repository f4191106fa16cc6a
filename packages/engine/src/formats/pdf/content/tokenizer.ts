// A small, forgiving tokenizer for PDF content streams. It keeps byte offsets so a rewriter can
// copy everything it does not touch verbatim, which is what keeps graphics byte-identical.

import { MAX_TREE_DEPTH, tooDeep } from '../../../safety/depth.ts';

export type TokenKind =
  'number' | 'name' | 'string' | 'hex' | 'array' | 'dict' | 'bool' | 'null' | 'op' | 'inline-image';

export interface Token {
  kind: TokenKind;
  start: number;
  end: number;
  /** Operator keyword, name (without slash), or numeric text. */
  text: string;
  /** Parsed value for numbers. */
  value?: number;
  /** Items of an array operand (TJ), each a token. */
  items?: Token[];
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

export function isWhitespace(byte: number | undefined): boolean {
  return byte !== undefined && WHITESPACE.has(byte);
}

function isRegular(byte: number | undefined): boolean {
  return byte !== undefined && !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

/** Iterates the tokens of a content stream; malformed input ends the stream instead of throwing. */
export class ContentTokenizer {
  private pos = 0;
  /** Arrays and dictionaries open around the current token (read recursively). */
  private depth = 0;
  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  next(): Token | undefined {
    const bytes = this.bytes;
    this.skipSpaceAndComments();
    if (this.pos >= bytes.length) return undefined;
    const start = this.pos;
    const byte = bytes[start];
    if (byte === 0x28) return this.literalString(start);
    if (byte === 0x3c && bytes[start + 1] === 0x3c) return this.nested(start, 'dict');
    if (byte === 0x3c) return this.hexString(start);
    if (byte === 0x5b) return this.nested(start, 'array');
    if (byte === 0x2f) {
      this.pos++;
      while (isRegular(bytes[this.pos])) this.pos++;
      return { kind: 'name', start, end: this.pos, text: latin1(bytes, start + 1, this.pos) };
    }
    if (byte === 0x5d || byte === 0x3e || byte === 0x29 || byte === 0x7b || byte === 0x7d) {
      // Stray closing delimiter: skip it as an unknown operator so the rewriter keeps the bytes.
      this.pos++;
      return { kind: 'op', start, end: this.pos, text: String.fromCharCode(byte) };
    }
    while (isRegular(bytes[this.pos])) this.pos++;
    const text = latin1(bytes, start, this.pos);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text))
      return { kind: 'number', start, end: this.pos, text, value: Number(text) };
    if (text === 'true' || text === 'false') return { kind: 'bool', start, end: this.pos, text };
    if (text === 'null') return { kind: 'null', start, end: this.pos, text };
    if (text === 'BI') return this.inlineImage(start);
    return { kind: 'op', start, end: this.pos, text };
  }

  private skipSpaceAndComments(): void {
    const bytes = this.bytes;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos];
      if (isWhitespace(byte)) this.pos++;
      else if (byte === 0x25) {
        while (this.pos < bytes.length && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d) this.pos++;
      } else break;
    }
  }

  private literalString(start: number): Token {
    const bytes = this.bytes;
    let depth = 0;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos++];
      if (byte === 0x5c) this.pos++;
      else if (byte === 0x28) depth++;
      else if (byte === 0x29 && --depth === 0) break;
    }
    this.pos = Math.min(this.pos, bytes.length);
    return { kind: 'string', start, end: this.pos, text: '' };
  }

  private hexString(start: number): Token {
    const bytes = this.bytes;
    while (this.pos < bytes.length && bytes[this.pos] !== 0x3e) this.pos++;
    this.pos = Math.min(this.pos + 1, bytes.length);
    return { kind: 'hex', start, end: this.pos, text: '' };
  }

  /** Arrays and dictionaries: collects their tokens, tolerating a missing closer at end of data. */
  private nested(start: number, kind: 'array' | 'dict'): Token {
    // Real operands nest two or three levels (TJ arrays, marked-content properties).
    if (this.depth >= MAX_TREE_DEPTH) throw tooDeep('a page content stream');
    this.depth++;
    this.pos += kind === 'dict' ? 2 : 1;
    const items: Token[] = [];
    for (;;) {
      this.skipSpaceAndComments();
      const byte = this.bytes[this.pos];
      if (byte === undefined) break;
      if (kind === 'array' && byte === 0x5d) {
        this.pos++;
        break;
      }
      if (kind === 'dict' && byte === 0x3e && this.bytes[this.pos + 1] === 0x3e) {
        this.pos += 2;
        break;
      }
      const token = this.next();
      if (!token) break;
      items.push(token);
    }
    this.depth--;
    return { kind, start, end: this.pos, text: '', items };
  }

  /** BI <dict> ID <binary> EI: the binary data may contain anything, so find an EI that ends it. */
  private inlineImage(start: number): Token {
    const bytes = this.bytes;
    for (;;) {
      const token = this.next();
      if (!token) return { kind: 'inline-image', start, end: bytes.length, text: 'BI' };
      if (token.kind === 'op' && token.text === 'ID') break;
    }
    let cursor = this.pos + 1;
    while (cursor < bytes.length - 1) {
      if (bytes[cursor] === 0x45 && bytes[cursor + 1] === 0x49 && isWhitespace(bytes[cursor - 1])) {
        const after = bytes[cursor + 2];
        if (
          after === undefined ||
          ((isWhitespace(after) || !isRegular(after)) && this.looksLikeOperatorsFollow(cursor + 2))
        ) {
          this.pos = cursor + 2;
          return { kind: 'inline-image', start, end: this.pos, text: 'BI' };
        }
      }
      cursor++;
    }
    this.pos = bytes.length;
    return { kind: 'inline-image', start, end: bytes.length, text: 'BI' };
  }

  /** After a real EI comes more content: plain ASCII, not more binary image data. */
  private looksLikeOperatorsFollow(at: number): boolean {
    const end = Math.min(this.bytes.length, at + 24);
    for (let index = at; index < end; index++) {
      const byte = this.bytes[index] ?? 0;
      if (byte > 0x7e || (byte < 0x20 && !isWhitespace(byte))) return false;
    }
    return true;
  }
}
