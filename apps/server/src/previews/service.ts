import { previewKey } from '../files/derived-keys.ts';
import type { FileRow } from '../files/repo.ts';
import type { FilesDeps } from '../files/service.ts';
import type { Logger } from '../logger.ts';
import { AppError } from '../errors.ts';
import { RENDERABLE, RenderError, renderPdf } from './render.ts';

export const canRender = (row: Pick<FileRow, 'contentType'>) => row.contentType in RENDERABLE;

export interface PreviewDeps extends FilesDeps {
  log: Logger;
  /** PATH, to find LibreOffice's soffice. */
  searchPath: string;
}

/** Renderings under way, so two viewers of one document wait for one conversion. */
const rendering = new Map<string, Promise<Buffer>>();

/**
 * The office document laid out as PDF pages, rendered once and then kept. Derived from the
 * file, so it does not count against the owner's storage.
 */
export async function previewPdf(deps: PreviewDeps, row: FileRow): Promise<Buffer> {
  const extension = RENDERABLE[row.contentType];
  if (!extension) throw new AppError('not-found', 'NO_PREVIEW');
  const key = previewKey(row.storageKey);
  const kept = await deps.storage.readAll(key).catch(() => undefined);
  if (kept) return kept;
  let pending = rendering.get(key);
  if (!pending) {
    pending = render(deps, row, extension).finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}

async function render(deps: PreviewDeps, row: FileRow, extension: string): Promise<Buffer> {
  const source = await deps.storage.readAll(row.storageKey);
  let pdf: Buffer;
  try {
    pdf = Buffer.from(await renderPdf(source, extension, { searchPath: deps.searchPath, owner: row.userId }));
  } catch (error) {
    if (!(error instanceof RenderError)) throw error;
    deps.log.warn({ err: error, fileId: row.id }, 'preview rendering failed');
    throw new AppError('unavailable', 'PREVIEW_FAILED');
  }
  await deps.storage.put(previewKey(row.storageKey), pdf, pdf.length, 'application/pdf');
  return pdf;
}
