import {
  SHARED_FILE_KINDS,
  type ShareLink,
  type SharedDocument,
  type SharedFile,
  type SharedFileKind,
  type Translation,
} from '@tolk/contract';
import type { FileRow } from '../files/repo.ts';
import type { TranslationRow } from '../translations/view.ts';
import type { ShareLinkRow } from './repo.ts';
import { viewOf } from './view-forms.ts';

export const sharedPagePath = (shareId: string) => `/shared/${encodeURIComponent(shareId)}`;
export const sharedApiPath = (shareId: string) => `/api/shared/${encodeURIComponent(shareId)}`;

export function toShareLink(row: ShareLinkRow, baseUrl: string): ShareLink {
  return {
    shareId: row.id,
    translationId: row.translationId,
    url: `${baseUrl}${sharedPagePath(row.id)}`,
    allowDownload: row.allowDownload,
    includeOriginal: row.includeOriginal,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The files a link shows: always the translation; the original and the bilingual file (which
 * holds the original's text too) only when the owner included the original.
 */
export function sharedFileIds(
  link: ShareLinkRow,
  translation: TranslationRow,
): Partial<Record<SharedFileKind, string>> {
  const ids: Partial<Record<SharedFileKind, string | null>> = {
    translated: translation.translatedFileId,
    ...(link.includeOriginal
      ? { original: translation.originalFileId, bilingual: translation.bilingualFileId }
      : {}),
  };
  return Object.fromEntries(Object.entries(ids).filter(([, id]) => id)) as Partial<
    Record<SharedFileKind, string>
  >;
}

function sharedFile(shareId: string, kind: SharedFileKind, row: FileRow, allowDownload: boolean): SharedFile {
  const viewPath = `${sharedApiPath(shareId)}/files/${kind}`;
  return {
    kind,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    viewPath,
    // A view-only link never hands out the file, not even to view it (view-forms.ts).
    view: allowDownload ? 'file' : viewOf(row.contentType),
    downloadPath: allowDownload ? `${viewPath}?download=1` : null,
  };
}

export function toSharedDocument(
  link: ShareLinkRow,
  translation: TranslationRow,
  ids: Partial<Record<SharedFileKind, string>>,
  rows: FileRow[],
): SharedDocument {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const files = SHARED_FILE_KINDS.flatMap((kind) => {
    const row = byId.get(ids[kind] ?? '');
    return row ? [sharedFile(link.id, kind, row, link.allowDownload)] : [];
  });
  return {
    shareId: link.id,
    fileName: translation.fileName,
    langFrom: translation.langFrom,
    langTo: translation.langTo,
    detectedLanguage: translation.detectedLanguage,
    format: translation.format as Translation['format'],
    isImage: translation.isImage,
    pages: translation.pages,
    createdAt: translation.createdAt.toISOString(),
    expiresAt: link.expiresAt?.toISOString() ?? null,
    allowDownload: link.allowDownload,
    files,
  };
}
