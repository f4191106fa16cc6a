// Bilingual PDF: every page shows the original on the left and its translation on the right.

import { ParseSpeeds, PDFDocument } from 'pdf-lib';

/** pdf-lib yields to the event loop every N objects; the default (50) made saving mostly waiting. */
const OBJECTS_PER_TICK = 5000;

export async function sideBySide(original: Uint8Array, translated: Uint8Array): Promise<Uint8Array> {
  const output = await PDFDocument.create();
  const left = await PDFDocument.load(original, {
    updateMetadata: false,
    throwOnInvalidObject: false,
    parseSpeed: ParseSpeeds.Fastest,
  });
  const right = await PDFDocument.load(translated, {
    updateMetadata: false,
    throwOnInvalidObject: false,
    parseSpeed: ParseSpeeds.Fastest,
  });
  const leftPages = await output.embedPages(left.getPages());
  const rightPages = await output.embedPages(right.getPages());
  leftPages.forEach((leftPage, index) => {
    const rightPage = rightPages[index];
    if (!rightPage) return;
    const page = output.addPage([
      leftPage.width + rightPage.width,
      Math.max(leftPage.height, rightPage.height),
    ]);
    page.drawPage(leftPage, { x: 0, y: page.getHeight() - leftPage.height });
    page.drawPage(rightPage, { x: leftPage.width, y: page.getHeight() - rightPage.height });
  });
  return output.save({ objectsPerTick: OBJECTS_PER_TICK });
}
