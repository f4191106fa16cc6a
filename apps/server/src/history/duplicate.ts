import { type Translation } from '@tolk/contract';
import { AppError } from '../errors.ts';
import { destinationFolder } from './folders.ts';
import { assertFinished, freeCopyName, storeCopies, type PlannedCopy } from './copy.ts';
import type { HistoryDeps } from './deps.ts';
import { publishTranslations } from './events.ts';
import { orFail } from './failure.ts';
import * as repo from '../translations/history-repo.ts';
import { toTranslation, type TranslationRow } from '../translations/view.ts';

/** Copies the files and inserts every row in one transaction; nothing is left behind on failure. */
async function insertCopies(
  deps: HistoryDeps,
  userId: string,
  plans: PlannedCopy[],
): Promise<TranslationRow[]> {
  // Under the folder lock: the destination folders are still there when the copies land.
  const { translations: stored } = await storeCopies(deps, userId, plans, async (tx) => {
    for (const folderId of new Set(plans.map((plan) => plan.folderId)))
      await destinationFolder(tx, userId, folderId);
  });
  await publishTranslations(deps.bus, userId, stored);
  return stored;
}

/** Copies one document (row and stored files); default name "<name> (copy)<.ext>", made unique. */
export async function duplicateDocument(
  deps: HistoryDeps,
  userId: string,
  input: {
    documentId: string;
    newName?: string | undefined;
    destinationFolderId?: string | null | undefined;
  },
): Promise<Translation> {
  return orFail('DUPLICATE_DOCUMENT_FAILED', async () => {
    const source = await repo.findInHistory(deps.db, userId, input.documentId);
    if (!source) throw new AppError('not-found', 'DOCUMENT_NOT_FOUND');
    assertFinished([source]);
    await destinationFolder(deps.db, userId, input.destinationFolderId);
    const [row] = await insertCopies(deps, userId, [
      {
        source,
        fileName: input.newName ?? (await freeCopyName(deps, userId, source.fileName)),
        folderId: input.destinationFolderId === undefined ? source.folderId : input.destinationFolderId,
      },
    ]);
    if (!row) throw new Error('duplicate inserted no row');
    return toTranslation(row);
  });
}

/**
 * Copies several documents, all or none: any id that is not the caller's makes the call
 * not-found before anything is copied. Without destinationFolderId each copy stays beside its source.
 */
export async function duplicateDocuments(
  deps: HistoryDeps,
  userId: string,
  input: { documentIds: string[]; destinationFolderId?: string | null | undefined },
): Promise<{ documents: Translation[] }> {
  return orFail('DUPLICATE_DOCUMENTS_FAILED', async () => {
    const ids = [...new Set(input.documentIds)];
    const found = new Map((await repo.findManyInHistory(deps.db, userId, ids)).map((row) => [row.id, row]));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw new AppError('not-found', 'DOCUMENT_ID_NOT_FOUND', { documentId: missing });
    const sources = ids.map((id) => found.get(id) as TranslationRow);
    assertFinished(sources);
    await destinationFolder(deps.db, userId, input.destinationFolderId);
    const plans: PlannedCopy[] = [];
    for (const source of sources) {
      plans.push({
        source,
        fileName: await freeCopyName(
          deps,
          userId,
          source.fileName,
          await takenNames(deps, userId, plans, source),
        ),
        folderId: input.destinationFolderId === undefined ? source.folderId : input.destinationFolderId,
      });
    }
    const rows = await insertCopies(deps, userId, plans);
    return { documents: rows.map(toTranslation) };
  });
}

/** Names already taken for `source`'s copies, including the copies planned earlier in this call. */
async function takenNames(deps: HistoryDeps, userId: string, plans: PlannedCopy[], source: TranslationRow) {
  const dot = source.fileName.lastIndexOf('.');
  const stem = dot > 0 ? source.fileName.slice(0, dot) : source.fileName;
  const names = await repo.namesStartingWith(deps.db, userId, `${stem} (copy`);
  for (const plan of plans) names.add(plan.fileName);
  return names;
}
