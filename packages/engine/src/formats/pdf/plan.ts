// First pass over a PDF: for each page, remove the original text from its content and work out
// the blocks to translate — from the text layer, or through OCR when the text is only pixels.

import type { PDFDocument } from 'pdf-lib';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { EngineError, type FormatContext } from '../../types.ts';
import type { TextBlock } from '../../layout/blocks.ts';
import type { TextLine } from '../../layout/lines.ts';
import { rulesFrom } from '../../layout/rules.ts';
import type { Cover } from './placement.ts';
import type { PageBox } from '../../layout/room.ts';
import { ocrPdfPage } from '../../ocr/ocr-page.ts';
import { frameFor, readerBox, type Frame } from '../../layout/frame.ts';
import { hyphenationOf } from '../../layout/paragraph-breaks.ts';
import { blocksFromLayer, drawsImages, OCR_CHARACTER_THRESHOLD, readTextLayer } from './extract.ts';
import { checkSamePages } from './guard.ts';
import { actualTextsOf, PageTextStripper } from './page-content.ts';
import type { ShownText } from './content/strip-text.ts';
import { MAX_PAGE_SIDE } from './pdfjs.ts';
import { readLinks, type PageLink } from './links.ts';

export interface PlannedBlock {
  block: TextBlock;
  cover?: Cover;
  /** The shows that drew the block: a block that stays as it is keeps them. */
  shows: ShownText[];
  /** False when some of the block's text could not be traced to a show (it cannot stay). */
  traced: boolean;
}

export interface PagePlan {
  /** Page box in the reader's frame. */
  box: PageBox;
  frame: Frame;
  /** Boxes of paths and images (reader's frame) that growing text should stay clear of. */
  drawings: PageBox[];
  /** The drawings `commit` can move down (with the frame's text they hold). */
  movableDrawings: ReadonlySet<PageBox>;
  blocks: PlannedBlock[];
  /** The page's link annotations. */
  links: PageLink[];
  /** The text layer's lines the blocks were grouped from (none on OCR pages). */
  lines: TextLine[];
  ocr: boolean;
  /**
   * Writes the page without its original text, except the blocks kept as they are, without the
   * `drop`ped paths and with the `shift`ed drawings moved down by so much.
   */
  commit(kept: PlannedBlock[], drop?: ReadonlySet<PageBox>, shift?: ReadonlyMap<PageBox, number>): void;
}

export function checkPageSize(view: number[], pageNumber: number): PageBox {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = view;
  if (Math.abs(x1 - x0) > MAX_PAGE_SIDE || Math.abs(y1 - y0) > MAX_PAGE_SIDE) {
    throw new EngineError('too-large', `Page ${pageNumber} of this PDF is larger than 200 inches on a side.`);
  }
  return { x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) };
}

/** pdf.js gives the catalog's /MarkInfo as a Map, though its types say an object. */
function isTagged(markInfo: unknown): boolean {
  if (markInfo instanceof Map) return markInfo.get('Marked') === true;
  return (markInfo as { Marked?: boolean } | null)?.Marked === true;
}

export async function planPages(
  reader: PDFDocumentProxy,
  writer: PDFDocument,
  context: Pick<FormatContext, 'from' | 'signal'>,
  onPage: (index: number, ocr: boolean) => void,
): Promise<PagePlan[]> {
  const stripper = new PageTextStripper(writer);
  const hyphenation = hyphenationOf(`${writer.getProducer() ?? ''} ${writer.getCreator() ?? ''}`);
  checkSamePages(writer, reader.numPages);
  const pages = writer.getPages();
  // Only a tagged PDF has a structure tree worth reading (and marked content tied to it).
  const tagged = isTagged(await reader.getMarkInfo().catch(() => null));
  const plans: PagePlan[] = [];
  for (let index = 0; index < pages.length; index++) {
    if (context.signal?.aborted) throw new EngineError('timeout', 'The translation was cancelled.');
    const page = await reader.getPage(index + 1);
    const frame = frameFor(page.rotate);
    const box = readerBox(frame, checkPageSize(page.view, index + 1));
    const target = pages[index];
    if (!target) continue;
    const layer = await readTextLayer(page, { frame, tagged, actualTexts: actualTextsOf(target) });
    let record =
      layer.characters >= OCR_CHARACTER_THRESHOLD ? stripper.strip(target, false, frame.matrix) : undefined;
    const visible =
      record?.shows.some((show) => !show.rotated && show.renderMode !== 3 && show.renderMode !== 7) ?? false;
    const ocr = !visible && (await drawsImages(page));
    onPage(index, ocr);
    if (ocr) {
      // The words are pixels (a scan, maybe with an invisible OCR layer, which goes too).
      (record ?? stripper.strip(target, true, frame.matrix)).commit();
      const found = await ocrPdfPage(page, context.from, frame, context.signal);
      plans.push({
        box,
        frame,
        ocr,
        drawings: [],
        movableDrawings: new Set(),
        links: [],
        lines: [],
        blocks: found.map((entry) => ({
          block: entry.block,
          cover: { colour: entry.background, ...entry.ink },
          shows: [],
          traced: false,
        })),
        commit: () => undefined,
      });
    } else {
      record ??= stripper.strip(target, false, frame.matrix);
      const read = record;
      const links = readLinks(target, frame);
      const { lines, blocks, showsOf } = blocksFromLayer(
        layer,
        read.shows,
        read.fontStyle,
        box.x1 - box.x0,
        rulesFrom(read.graphics),
        read.textMarks,
        links,
        hyphenation,
      );
      plans.push({
        box,
        frame,
        ocr,
        drawings: read.graphics,
        movableDrawings: read.movable,
        links,
        lines,
        blocks: blocks.map((block) => ({ block, ...showsOf(block) })),
        commit: (kept, drop, shift) =>
          read.commit(new Set(kept.flatMap((entry) => entry.shows)), drop, shift),
      });
    }
    page.cleanup();
  }
  return plans;
}
