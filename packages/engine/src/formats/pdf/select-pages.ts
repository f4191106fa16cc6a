// A PDF cut down to a range of its pages, to be translated as a whole document would be: the kept
// pages keep their content, resources and fonts, and the catalog (structure tree, mark info) stays,
// so reading order and layout come out as they would for those pages in the whole file.

import { PDFArray, PDFDict, PDFRef, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';
import { EngineError, type PageRange } from '../../types.ts';
import { admitPdf, loadForWriting } from './guard.ts';

/**
 * Deletes every object nothing reachable from the trailer refers to: pdf-lib writes all the objects
 * it holds, so without this the removed pages' content would still be in the file.
 */
function dropUnreachable(context: PDFContext): void {
  const reached = new Set<PDFRef>();
  const pending: (PDFObject | undefined)[] = [context.trailerInfo.Root, context.trailerInfo.Info];
  for (let object = pending.pop(); pending.length > 0 || object; object = pending.pop()) {
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      pending.push(context.lookup(object));
    } else if (object instanceof PDFDict) for (const value of object.values()) pending.push(value);
    else if (object instanceof PDFArray) for (const value of object.asArray()) pending.push(value);
    else if (object instanceof PDFStream) pending.push(object.dict);
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
}

export async function selectPdfPages(bytes: Uint8Array, range: PageRange): Promise<Uint8Array> {
  await admitPdf(bytes);
  const document = await loadForWriting(bytes);
  const count = document.getPageCount();
  if (range.from < 1 || range.to < range.from || range.to > count)
    throw new EngineError(
      'unsupported-format',
      `This PDF has ${count} pages: pages ${range.from} to ${range.to} cannot be translated.`,
    );
  const dropped = document.getPages().filter((_, index) => index + 1 < range.from || index + 1 > range.to);
  for (let index = count; index >= 1; index--)
    if (index < range.from || index > range.to) document.removePage(index - 1);
  // Structure elements, outlines and links may still point at a removed page: an empty dictionary
  // there keeps those references valid without keeping the page's content.
  for (const page of dropped) document.context.assign(page.ref, document.context.obj({}));
  dropUnreachable(document.context);
  return document.save({ useObjectStreams: true, objectsPerTick: 5000 });
}
