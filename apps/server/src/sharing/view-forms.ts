// What a view-only share link shows of each stored file, instead of the file: its pages as PDF
// (a PDF's own pages copied into a new document, an office document laid out by the previews
// service), a picture re-encoded without its metadata, or a reading view in HTML (text, subtitles,
// Markdown, HTML, EPUB). Made once and kept beside the file (derived-keys.ts), like a preview.

import type { SharedFileView } from '@tolk/contract';
import { MAX_IMAGE_PIXELS } from '@tolk/engine';
import sharp from 'sharp';
import { AppError } from '../errors.ts';
import { viewKey } from '../files/derived-keys.ts';
import type { FileRow } from '../files/repo.ts';
import { canRender, previewPdf, type PreviewDeps } from '../previews/service.ts';
import { readingView, type ReadingSource } from './reading-view.ts';
import { pdfPagesOnly } from './view-pdf.ts';

type Maker =
  | { view: 'pdf'; from: 'pdf' | 'office' }
  | { view: 'image'; as: 'png' | 'jpeg' | 'webp' }
  | { view: 'html'; from: ReadingSource }
  | { view: 'none' };

const READING: Record<string, ReadingSource> = {
  'text/plain': 'text',
  'application/x-subrip': 'text',
  'text/vtt': 'text',
  'text/markdown': 'markdown',
  'text/html': 'html',
  'application/epub+zip': 'epub',
};
// GIF is shown as PNG (one frame); HEIC is not something sharp reads, so it has no view.
const IMAGES: Record<string, 'png' | 'jpeg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'png',
};

function makerOf(contentType: string): Maker {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return { view: 'pdf', from: 'pdf' };
  if (canRender({ contentType: type })) return { view: 'pdf', from: 'office' };
  const image = IMAGES[type];
  if (image) return { view: 'image', as: image };
  const reading = READING[type];
  return reading ? { view: 'html', from: reading } : { view: 'none' };
}

/** How a view-only link shows a file of this type (SharedFile.view). */
export const viewOf = (contentType: string): SharedFileView => makerOf(contentType).view;

export interface SharedView {
  bytes: Buffer;
  contentType: string;
}

async function make(deps: PreviewDeps, maker: Maker, row: FileRow): Promise<Buffer> {
  if (maker.view === 'pdf' && maker.from === 'office')
    // LibreOffice copies the document's properties (author, title) into its PDF: pages only here too.
    return Buffer.from(await pdfPagesOnly(await previewPdf(deps, row)));
  const bytes = await deps.storage.readAll(row.storageKey);
  if (maker.view === 'pdf') return Buffer.from(await pdfPagesOnly(bytes));
  if (maker.view === 'html') return Buffer.from(await readingView(maker.from, bytes, row.fileName));
  if (maker.view !== 'image') throw new AppError('not-found', 'NO_PREVIEW');
  // sharp writes no metadata unless asked: the camera, place and time of a photo stay behind.
  const image = sharp(bytes, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'error',
    animated: false,
  }).rotate();
  const encoded =
    maker.as === 'png'
      ? image.png()
      : maker.as === 'jpeg'
        ? image.jpeg({ quality: 90 })
        : image.webp({ quality: 90 });
  return encoded.toBuffer();
}

const CONTENT_TYPES = { pdf: 'application/pdf', html: 'text/html; charset=utf-8' } as const;

/** Views being made, so two visitors of one document wait for one. */
const making = new Map<string, Promise<Buffer>>();

/** The file in the form a view-only link shows it; not-found (NO_PREVIEW) for a type it cannot show. */
export async function sharedView(deps: PreviewDeps, row: FileRow): Promise<SharedView> {
  const maker = makerOf(row.contentType);
  if (maker.view === 'none') throw new AppError('not-found', 'NO_PREVIEW');
  const contentType = maker.view === 'image' ? `image/${maker.as}` : CONTENT_TYPES[maker.view];
  const key = viewKey(row.storageKey);
  const kept = await deps.storage.readAll(key).catch(() => undefined);
  if (kept) return { bytes: kept, contentType };
  let pending = making.get(key);
  if (!pending) {
    pending = (async () => {
      let bytes: Buffer;
      try {
        bytes = await make(deps, maker, row);
      } catch (error) {
        if (error instanceof AppError) throw error;
        deps.log.warn({ err: error, fileId: row.id }, 'shared view could not be made');
        throw new AppError('unavailable', 'SHARED_VIEW_FAILED');
      }
      await deps.storage.put(key, bytes, bytes.length, contentType);
      return bytes;
    })().finally(() => making.delete(key));
    making.set(key, pending);
  }
  return { bytes: await pending, contentType };
}
