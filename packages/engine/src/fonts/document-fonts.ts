// Fonts embedded (subsetted) into one output PDF: picks the face for each character, measures
// text, and lays out a line's text-showing operations with right-to-left runs in visual order.

// fontkit's Indic shapers (Devanagari, Bengali…) are generators compiled for the global regenerator
// runtime of Babel's time: without it any Hindi text threw `regeneratorRuntime is not defined`.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRef,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { faceChain, faceFor, faceKey, needsMadeUpBold, type FaceStyle, type FontFace } from './catalog.ts';
import { fontRuns, madeUpCapitals, SMALL_CAPITAL, type FontRun } from './font-runs.ts';
import { subsetKeepingGlyphIds } from './subset-cff.ts';
import { isRtlText, visualRuns, type Direction, type DirectionalRun } from './bidi.ts';
import { readableGlyphs, readableWidth } from './readable-glyphs.ts';
import { isSourceFace } from './source-face.ts';

/**
 * pdf-lib draws glyphs at their advance widths and ignores GPOS positions, so positioning
 * features are pure cost when shaping (they were most of the drawing time). Substitutions
 * (Arabic joining forms, ligatures) stay on.
 */
const POSITIONING_OFF = {
  kern: false,
  mark: false,
  mkmk: false,
  curs: false,
  dist: false,
  abvm: false,
  blwm: false,
};

/** One text-showing operation: glyphs in one font at one size, from x on the line's baseline. */
export interface TextShow {
  /** The page's resource name for the font. */
  font: PDFName;
  /** Glyph codes as hex digits. */
  hex: string;
  /** A regular face standing in for bold: drawn with its outlines stroked too. */
  madeUpBold?: boolean;
  x: number;
  size: number;
}

