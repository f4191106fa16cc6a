// What a page's translation draws, written as PDF operators in text and appended to the page as one
// stream when the page is done. pdf-lib's operator objects (nine for each line of text, every number
// an object, serialised again when saving) were a tenth of a translation's time.
import type { PDFPage } from 'pdf-lib';
import type { TextShow } from '../../fonts/document-fonts.ts';
import type { Frame } from '../../layout/frame.ts';
import type { Rgb } from '../../layout/lines.ts';
import type { PageBox } from '../../layout/room.ts';
import { flateStream } from './flate.ts';

/** A number as a PDF operand: no exponent, at most four decimals. */
function operand(value: number): string {
  const rounded = Math.round(value * 1e4) / 1e4;
  return rounded === 0 ? '0' : rounded.toFixed(4).replace(/\.?0+$/u, '');
}

const operands = (...values: number[]) => values.map(operand).join(' ');

export class Ink {
  private readonly operators: string[] = [];
  private readonly page: PDFPage;
  private readonly frame: Frame;

  constructor(page: PDFPage, frame: Frame) {
    this.page = page;
    this.frame = frame;
  }

  /**
   * Glyphs on a baseline given in the reader's frame: a rotated page gets the position mapped back
   * and the text turned. The squeeze is set even at 100 %: one left in the graphics state by the
   * page's own content must not apply.
   */
  private text(show: TextShow, baseline: number, colour: Rgb, squeeze: number): void {
    const [x, y] = this.frame.toUser(show.x, baseline);
    const angle = (this.frame.rotation * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    // Made-up bold: the outlines filled and stroked in the text's colour, 3 % of the size wide.
    const bold = show.madeUpBold ? ` 2 Tr ${operand(0.03 * show.size)} w ${operands(...colour)} RG` : '';
    this.operators.push(
      `q BT ${operand(100 * squeeze)} Tz ${operands(...colour)} rg${bold} ${show.font.toString()} ${operand(show.size)} Tf`,
      `${operands(cos, sin, -sin, cos, x, y)} Tm <${show.hex}> Tj ET Q`,
    );
  }

  /** Draws a line's `shows` (fonts/readable-glyphs.ts makes their glyphs read back as their text). */
  line(shows: TextShow[], baseline: number, colour: Rgb, squeeze: number): void {
    for (const show of shows) this.text(show, baseline, colour, squeeze);
  }

  /** Paints a box given in user space. */
  fill(box: PageBox, colour: Rgb): void {
    this.operators.push(
      `q ${operands(...colour)} rg ${operands(box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0)} re f Q`,
    );
  }

  /** Appends what was drawn to the page's content, over what the page draws itself. */
  finish(): void {
    if (this.operators.length === 0) return;
    const { context } = this.page.doc;
    const bytes = Buffer.from(this.operators.join('\n') + '\n', 'latin1');
    this.page.node.addContentStream(context.register(flateStream(context, bytes)));
    this.operators.length = 0;
  }
}
