// A font the source PDF embeds, drawn again for text it has every glyph of: the document's own
// type, where the installed stand-ins (families.ts) are only close. It is referenced, not embedded again.

import type { PDFRef } from 'pdf-lib';
import type { FontFace } from './catalog.ts';

export interface SourceFace extends FontFace {
  /** The font dictionary in the document being rewritten. */
  readonly ref: PDFRef;
  /** The codes that draw the text, in hex as a text-showing operator takes them. */
  encode(text: string): string;
  /**
   * Which characters of a show's text its codes draw as small capitals: lowercase letters drawn
   * with the font's later glyph for them (OpenType small caps, which XeTeX and LuaTeX set from
   * the same font as the text around them).
   */
  smallCapsIn(text: string, codes: Uint8Array): boolean[];
  /** The face drawing lowercase letters with those small capitals; letters it has none of are missing. */
  smallCapsFace(): SourceFace;
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

const LOWERCASE = /^\p{Ll}$/u;

export function isSourceFace(face: FontFace): face is SourceFace {
  return 'encode' in face;
}

/** Each character's codes, in code order (a font's own glyph order: plain letters before their variants). */
function codesByCharacter(program: SourceFontProgram): Map<number, number[]> {
  const byCharacter = new Map<number, number[]>();
  for (const code of [...program.toUnicode.keys()].sort((a, b) => a - b)) {
    const text = program.toUnicode.get(code) ?? '';
    const codePoint = text.codePointAt(0);
    if (codePoint === undefined || text !== String.fromCodePoint(codePoint) || !program.present(code))
      continue;
    byCharacter.set(codePoint, [...(byCharacter.get(codePoint) ?? []), code]);
  }
  return byCharacter;
}

export function sourceFace(program: SourceFontProgram): SourceFace | undefined {
  const byCharacter = codesByCharacter(program);
  if (byCharacter.size === 0) return undefined;
  const first = new Map([...byCharacter].map(([codePoint, codes]) => [codePoint, codes[0] as number]));
  const capitals = new Map(
    [...byCharacter].flatMap(([codePoint, codes]): [number, number][] => {
      if (!LOWERCASE.test(String.fromCodePoint(codePoint))) return [[codePoint, codes[0] as number]];
      return codes.length > 1 ? [[codePoint, codes[codes.length - 1] as number]] : [];
    }),
  );
  const plain = face(program, first, `source:${program.ref.toString()}`, false);
  const smallCaps = face(program, capitals, `source:${program.ref.toString()}:sc`, true);
  const smallCapsIn = (text: string, bytes: Uint8Array) => {
    const shown = shownCodes(program, bytes).flatMap((code) => {
      const drawn = program.toUnicode.get(code) ?? '';
      const small = LOWERCASE.test(drawn) && code !== first.get(drawn.codePointAt(0) ?? -1);
      return Array.from(drawn, (char) => ({ char, small }));
    });
    // The text layer reads the same codes, with spaces where the show moved on: walk both.
    let next = 0;
    return Array.from(text, (char) => {
      const at = /\s/u.test(char)
        ? -1
        : shown.findIndex((entry, index) => index >= next && entry.char === char);
      if (at < 0) return false;
      next = at + 1;
      return shown[at]?.small ?? false;
    });
  };
  for (const each of [plain, smallCaps]) Object.assign(each, { smallCapsIn, smallCapsFace: () => smallCaps });
  return plain;
}

function shownCodes(program: SourceFontProgram, bytes: Uint8Array): number[] {
  const codes: number[] = [];
  for (let at = 0; at + program.codeLength <= bytes.length; at += program.codeLength)
    codes.push(program.codeLength === 2 ? ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0) : (bytes[at] ?? 0));
  return codes;
}

function face(
  program: SourceFontProgram,
  codes: Map<number, number>,
  key: string,
  smallCaps: boolean,
): SourceFace {
  const digits = 2 * program.codeLength;
  const codeOf = (char: string) => codes.get(char.codePointAt(0) ?? -1);
  return {
    key,
    ref: program.ref,
    get bytes(): Uint8Array {
      throw new Error('A source font is referenced, never embedded again');
    },
    cff: false,
    fixedAdvance: undefined,
    smallCaps,
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
    // Both set by sourceFace, which knows the plain and the small capitals' faces.
    smallCapsIn: (text) => Array.from(text, () => false),
    smallCapsFace() {
      return this;
    },
  };
}
