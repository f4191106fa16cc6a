import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';

/** Annotations that carry a file of their own, or play one: never part of how a page looks. */
const CARRIERS = new Set(['/FileAttachment', '/Sound', '/Movie', '/Screen', '/RichMedia', '/3D']);

/** An annotation's action only if it is a plain web link (no JavaScript, launches or form posts). */
function keepOnlyLinks(annotation: PDFDict): void {
  annotation.delete(PDFName.of('AA'));
  const action = annotation.lookupMaybe(PDFName.of('A'), PDFDict);
  if (action && action.get(PDFName.of('S'))?.toString() !== '/URI') annotation.delete(PDFName.of('A'));
}

/**
 * A PDF as a view-only link shows it: its pages as they look, copied into a new document, and
 * nothing else of the file (attachments, document scripts, form data, metadata, outline, earlier
 * revisions). Pages keep their link annotations and the appearance of form fields; page and
 * annotation actions other than web links, and annotations that carry files, are left out.
 */
export async function pdfPagesOnly(bytes: Uint8Array): Promise<Uint8Array> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const copy = await PDFDocument.create({ updateMetadata: false });
  const pages = await copy.copyPages(source, source.getPageIndices());
  for (const page of pages) {
    page.node.delete(PDFName.of('AA'));
    const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (annotations) {
      const kept = PDFArray.withContext(copy.context);
      for (let index = 0; index < annotations.size(); index++) {
        const annotation = annotations.lookupMaybe(index, PDFDict);
        if (!annotation || CARRIERS.has(annotation.get(PDFName.of('Subtype'))?.toString() ?? '')) continue;
        keepOnlyLinks(annotation);
        kept.push(annotations.get(index));
      }
      page.node.set(PDFName.of('Annots'), kept);
    }
    copy.addPage(page);
  }
  return copy.save();
}