/** Arabic-Indic and Extended Arabic-Indic (Persian, Urdu) digits. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/u;

export class DocumentFonts {
  private readonly document: PDFDocument;
  private readonly embedded = new Map<string, PDFFont>();
  private readonly faces = new Map<string, FontFace>();
  private readonly pageFonts = new WeakMap<PDFPage, Map<string, PDFName>>();
  /** Widths at size 1 by style key, then by word. */
  private readonly widths = new Map<string, Map<string, number>>();
  private readonly encodings = new Map<string, { hex: string; width: number }>();
  private readonly styleKeys = new WeakMap<FaceStyle, string>();
  private readonly chainWords = new WeakMap<FontFace[], Map<string, readonly FontRun[]>>();
  /** Glyph ids drawn in each CFF face, which is embedded whole and cut to them in finish(). */
  private readonly cffGlyphs = new Map<string, Set<number>>();

  /** A letter of the right-to-left script the text is written in: its face draws the digits and signs too. */
  private readonly rightToLeftLetter: number | undefined;

  constructor(document: PDFDocument, options: { rightToLeftLetter?: number } = {}) {
    this.document = document;
    this.rightToLeftLetter = options.rightToLeftLetter;
    document.registerFontkit(fontkit);
  }

  /** The face of the chain that draws the right-to-left letters, for the digits and signs among them. */
  private neutrals(chain: FontFace[]): FontFace | undefined {
    return this.rightToLeftLetter === undefined ? undefined : faceFor(this.rightToLeftLetter, chain);
  }

  /** Embeds every face the texts need in this style; call before measuring or drawing them. */
  async prepare(texts: string[], style: FaceStyle): Promise<void> {
    const chain = faceChain(style);
    const needed = new Set<FontFace>([chain[0] as FontFace]);
    const capitals = madeUpCapitals(style, chain);
    for (const text of texts)
      for (const word of text.split(/(\s+)/u))
        for (const run of fontRuns(word, chain, capitals, this.neutrals(chain))) needed.add(run.face);
    for (const face of needed) {
      if (this.embedded.has(face.key) || isSourceFace(face)) continue;
      this.faces.set(face.key, face);
      if (face.cff) this.cffGlyphs.set(face.key, new Set());
      this.embedded.set(
        face.key,
        await this.document.embedFont(face.bytes, { subset: !face.cff, features: POSITIONING_OFF }),
      );
    }
  }

  /** Characters of the text no installed font can draw. */
  missing(text: string, style: FaceStyle): string[] {
    const chain = faceChain(style);
    return Array.from(text).filter((char) => /\S/u.test(char) && !faceFor(char.codePointAt(0) ?? 0, chain));
  }

  /** Width at a size. Words are shaped and cached one by one: fitting measures many overlapping lines. */
  measure(text: string, size: number, style: FaceStyle): number {
    let width = 0;
    for (const piece of text.split(/(\s+)/u)) if (piece !== '') width += this.pieceWidth(piece, style);
    return width * size;
  }

  private pieceWidth(piece: string, style: FaceStyle): number {
    const key = this.styleKey(style);
    let byPiece = this.widths.get(key);
    if (!byPiece) this.widths.set(key, (byPiece = new Map()));
    let width = byPiece.get(piece);
    if (width === undefined) {
      const chain = faceChain(style);
      width = fontRuns(piece, chain, madeUpCapitals(style, chain), this.neutrals(chain)).reduce(
        (sum, run) => sum + this.runWidth(run) * (run.capitals ? SMALL_CAPITAL : 1),
        0,
      );
      byPiece.set(piece, width);
    }
    return width;
  }

  /**
   * The text-showing operations of one line starting at x (its left edge), left to right: the
   * page's name for each font, its glyphs (hex) and where each starts. Words are encoded once each
   * and cached: shaping a whole line per draw was most of the time spent on large documents.
   */
  lineShows(
    page: PDFPage,
    text: string,
    options: {
      x: number;
      size: number;
      /** Horizontal scale of the letters (1 when absent). */
      squeeze?: number;
      style: FaceStyle;
      base: Direction;
    },
  ): TextShow[] {
    const chain = faceChain(options.style);
    const capitals = madeUpCapitals(options.style, chain);
    const squeeze = options.squeeze ?? 1;
    const pieces: (FontRun & { gap?: boolean })[] = [];
    const runs: DirectionalRun[] =
      options.base === 'ltr' && !isRtlText(text)
        ? [{ text, direction: 'ltr' }]
        : visualRuns(text, options.base);
    for (const run of runs) {
      const words = run.text.split(/(\s+)/u).filter((word) => word !== '');
      if (run.direction === 'rtl') words.reverse();
      for (const word of words) {
        if (run.direction === 'ltr' && ARABIC_DIGITS.test(word)) {
          // fontkit lays Arabic-Indic digits out right to left by their script: one at a time, they read left to right.
          for (const digit of word) pieces.push(...this.wordRuns(digit, chain, capitals));
          continue;
        }
        // fontkit turns right-to-left only the scripts written so: signs alone (`).`) are turned here,
        // their runs then already left to right.
        const turned = run.direction === 'rtl' && !isRtlText(word);
        const inWord = this.wordRuns(turned ? [...word].reverse().join('') : word, chain, capitals);
        // A space after a word in another face is left as a gap, not drawn in a face of its own: a
        // reader's text layer (pdf.js) cuts a line into pieces at every change of font.
        const previous = pieces[pieces.length - 1];
        const gap = /^\s+$/u.test(word) && previous !== undefined && previous.face !== inWord[0]?.face;
        pieces.push(
          ...(run.direction === 'rtl' && !turned ? [...inWord].reverse() : inWord).map((piece) =>
            gap ? { ...piece, gap } : piece,
          ),
        );
      }
    }
    const shows: TextShow[] = [];
    let x = options.x;
    let index = 0;
    while (index < pieces.length) {
      const piece = pieces[index] as FontRun & { gap?: boolean };
      if (piece.gap) {
        x += this.encoded(piece.face, piece.text).width * options.size * squeeze;
        index++;
        continue;
      }
      // Consecutive pieces in one font and size become one text-showing operation.
      const { face, capitals } = piece;
      const size = capitals ? options.size * SMALL_CAPITAL : options.size;
      let hex = '';
      let width = 0;
      for (
        ;
        index < pieces.length &&
        (pieces[index] as FontRun).face === face &&
        (pieces[index] as FontRun).capitals === capitals &&
        !pieces[index]?.gap;
        index++
      ) {
        const encoded = this.encoded(face, (pieces[index] as FontRun).text);
        hex += encoded.hex;
        width += encoded.width;
      }
      const font = this.resourceName(page, face);
      shows.push({
        font,
        hex,
        x,
        size,
        ...(needsMadeUpBold(face, options.style) ? { madeUpBold: true } : {}),
      });
      x += width * size * squeeze;
    }
    return shows;
  }

  /** The page's resource name for a face, added once per page (not once per line drawn). */
  private resourceName(page: PDFPage, face: FontFace): PDFName {
    let names = this.pageFonts.get(page);
    if (!names) this.pageFonts.set(page, (names = new Map()));
    let name = names.get(face.key);
    if (!name) {
      if (isSourceFace(face)) name = page.node.newFontDictionary('Source', face.ref);
      else {
        const font = this.font(face);
        name = page.node.newFontDictionary(font.name, font.ref);
      }
      names.set(face.key, name);
    }
    return name;
  }

  private encoded(face: FontFace, text: string): { hex: string; width: number } {
    const key = `${face.key}|${text}`;
    let entry = this.encodings.get(key);
    if (!entry) {
      const hex = isSourceFace(face) ? face.encode(text) : readableGlyphs(this.font(face), text);
      entry = { hex, width: this.runWidth({ face, text }) };
      this.encodings.set(key, entry);
      // Identity-H: four hex digits per glyph id.
      const glyphs = this.cffGlyphs.get(face.key);
      if (glyphs)
        for (let at = 0; at < entry.hex.length; at += 4)
          glyphs.add(parseInt(entry.hex.slice(at, at + 4), 16));
    }
    return entry;
  }

  private runWidth(run: FontRun): number {
    return run.face.simpleWidth(run.text) ?? readableWidth(this.font(run.face), run.text);
  }

  /**
   * Call before saving. Readers (pdf.js) take a font for monospace only when every width, the
   * default width (DW, read as a whole number) included, is the same: a fixed-pitch face gets its
   * glyph width, rounded, as DW and in W.
   */
  async finish(): Promise<void> {
    await this.cutCffFaces();
    for (const [key, font] of this.embedded) {
      const advance = this.faces.get(key)?.fixedAdvance;
      if (advance === undefined) continue;
      const cidFont = await this.cidFont(font);
      const width = Math.round(advance);
      cidFont.set(PDFName.of('DW'), PDFNumber.of(width));
      const widths = cidFont.lookupMaybe(PDFName.of('W'), PDFArray);
      for (const entry of widths?.asArray() ?? []) {
        if (!(entry instanceof PDFArray)) continue;
        for (let index = 0; index < entry.size(); index++) {
          const value = entry.lookup(index);
          // Every glyph, .notdef included (a face may lack a character shaping asked for).
          if (value instanceof PDFNumber) entry.set(index, PDFNumber.of(width));
        }
      }
    }
  }

  /** Each whole CFF face embedded is replaced by its subset of the glyphs drawn (same glyph ids). */
  private async cutCffFaces(): Promise<void> {
    for (const [key, glyphs] of this.cffGlyphs) {
      const font = this.embedded.get(key);
      const face = this.faces.get(key);
      if (!font || !face) continue;
      const cidFont = await this.cidFont(font);
      const descriptor = cidFont.lookup(PDFName.of('FontDescriptor'), PDFDict);
      // pdf-lib files the whole OpenType font as TrueType (FontFile2, CIDFontType2) or as bare CFF:
      // readers want an OpenType CFF font as FontFile3 /OpenType under a CIDFontType0.
      const file = descriptor.get(PDFName.of('FontFile2')) ?? descriptor.get(PDFName.of('FontFile3'));
      if (!(file instanceof PDFRef)) continue;
      const context = this.document.context;
      context.assign(
        file,
        context.flateStream(subsetKeepingGlyphIds(face.bytes, glyphs), { Subtype: 'OpenType' }),
      );
      descriptor.delete(PDFName.of('FontFile2'));
      descriptor.set(PDFName.of('FontFile3'), file);
      cidFont.set(PDFName.of('Subtype'), PDFName.of('CIDFontType0'));
      cidFont.delete(PDFName.of('CIDToGIDMap'));
    }
  }

  /** The font's CIDFont dictionary, written (pdf-lib writes a font's objects only when asked to). */
  private async cidFont(font: PDFFont): Promise<PDFDict> {
    await font.embed();
    const type0 = this.document.context.lookup(font.ref, PDFDict);
    return type0.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
  }

  private font(face: FontFace): PDFFont {
    const font = this.embedded.get(face.key);
    if (!font) throw new Error(`Font ${face.key} used before prepare()`);
    return font;
  }

  /** faceKey per style object: measuring asks for it for every word. */
  private styleKey(style: FaceStyle): string {
    let key = this.styleKeys.get(style);
    if (key === undefined) this.styleKeys.set(style, (key = faceKey(style)));
    return key;
  }

  /** A word's font runs, worked out once per chain: drawing splits every line into words. */
  private wordRuns(word: string, chain: FontFace[], capitals: boolean): readonly FontRun[] {
    let byWord = this.chainWords.get(chain);
    if (!byWord) this.chainWords.set(chain, (byWord = new Map()));
    const key = capitals ? `^${word}` : word;
    let runs = byWord.get(key);
    if (!runs) byWord.set(key, (runs = fontRuns(word, chain, capitals, this.neutrals(chain))));
    return runs;
  }
}
