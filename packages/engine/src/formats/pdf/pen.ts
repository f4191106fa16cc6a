// Draws and measures single styled pieces on a page, in the reader's frame: raised and lowered
// marks at their rise, inline formulas part by part where the source set them, and where each
// link's text went (for links.ts).

import type { PDFPage } from 'pdf-lib';
import type { Piece } from '../../layout/fit.ts';
import type { Rgb, TextStyle } from '../../layout/lines.ts';
import type { PageBox } from '../../layout/room.ts';
import type { Direction } from '../../fonts/bidi.ts';
import type { DocumentFonts } from '../../fonts/document-fonts.ts';
import { userBox, type Frame } from '../../layout/frame.ts';
import { Ink } from './ink.ts';

export interface At {
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  /** Horizontal scale of the letters. */
  squeeze: number;
}

export class Pen {
  /** Where each link's text was drawn (reader's frame), for links.ts to move the link there. */
  readonly linkBoxes = new Map<number, PageBox[]>();
  private readonly page: PDFPage;
  private readonly fonts: DocumentFonts;
  private readonly frame: Frame;
  private readonly ink: Ink;

  constructor(page: PDFPage, fonts: DocumentFonts, frame: Frame) {
    this.page = page;
    this.fonts = fonts;
    this.frame = frame;
    this.ink = new Ink(page, frame);
  }

  /** Loads the glyphs the pieces need, in their styles (a formula's, in its parts' styles). */
  async prepare(pieces: Piece<TextStyle>[]): Promise<void> {
    const byStyle = new Map<TextStyle, string[]>();
    for (const piece of pieces)
      for (const { text, style } of piece.style.formula?.parts ?? [piece])
        byStyle.set(style, [...(byStyle.get(style) ?? []), text]);
    for (const [style, texts] of byStyle) await this.fonts.prepare(texts, style);
  }

  readonly measure = (text: string, style: TextStyle, size: number): number =>
    style.formula
      ? (style.formula.width * size) / style.formula.size
      : this.fonts.measure(text, size * (style.script?.scale ?? 1), style);

  draw(piece: Piece<TextStyle>, at: At, base: Direction): void {
    const { script, formula } = piece.style;
    if (formula) {
      // Each part where the source set it, scaled with the line; a part our font sets wider is narrowed to its source width.
      const scale = at.size / formula.size;
      for (const rule of formula.rules) {
        const x = at.x + rule.dx * scale * at.squeeze;
        const y = at.y + rule.dy * scale;
        const box = { x0: x, y0: y, x1: x + rule.width * scale * at.squeeze, y1: y + rule.height * scale };
        this.fill(box, rule.colour ?? piece.style.colour);
      }
      for (const part of formula.parts) {
        const size = part.size * scale;
        const natural = this.measure(part.text, part.style, size);
        const squeeze = at.squeeze * Math.min(1, (part.width * scale) / Math.max(natural, 1e-6));
        this.draw(
          part,
          { x: at.x + part.dx * scale * at.squeeze, y: at.y + part.dy * scale, size, squeeze },
          base,
        );
      }
      return;
    }
    if (piece.style.link !== undefined) this.recordLink(piece, at);
    if (piece.style.underline) this.underline(piece, at);
    const size = script ? at.size * script.scale : at.size;
    const baseline = script ? at.y + script.rise * at.size : at.y;
    const { squeeze } = at;
    const shows = this.fonts.lineShows(this.page, piece.text, {
      x: at.x,
      size,
      squeeze,
      style: piece.style,
      base,
    });
    this.ink.line(shows, baseline, piece.style.colour, squeeze);
  }

  /** Paints a box (reader's frame) in a colour: the paper under text that was only pixels. */
  fill(box: PageBox, colour: Rgb): void {
    // Boxes are axis-aligned in both frames (rotations are multiples of 90°).
    this.ink.fill(userBox(this.frame, box), colour);
  }

  /** Writes what was drawn to the page; call once the page is drawn. */
  finish(): void {
    this.ink.finish();
  }

  /** How far the piece's words reach from where it starts (its trailing spaces left out). */
  private wordsWidth(piece: Piece<TextStyle>, at: At): number {
    return this.measure(piece.text.trimEnd(), piece.style, at.size) * at.squeeze;
  }

  /** A line under the piece's words, where a word processor draws it (0.1 em down, 0.05 em thick). */
  private underline(piece: Piece<TextStyle>, at: At): void {
    const y = at.y - 0.1 * at.size;
    const x1 = at.x + this.wordsWidth(piece, at);
    this.fill({ x0: at.x, y0: y - 0.05 * at.size, x1, y1: y }, piece.style.colour);
  }

  private recordLink(piece: Piece<TextStyle>, at: At): void {
    const link = piece.style.link as number;
    const x1 = at.x + this.wordsWidth(piece, at);
    const box = { x0: at.x, y0: at.y - 0.25 * at.size, x1, y1: at.y + 0.85 * at.size };
    this.linkBoxes.set(link, [...(this.linkBoxes.get(link) ?? []), box]);
  }
}
