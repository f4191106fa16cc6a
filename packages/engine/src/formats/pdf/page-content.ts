// pdf-lib glue for the text stripper: decodes a page's content streams (and the Form XObjects it
// draws), removes their text, writes them back compressed, and remembers how each text was styled.

import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFStream,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import { stripText, type ShownText } from './content/strip-text.ts';
import { markedContentTexts } from './content/actual-text.ts';
import { GraphicsBoxes, type PaintedBox } from './content/graphics-boxes.ts';
import { multiply, type Matrix } from './content/graphics-state.ts';
import { classifyFont, type FontClass } from '../../fonts/classify.ts';
import { TEX_SYMBOL_CODES } from '../../fonts/tex-symbols.ts';
import type { SourceFace } from '../../fonts/source-face.ts';
import { streamBytes } from './content/stream-bytes.ts';
import { flateStream } from './flate.ts';
import { cidWidths, readSourceFace } from './source-fonts.ts';

export interface FontStyle extends FontClass {
  /** A TeX symbol font its text layer misreads: tex-symbols.ts says what its codes draw. */
  symbols?: keyof typeof TEX_SYMBOL_CODES;
  /** The font itself, where translated text it has every glyph of can be drawn in it again. */
  source?: SourceFace;
}

export interface PageTextRecord {
  shows: ShownText[];
  /** What the page paints besides text, in the reader's frame. */
  graphics: PaintedBox[];
  /** Lines drawn as part of text (underlines, TeX's underscores), in the reader's frame. */
  textMarks: PaintedBox[];
  fontStyle(show: ShownText): FontStyle;
  /** Drawings the page's own stream paints (not a form's, which other pages may share): they can be moved. */
  movable: ReadonlySet<PaintedBox>;
  /**
   * Writes the page (and the forms it draws) without its text, except the shows kept in place,
   * without the `drop`ped paths, and with the `shift`ed drawings moved down by so much.
   */
  commit(
    keep?: ReadonlySet<ShownText>,
    drop?: ReadonlySet<PaintedBox>,
    shift?: ReadonlyMap<PaintedBox, number>,
  ): void;
}

const MAX_FORM_DEPTH = 8;

function pageContentBytes(page: PDFPage): Uint8Array {
  const context = page.doc.context;
  const contents = context.lookup(page.node.get(PDFName.of('Contents')));
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((entry) => context.lookup(entry)) : [contents];
  // Streams of one page may split an operator sequence between them; joining with a newline is what viewers do.
  return Buffer.concat(streams.flatMap((stream) => [streamBytes(stream), Buffer.from('\n')]));
}

/**
 * The ActualText of each marked content the page's own stream opens (content/actual-text.ts); none
 * when the stream cannot be read, which the text layer then does without.
 */
export function actualTextsOf(page: PDFPage): (string | undefined)[] {
  try {
    return markedContentTexts(pageContentBytes(page));
  } catch {
    return [];
  }
}

function describeFont(resources: PDFDict | undefined, resourceName: string): FontStyle {
  const fonts = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const font = fonts?.lookupMaybe(PDFName.of(resourceName), PDFDict);
  const descendant = font?.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0);
  const descriptor = (descendant instanceof PDFDict ? descendant : font)?.lookupMaybe(
    PDFName.of('FontDescriptor'),
    PDFDict,
  );
  const name = font?.lookupMaybe(PDFName.of('BaseFont'), PDFName)?.decodeText() ?? '';
  const style: FontStyle = classifyFont({
    name,
    flags: descriptor?.lookupMaybe(PDFName.of('Flags'), PDFNumber)?.asNumber() ?? 0,
    weight: descriptor?.lookupMaybe(PDFName.of('FontWeight'), PDFNumber)?.asNumber() ?? 400,
    fixedPitch: hasFixedPitch(descendant instanceof PDFDict ? descendant : font),
  });
  const symbols = symbolTable(name);
  // A ToUnicode map reads the AMS fonts right; cmsy's table only holds codes read as control characters.
  if (symbols === 'cmsy' || (symbols && !font?.has(PDFName.of('ToUnicode')))) style.symbols = symbols;
  const ref = fonts?.get(PDFName.of(resourceName));
  const source = font && ref instanceof PDFRef && !style.symbols ? sourceFaceOf(font, ref) : undefined;
  if (source) style.source = source;
  return style;
}

/** Read once per font: every page that uses it asks. */
const sourceFaces = new WeakMap<PDFDict, SourceFace | null>();

function sourceFaceOf(font: PDFDict, ref: PDFRef): SourceFace | undefined {
  let face = sourceFaces.get(font);
  if (face === undefined) sourceFaces.set(font, (face = readSourceFace(font, ref) ?? null));
  return face ?? undefined;
}

/** TeX's symbol fonts by name: AMS (msam, msbm) and the math symbols of Computer and Latin Modern. */
function symbolTable(name: string): FontStyle['symbols'] {
  const bare = name.replace(/^[A-Z]{6}\+/, '');
  if (/^msam\d+$/i.test(bare)) return 'msam';
  if (/^msbm\d+$/i.test(bare)) return 'msbm';
  if (/^(cmb?sy\d+|lmmathsymbols\d+)/i.test(bare)) return 'cmsy';
  return undefined;
}

/** Fewer widths than this say nothing: a subset of digits alone has one width in most faces. */
const FIXED_PITCH_MIN_GLYPHS = 8;

