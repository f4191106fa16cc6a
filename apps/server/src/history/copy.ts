import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { Db } from '../db/client.ts';
import { copyBlobs, discardCopiedFiles, storeCopiedFiles } from '../files/service.ts';
import { publishQuota } from '../quota/service.ts';
import type { HistoryDeps } from './deps.ts';
import * as repo from '../translations/history-repo.ts';
import { withUserLock } from '../db/user-lock.ts';
import { firstFreeCopyName } from './copy-name.ts';
import type { NewTranslationRow, TranslationRow } from '../translations/view.ts';

const FILE_FIELDS = ['originalFileId', 'translatedFileId', 'bilingualFileId', 'thumbnailFileId'] as const;

/** The stored files a translation row points at. */
export function fileIdsOf(row: TranslationRow): string[] {
  return FILE_FIELDS.map((field) => row[field]).filter((id): id is string => id !== null);
}

/** A copy of an unfinished translation would stay "processing" forever: its job updates only the source. */
export function assertFinished(rows: TranslationRow[]): void {
  if (rows.some((row) => row.status === 'queued' || row.status === 'processing'))
    throw new AppError('aborted', 'STILL_TRANSLATING');
}

/** "report.pdf" → "report (copy).pdf", then "(copy 2)", ... until no document of the user has that name. */
export async function freeCopyName(deps: HistoryDeps, userId: string, fileName: string, taken?: Set<string>) {
  const dot = fileName.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  const names = taken ?? (await repo.namesStartingWith(deps.db, userId, `${stem} (copy`));
  const name = firstFreeCopyName(stem, ext, (candidate) => names.has(candidate));
  names.add(name);
  return name;
}

export interface PlannedCopy {
  source: TranslationRow;
  fileName: string;
  folderId: string | null;
}

/**
 * Copies the plans' files and stores the copies, all or none: the bytes are copied first, then
 * one transaction holding the user's folder lock runs `prepare` (check or create the destination
 * folders), reserves the copies' whole storage at once and inserts the file and translation rows.
 * When it fails, the copied bytes are deleted; nothing was reserved or inserted.
 */
export async function storeCopies<T>(
  deps: HistoryDeps,
  userId: string,
  plans: PlannedCopy[],
  prepare: (tx: Db) => Promise<T>,
): Promise<{ prepared: T; translations: TranslationRow[] }> {
  const sourceFileIds = plans.flatMap(({ source }) => fileIdsOf(source));
  const copied = await copyBlobs(deps, userId, sourceFileIds);
  let next = 0;
  const now = new Date();
  const rows: NewTranslationRow[] = plans.map(({ source, fileName, folderId }) => ({
    ...source,
    // copied.rows follow fileIdsOf's order: FILE_FIELDS without the empty ones, plan by plan.
    ...Object.fromEntries(
      FILE_FIELDS.map((field) => [field, source[field] === null ? null : copied.rows[next++]?.id]),
    ),
    id: randomUUID(),
    fileName,
    fileNameLower: fileName.toLowerCase(),
    folderId,
    // The quota was charged to the source; the copy holds none and can give none back.
    chargedPages: 0,
    chargedImages: 0,
    createdAt: now,
    updatedAt: now,
  }));
  let result: { prepared: T; translations: TranslationRow[] };
  try {
    result = await withUserLock(deps.db, userId, 'folders', async (tx) => {
      const prepared = await prepare(tx);
      await storeCopiedFiles(tx, deps.premiumLimits, copied);
      return { prepared, translations: await repo.insertTranslations(tx, rows) };
    });
  } catch (error) {
    await discardCopiedFiles(deps, copied);
    throw error;
  }
  if (copied.rows.length > 0) await publishQuota(deps, userId);
  return result;
}
