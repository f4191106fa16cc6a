// A font the source PDF embeds, drawn again for text it has every glyph of: the document's own
// type, where the installed stand-ins (families.ts) are only close. It is referenced, not embedded again.

import type { PDFRef } from 'pdf-lib';
import type { FontFace } from './catalog.ts';

export interface SourceFace extends FontFace {
  /** The font dictionary in the document being rewritten. */
  readonly ref: PDFRef;
  /** The codes that draw the text, in hex as a text-showing operator takes them. */
  encode(text: string): string;
}

export interface SourceFontProgram {
  ref: PDFRef;
  /** Code → text, from the font's ToUnicode map. */
  toUnicode: Map<number, string>;
  /** Bytes per code: 1 for simple fonts, 2 for Identity-H. */
  codeLength: 1 | 2;
  /** Whether the embedded program still has the code's glyph (a subset keeps only what was drawn). */
  present(code: number): boolean;
  /** Advance in glyph units (1/1000 em). */
  width(code: number): number;
}

export function isSourceFace(face: FontFace): face is SourceFace {
  return 'encode' in face;
}

export function sourceFace(program: SourceFontProgram): SourceFace | undefined {
  const codes = new Map<number, number>();
  for (const [code, text] of program.toUnicode) {
    const codePoint = text.codePointAt(0);
    if (codePoint === undefined || text.length !== String.fromCodePoint(codePoint).length) continue;
    if (!codes.has(codePoint) && program.present(code)) codes.set(codePoint, code);
  }
  if (codes.size === 0) return undefined;
  const digits = 2 * program.codeLength;
  const codeOf = (char: string) => codes.get(char.codePointAt(0) ?? -1);
  return {
    key: `source:${program.ref.toString()}`,
    ref: program.ref,
    get bytes(): Uint8Array {
      throw new Error('A source font is referenced, never embedded again');
    },
    cff: false,
    fixedAdvance: undefined,
    has: (codePoint) => codes.has(codePoint),
    simpleWidth(text) {
      let width = 0;
      for (const char of text) {
        const code = codeOf(char);
        if (code === undefined) return undefined;
        width += program.width(code) / 1000;
      }
      return width;
    },
    encode: (text) =>
      Array.from(text, (char) => (codeOf(char) ?? 0).toString(16).padStart(digits, '0')).join(''),
  };
}
