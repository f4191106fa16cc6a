import { MESSAGES, type FUNCTIONS, type Translation } from '@tolk/contract';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import * as files from '../files/service.ts';
import { findFolder } from '../folders/repo.ts';
import { findTranslation } from '../history/repo.ts';
import { toTranslation } from '../history/view.ts';
import type { CallContext } from '../http/callable.ts';
import * as users from '../users/service.ts';
import { quotaVerdict } from './analyze.ts';
import { TRANSLATE_QUEUE, type TranslateJobData, type TranslationsDeps } from './deps.ts';
import { publishTranslation, watchTranslation } from './events.ts';
import { FOLDER_NOT_FOUND, TRANSLATION_NOT_FOUND } from './messages.ts';
import { checkPair, chooseProvider } from './providers.ts';
import * as repo from './repo.ts';
import { loadSource } from './source.ts';

type TranslateInput = z.output<(typeof FUNCTIONS)['translateDocument']['input']>;

async function enqueue(deps: TranslationsDeps, row: repo.TranslationRow): Promise<void> {
  const data: TranslateJobData = { translationId: row.id, attempt: row.attempt };
  try {
    await deps.boss.send(TRANSLATE_QUEUE, data, { singletonKey: `${row.id}:${row.attempt}` });
  } catch (error) {
    const failed = await deps.db.transaction((tx) =>
      repo.fail(tx, row.id, row.attempt, 'The translation could not be started. Please try again.'),
    );
    if (failed) await publishTranslation(deps.bus, failed);
    await files.publishQuota(deps, row.userId);
    throw error;
  }
}

class QuotaShort extends Error {}

const quotaError = (verdict: ReturnType<typeof quotaVerdict>) =>
  new AppError('resource-exhausted', verdict.message ?? 'Quota exceeded');

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
        error instanceof AppError ? error.message : 'The file could not be copied.',
      ),
    );
    if (failed) await publishTranslation(deps.bus, failed);
    await files.publishQuota(deps, row.userId);
    throw error;
  }
  throw new AppError('not-found', TRANSLATION_NOT_FOUND);
}

/**
 * Reserves the pages (or the image translation) atomically, records the queued translation and
 * starts its job. Streaming callers then hear its progress until it completes or fails.
 */
export async function translateDocument(
  deps: TranslationsDeps,
  userId: string,
  input: TranslateInput,
  ctx: Pick<CallContext, 'emit' | 'signal' | 'streaming'>,
): Promise<Translation> {
  const preferences = await users.getPreferences(deps, userId);
  const provider = chooseProvider(deps, input.provider, preferences);
  if (input.folderId !== null && (await findFolder(deps.db, userId, input.folderId))?.deletedAt !== null)
    throw new AppError('not-found', FOLDER_NOT_FOUND);
  await checkPair(deps, provider, input.langFrom, input.langTo);
  const source = await loadSource(deps, userId, input.uploadId);
  const pages = source.isImage ? 0 : source.analysis.pages;
  const images = source.isImage ? 1 : 0;
  const fileName = source.file.fileName;
  const watch = ctx.streaming
    ? watchTranslation(deps.bus, userId, (t) => ctx.emit(t), ctx.signal)
    : undefined;
  try {
    const reserved = await deps.db.transaction(async (tx) => {
      // The reservation locks the user's row, so this check and the insert run one request at a time.
      if (!(await repo.reserveQuota(tx, userId, pages, images))) return undefined;
      const shared = await repo.fileIsUsed(tx, source.file.id);
      const row = await repo.insertTranslation(tx, {
        userId,
        fileName,
        fileNameLower: fileName.toLowerCase(),
        langFrom: input.langFrom,
        langTo: input.langTo,
        languages: [input.langFrom, input.langTo],
        folderId: input.folderId,
        status: 'queued',
        format: source.format,
        pages,
        isImage: source.isImage,
        bilingual: input.bilingual,
        provider,
        detectedLanguage: source.analysis.detectedLanguage,
        size: source.file.size,
        uploadId: source.uploadId,
        originalFileId: shared ? null : source.file.id,
        chargedPages: pages,
        chargedImages: images,
      });
      return { row, shared };
    });
    if (!reserved)
      throw quotaError(quotaVerdict(await users.getQuota(deps, userId, undefined), source.isImage, pages));
    // An upload translated again gets its own copy, so deleting one translation's original keeps the other's.
    const row = reserved.shared ? await attachCopy(deps, reserved.row, source.file.id) : reserved.row;
    watch?.follow(row.id);
    const queued = await publishTranslation(deps.bus, row);
    await files.publishQuota(deps, userId);
    await enqueue(deps, row);
    if (!watch) return queued;
    ctx.emit(queued);
    return (await settle(deps, userId, row.id, watch.settled)) ?? queued;
  } finally {
    watch?.stop();
  }
}

/** The final translation: from its event, or from the database if an event went missing. */
async function settle(
  deps: TranslationsDeps,
  userId: string,
  id: string,
  settled: Promise<Translation | undefined>,
): Promise<Translation | undefined> {
  for (;;) {
    const tick = new Promise<'tick'>((resolve) => setTimeout(() => resolve('tick'), 5000).unref());
    const outcome = await Promise.race([settled, tick]);
    if (outcome !== 'tick') return outcome;
    const row = await findTranslation(deps.db, userId, id);
    if (!row || row.status === 'completed' || row.status === 'failed') return row && toTranslation(row);
  }
}

export async function getTranslation(
  deps: TranslationsDeps,
  userId: string,
  id: string,
): Promise<Translation> {
  const row = await findTranslation(deps.db, userId, id);
  if (!row) throw new AppError('not-found', TRANSLATION_NOT_FOUND);
  return toTranslation(row);
}

/** Re-queues a failed translation as a new attempt, reserving its quota again. */
export async function retryTranslation(
  deps: TranslationsDeps,
  userId: string,
  id: string,
): Promise<Translation> {
  const row = await findTranslation(deps.db, userId, id);
  if (!row) throw new AppError('not-found', TRANSLATION_NOT_FOUND);
  if (row.status !== 'failed')
    throw new AppError('invalid-argument', 'Only a failed translation can be retried');
  if (!row.originalFileId)
    throw new AppError(
      'invalid-argument',
      'The original file was deleted, so this translation cannot be retried',
    );
  try {
    await users.getQuota(deps, userId, undefined);
    const pages = row.isImage ? 0 : row.pages;
    const images = row.isImage ? 1 : 0;
    const queued = await deps.db
      .transaction(async (tx) => {
        // Throwing rolls both back: no quota is held by a translation that stays failed.
        if (!(await repo.reserveQuota(tx, userId, pages, images))) throw new QuotaShort();
        const requeued = await repo.requeue(tx, id, pages, images);
        if (!requeued) throw new AppError('aborted', 'This translation is no longer failed');
        return requeued;
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof QuotaShort)) throw error;
        throw quotaError(quotaVerdict(await users.getQuota(deps, userId, undefined), row.isImage, pages));
      });
    const translation = await publishTranslation(deps.bus, queued);
    await files.publishQuota(deps, userId);
    await enqueue(deps, queued);
    return translation;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('internal', MESSAGES.retryTranslationFailed);
  }
}
