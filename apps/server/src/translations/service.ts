import { type FUNCTIONS, type Translation } from '@tolk/contract';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import * as files from '../files/service.ts';
import { isLiveFolder } from './history-repo.ts';
import { toTranslation } from './view.ts';
import type { CallContext } from '../callable.ts';
import { reserveQuota } from '../quota/repo.ts';
import { quotaRefusal } from '../quota/refusals.ts';
import { getQuota, publishQuota } from '../quota/service.ts';
import * as users from '../users/service.ts';
import type { TranslationsDeps } from './deps.ts';
import { publishTranslation } from './events.ts';
import { chooseGlossary } from '../glossaries/choice.ts';
import { checkDetectedPair, checkPair, chooseProvider } from './providers.ts';
import { enqueue, queueTranslation } from './queue.ts';
import { withQueuePositions } from './queue-position.ts';
import * as repo from './repo.ts';
import { loadSource } from './source.ts';
import { pagesToTranslate } from './page-range.ts';

type TranslateInput = z.output<(typeof FUNCTIONS)['translateDocument']['input']>;

class QuotaShort extends Error {}

/** Gives a translation its own copy of the original; when that fails, the translation fails (quota back). */
async function attachCopy(
  deps: TranslationsDeps,
  row: repo.TranslationRow,
  fileId: string,
): Promise<repo.TranslationRow> {
  try {
    const copyId = await files.copyStoredFile(deps, row.userId, fileId);
    const updated = await repo.setOriginal(deps.db, row.id, copyId);
    if (updated) return updated;
  } catch (error) {
    const failed = await deps.db.transaction((tx) =>
      repo.fail(
        tx,
        row.id,
        row.attempt,
        error instanceof AppError ? error : new AppError('internal', 'ORIGINAL_NOT_COPIED'),
      ),
    );
    if (failed) await publishTranslation(deps.bus, failed);
    await publishQuota(deps, row.userId);
    throw error;
  }
  throw new AppError('not-found', 'TRANSLATION_NOT_FOUND');
}

/**
 * Translates the caller's completed upload: the pages (or the image translation) are reserved
 * atomically with the queued row; streaming callers hear its progress until it settles.
 */
export async function translateDocument(
  deps: TranslationsDeps,
  userId: string,
  input: TranslateInput,
  ctx: Pick<CallContext, 'emit' | 'signal' | 'streaming'>,
): Promise<Translation> {
  const preferences = await users.getPreferences(deps, userId);
  const provider = chooseProvider(deps, input.provider, preferences);
  if (input.folderId !== null && !(await isLiveFolder(deps.db, userId, input.folderId)))
    throw new AppError('not-found', 'FOLDER_NOT_FOUND');
  await checkPair(deps, provider, input.langFrom, input.langTo);
  const source = await loadSource(deps, userId, input.uploadId);
  // A photo's analysed language is only its script's guess: the job detects it among the pair's sources.
  if (input.langFrom === 'auto' && !source.isImage)
    await checkDetectedPair(deps, provider, source.analysis.detectedLanguage, input.langTo);
  const from = input.langFrom === 'auto' ? source.analysis.detectedLanguage : input.langFrom;
  const glossaryId = await chooseGlossary(deps.db, userId, input.glossaryId, from, input.langTo);
  const { pages, pageFrom, pageTo } = pagesToTranslate(source, input.pageRange);
  const fileName = source.file.fileName;
  let shared = false;
  return queueTranslation(
    deps,
    userId,
    {
      row: {
        fileName,
        fileNameLower: fileName.toLowerCase(),
        langFrom: input.langFrom,
        langTo: input.langTo,
        languages: [input.langFrom, input.langTo],
        folderId: input.folderId,
        format: source.format,
        pages,
        pageFrom,
        pageTo,
        isImage: source.isImage,
        bilingual: input.bilingual,
        provider,
        glossaryId,
        detectedLanguage: source.analysis.detectedLanguage,
        size: source.file.size,
        uploadId: source.uploadId,
      },
      pages,
      images: source.isImage ? 1 : 0,
      beforeInsert: async (tx) => {
        shared = await repo.fileIsUsed(tx, source.file.id);
        return { originalFileId: shared ? null : source.file.id };
      },
      // An upload translated again gets its own copy, so deleting one translation's original keeps the other's.
      afterInsert: (row) => (shared ? attachCopy(deps, row, source.file.id) : Promise.resolve(row)),
    },
    ctx,
  );
}

export async function getTranslation(
  deps: TranslationsDeps,
  userId: string,
  id: string,
): Promise<Translation> {
  const row = await repo.findOwnTranslation(deps.db, userId, id);
  if (!row) throw new AppError('not-found', 'TRANSLATION_NOT_FOUND');
  const [translation] = await withQueuePositions(deps.db, [toTranslation(row)]);
  return translation!;
}

/** Re-queues a failed translation as a new attempt, reserving its quota again. */
export async function retryTranslation(
  deps: TranslationsDeps,
  userId: string,
  id: string,
): Promise<Translation> {
  const row = await repo.findOwnTranslation(deps.db, userId, id);
  if (!row) throw new AppError('not-found', 'TRANSLATION_NOT_FOUND');
  if (row.status !== 'failed') throw new AppError('invalid-argument', 'RETRY_NOT_FAILED');
  if (!row.originalFileId) throw new AppError('invalid-argument', 'RETRY_ORIGINAL_DELETED');
  try {
    await getQuota(deps, userId, undefined);
    const pages = row.isImage ? 0 : row.pages;
    const images = row.isImage ? 1 : 0;
    const queued = await deps.db
      .transaction(async (tx) => {
        // Throwing rolls both back: no quota is held by a translation that stays failed.
        if (!(await reserveQuota(tx, deps.premiumLimits, userId, pages, images))) throw new QuotaShort();
        const requeued = await repo.requeue(tx, id, pages, images);
        if (!requeued) throw new AppError('aborted', 'NO_LONGER_FAILED');
        return requeued;
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof QuotaShort)) throw error;
        throw await quotaRefusal(deps, userId, row.isImage, pages);
      });
    const translation = await publishTranslation(deps.bus, queued);
    await publishQuota(deps, userId);
    await enqueue(deps, queued);
    return translation;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('internal', 'RETRY_TRANSLATION_FAILED');
  }
}
