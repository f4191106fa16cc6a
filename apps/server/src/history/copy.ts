import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.ts';
import { copyStoredFile, deleteStoredFiles } from '../files/service.ts';
import type { HistoryDeps } from './deps.ts';
import * as repo from './repo.ts';
import type { TranslationRow } from './view.ts';

export const STILL_TRANSLATING = 'Wait for the translation to finish before duplicating it';

const FILE_FIELDS = ['originalFileId', 'translatedFileId', 'bilingualFileId', 'thumbnailFileId'] as const;

/** The stored files a translation row points at. */
export function fileIdsOf(row: TranslationRow): string[] {
  return FILE_FIELDS.map((field) => row[field]).filter((id): id is string => id !== null);
}

/** A copy of an unfinished translation would stay "processing" forever: its job updates only the source. */
export function assertFinished(rows: TranslationRow[]): void {
  if (rows.some((row) => row.status === 'queued' || row.status === 'processing'))
    throw new AppError('aborted', STILL_TRANSLATING);
}

/** "report.pdf" → "report (copy).pdf", then "(copy 2)", ... until no document of the user has that name. */
export async function freeCopyName(deps: HistoryDeps, userId: string, fileName: string, taken?: Set<string>) {
  const dot = fileName.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  const names = taken ?? (await repo.namesStartingWith(deps.db, userId, `${stem} (copy`));
  for (let n = 1; ; n++) {
    const candidate = `${stem} (${n === 1 ? 'copy' : `copy ${n}`})${ext}`;
    if (!names.has(candidate)) {
      names.add(candidate);
      return candidate;
    }
  }
}

export interface PlannedCopy {
  source: TranslationRow;
  fileName: string;
  folderId: string | null;
}

/**
 * Copies the stored files of each planned copy (counted against the storage quota) and
 * returns the new rows to insert. On any failure the files copied so far are deleted again.
 */
export async function copyFilesFor(
  deps: HistoryDeps,
  userId: string,
  plans: PlannedCopy[],
): Promise<{ rows: repo.NewTranslationRow[]; fileIds: string[] }> {
  const fileIds: string[] = [];
  const rows: repo.NewTranslationRow[] = [];
  try {
    for (const { source, fileName, folderId } of plans) {
      const copied: Partial<Record<(typeof FILE_FIELDS)[number], string | null>> = {};
      for (const field of FILE_FIELDS) {
        const id = source[field];
        copied[field] = id === null ? null : await copyStoredFile(deps, userId, id);
        if (copied[field]) fileIds.push(copied[field]);
      }
      const now = new Date();
      rows.push({
        ...source,
        ...copied,
        id: randomUUID(),
        fileName,
        fileNameLower: fileName.toLowerCase(),
        folderId,
        // The quota was charged to the source; the copy holds none and can give none back.
        chargedPages: 0,
        chargedImages: 0,
        createdAt: now,
        updatedAt: now,
      });
    }
  } catch (error) {
    await deleteStoredFiles(deps, userId, fileIds).catch(() => undefined);
    throw error;
  }
  return { rows, fileIds };
}