/**
 * Whether every glyph the font lists (simple fonts: /Widths; CID fonts: /W, both forms) has the
 * same advance: a code font whose name and flags do not say so (Anonymous Pro in LuaTeX listings).
 */
function hasFixedPitch(font: PDFDict | undefined): boolean {
  const simple = font?.lookupMaybe(PDFName.of('Widths'), PDFArray);
  const widths = simple
    ? simple.asArray().flatMap((entry) => (entry instanceof PDFNumber ? [entry.asNumber()] : []))
    : font
      ? [...cidWidths(font).values()]
      : [];
  const drawn = widths.filter((width) => width > 0);
  return (
    drawn.length >= FIXED_PITCH_MIN_GLYPHS && drawn.every((width) => Math.abs(width - (drawn[0] ?? 0)) < 1)
  );
}

/** Strips the text of every page stream and form it draws; records each text's origin and style. */
export class PageTextStripper {
  private readonly document: PDFDocument;
  private readonly originalForms = new Map<string, Uint8Array>();
  private readonly rewrittenForms = new Set<string>();

  constructor(document: PDFDocument) {
    this.document = document;
  }

  /**
   * Reads the page's text shows (and those of the forms it draws); `commit` then writes the
   * streams back without them. `readerMatrix` maps user space to the reader's frame.
   */
  strip(page: PDFPage, stripAll: boolean, readerMatrix: Matrix = [1, 0, 0, 1, 0, 0]): PageTextRecord {
    const scopes: (PDFDict | undefined)[] = [page.node.Resources()];
    const styles = new Map<string, FontStyle>();
    const shows: ShownText[] = [];
    const graphics = new GraphicsBoxes();
    const writes: ((
      keep: ReadonlySet<ShownText>,
      drop: ReadonlySet<PaintedBox>,
      shift: ReadonlyMap<PaintedBox, number>,
    ) => void)[] = [];
    const movable = new Set<PaintedBox>();
    const visit = (
      bytes: Uint8Array,
      ctm: Matrix,
      scope: number,
      depth: number,
      write: (bytes: Uint8Array, openSaves: number) => void,
    ) => {
      const resources = scopes[scope];
      const result = stripText(bytes, {
        stripAll,
        ctm,
        scope,
        graphics,
        hooks: {
          onXObject: (name, currentCtm) => {
            if (depth >= MAX_FORM_DEPTH) return;
            const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
            const ref = xobjects?.get(PDFName.of(name));
            const form = this.document.context.lookup(ref);
            if (!(ref instanceof PDFRef) || !(form instanceof PDFStream)) return;
            const subtype = form.dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText();
            if (subtype === 'Image') return graphics.image(currentCtm);
            if (subtype !== 'Form') return;
            const key = ref.toString();
            const original = this.originalForms.get(key) ?? streamBytes(form);
            this.originalForms.set(key, original);
            const matrix = form.dict
              .lookupMaybe(PDFName.of('Matrix'), PDFArray)
              ?.asArray()
              .map((value) => (value instanceof PDFNumber ? value.asNumber() : 0));
            const formMatrix = (matrix?.length === 6 ? matrix : [1, 0, 0, 1, 0, 0]) as Matrix;
            scopes.push(form.dict.lookupMaybe(PDFName.of('Resources'), PDFDict) ?? resources);
            visit(original, multiply(formMatrix, currentCtm), scopes.length - 1, depth + 1, (stripped) => {
              if (this.rewrittenForms.has(key)) return;
              this.rewrittenForms.add(key);
              this.replaceStream(ref, form, stripped);
            });
          },
        },
      });
      shows.push(...result.shows);
      if (depth === 0) for (const box of result.shiftable) movable.add(box);
      writes.push((keep, drop, shift) => {
        const { bytes: stripped, removed } =
          keep.size > 0 || drop.size > 0 || shift.size > 0 ? result.rewrite(keep, drop, shift) : result;
        if (removed > 0) write(stripped, result.openSaves);
      });
    };
    visit(pageContentBytes(page), readerMatrix, 0, 0, (bytes, openSaves) => {
      // Wrapped in q…Q (closing any q the original left open) so our drawing starts from a clean state.
      const body = Buffer.concat([
        Buffer.from('q\n'),
        bytes,
        Buffer.from('\n' + 'Q\n'.repeat(openSaves + 1)),
      ]);
      const stream = flateStream(this.document.context, body);
      page.node.set(PDFName.of('Contents'), this.document.context.register(stream));
    });
    return {
      shows,
      graphics: graphics.boxes,
      textMarks: graphics.textMarks,
      fontStyle: (show) => {
        // Read once per font: a page asks for every piece of text it shows.
        const key = `${show.scope}/${show.fontResource}`;
        let style = styles.get(key);
        if (!style) styles.set(key, (style = describeFont(scopes[show.scope], show.fontResource)));
        return style;
      },
      movable,
      commit: (keep = new Set(), drop = new Set(), shift = new Map()) =>
        writes.forEach((write) => write(keep, drop, shift)),
    };
  }

  private replaceStream(ref: PDFRef, form: PDFStream, bytes: Uint8Array): void {
    const dict = form.dict.clone(this.document.context);
    dict.delete(PDFName.of('Filter'));
    dict.delete(PDFName.of('DecodeParms'));
    dict.delete(PDFName.of('Length'));
    const stream = flateStream(this.document.context, bytes);
    for (const [key, value] of dict.entries()) if (!stream.dict.has(key)) stream.dict.set(key, value);
    this.document.context.assign(ref, stream);
  }
}
