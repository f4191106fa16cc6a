// Fonts embedded (subsetted) into one output PDF: picks the face for each character, measures
// text, and draws a line with right-to-left runs in visual order.

import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { faceChain, faceFor, type FaceStyle, type FontFace } from './catalog.ts';
import { visualRuns, type Direction } from './bidi.ts';

interface FontRun {
  text: string;
  face: FontFace;
}

const MARK = /\p{M}/u;

export class DocumentFonts {
  private readonly document: PDFDocument;
  private readonly embedded = new Map<string, PDFFont>();
  private readonly widths = new Map<string, number>();

  constructor(document: PDFDocument) {
    this.document = document;
    document.registerFontkit(fontkit);
  }

  /** Embeds every face the texts need in this style; call before measuring or drawing them. */
  async prepare(texts: string[], style: FaceStyle): Promise<void> {
    const chain = faceChain(style);
    const needed = new Set<FontFace>([chain[0] as FontFace]);
    for (const text of texts) for (const run of this.fontRuns(text, chain)) needed.add(run.face);
    for (const face of needed) {
      if (this.embedded.has(face.key)) continue;
      this.embedded.set(face.key, await this.document.embedFont(face.bytes, { subset: true }));
    }
  }

  /** Characters of the text no installed font can draw. */
  missing(text: string, style: FaceStyle): string[] {
    const chain = faceChain(style);
    return Array.from(text).filter((char) => /\S/u.test(char) && !faceFor(char.codePointAt(0) ?? 0, chain));
  }

  measure(text: string, size: number, style: FaceStyle): number {
    const key = `${styleKey(style)}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.fontRuns(text, faceChain(style)).reduce(
        (sum, run) => sum + this.font(run.face).widthOfTextAtSize(run.text, 1),
        0,
      );
      this.widths.set(key, width);
    }
    return width * size;
  }

  /** Draws one line starting at x (its left edge) on the baseline y. */
  drawLine(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; colour: RGB; style: FaceStyle; base: Direction },
  ): void {
    const chain = faceChain(options.style);
    let x = options.x;
    for (const run of visualRuns(text, options.base)) {
      const pieces = this.fontRuns(run.text, chain);
      if (run.direction === 'rtl') pieces.reverse();
      for (const piece of pieces) {
        const font = this.font(piece.face);
        page.drawText(piece.text, { x, y: options.y, size: options.size, font, color: options.colour });
        x += font.widthOfTextAtSize(piece.text, options.size);
      }
    }
  }

  private font(face: FontFace): PDFFont {
    const font = this.embedded.get(face.key);
    if (!font) throw new Error(`Font ${face.key} used before prepare()`);
    return font;
  }

  private fontRuns(text: string, chain: FontFace[]): FontRun[] {
    const runs: FontRun[] = [];
    const primary = chain[0] as FontFace;
    for (const char of text) {
      const last = runs[runs.length - 1];
      const codePoint = char.codePointAt(0) ?? 0;
      // Spaces and combining marks stay with the run they are in, so shaping sees whole words.
      if (last && (/\s/u.test(char) || MARK.test(char)) && last.face.has(codePoint)) {
        last.text += char;
        continue;
      }
      const face = faceFor(codePoint, chain);
      if (!face) continue;
      if (last && last.face === face) last.text += char;
      else runs.push({ text: char, face: face ?? primary });
    }
    return runs;
  }
}

function styleKey(style: FaceStyle): string {
  return `${style.bold ? 'b' : ''}${style.italic ? 'i' : ''}${style.serif ? 's' : ''}`;
}
