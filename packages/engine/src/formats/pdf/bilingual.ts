// Bilingual PDF: every page shows the original on the left and its translation on the right,
// both as the reader sees them (pages with /Rotate are drawn turned).

import {
  degrees,
  ParseSpeeds,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFStream,
  type PDFEmbeddedPage,
  type PDFPage,
} from 'pdf-lib';
import { normaliseRotation, type Rotation } from '../../layout/frame.ts';

/** pdf-lib yields to the event loop every N objects; the default (50) made saving mostly waiting. */
const OBJECTS_PER_TICK = 5000;
const LOAD = { updateMetadata: false, throwOnInvalidObject: false, parseSpeed: ParseSpeeds.Fastest };

interface Shown {
  embedded: PDFEmbeddedPage;
  rotation: Rotation;
  /** Size as displayed. */
  width: number;
  height: number;
}

function shown(embedded: PDFEmbeddedPage, page: PDFPage): Shown {
  const rotation = normaliseRotation(page.getRotation().angle);
  const turned = rotation === 90 || rotation === 270;
  return {
    embedded,
    rotation,
    width: turned ? embedded.height : embedded.width,
    height: turned ? embedded.width : embedded.height,
  };
}

/** Draws a page with its display rotation (clockwise), its displayed box's lower-left corner at (x, y). */
function drawShown(target: PDFPage, page: Shown, x: number, y: number): void {
  const { width, height } = page.embedded;
  const offset: Record<Rotation, [number, number]> = {
    0: [0, 0],
    90: [0, width],
    180: [width, height],
    270: [height, 0],
  };
  const [dx, dy] = offset[page.rotation];
  target.drawPage(page.embedded, { x: x + dx, y: y + dy, rotate: degrees(-page.rotation) });
}

/**
 * A page may legally have no /Contents (a blank page), or entries that lead to no stream; pdf-lib
 * refuses to embed such a page, so it gets the streams it does have (none: it stays blank).
 */
function embeddable(page: PDFPage): PDFPage {
  const { context } = page.doc;
  const entry = page.node.get(PDFName.of('Contents'));
  const contents = context.lookup(entry);
  const entries = contents instanceof PDFArray ? contents.asArray() : [entry];
  const streams = entries.filter((stream) => context.lookup(stream) instanceof PDFStream);
  if (streams.length < entries.length) page.node.set(PDFName.of('Contents'), context.obj(streams));
  return page;
}

export async function sideBySide(original: Uint8Array, translated: Uint8Array): Promise<Uint8Array> {
  const output = await PDFDocument.create();
  const left = await PDFDocument.load(original, LOAD);
  const right = await PDFDocument.load(translated, LOAD);
  const leftPages = (await output.embedPages(left.getPages().map(embeddable))).map((page, index) =>
    shown(page, left.getPage(index)),
  );
  const rightPages = (await output.embedPages(right.getPages().map(embeddable))).map((page, index) =>
    shown(page, right.getPage(index)),
  );
  leftPages.forEach((leftPage, index) => {
    const rightPage = rightPages[index];
    if (!rightPage) return;
    const height = Math.max(leftPage.height, rightPage.height);
    const page = output.addPage([leftPage.width + rightPage.width, height]);
    drawShown(page, leftPage, 0, height - leftPage.height);
    drawShown(page, rightPage, leftPage.width, height - rightPage.height);
  });
  return output.save({ objectsPerTick: OBJECTS_PER_TICK });
}
