import type { TranslationProvider } from '@tolk/contract';
import { AppError } from '../errors.ts';
import type { FilesDeps } from '../files/service.ts';
import * as filesRepo from '../files/repo.ts';
import { engineGlossary } from '../glossaries/choice.ts';
import type { Logger } from '../logger.ts';
import { publishQuota } from '../quota/service.ts';
import { engineAppError, isProviderFailure } from './engine-errors.ts';
import { publishTranslation } from './events.ts';
import { announceQueue } from './queue-announce.ts';
import * as repo from './repo.ts';
import type { TranslateJobData } from './jobs.ts';
import { engineFileName } from '../uploads/content.ts';
import * as uploadsRepo from '../uploads/repo.ts';
import { usualSourceLanguage } from '../users/service.ts';
import { EngineLimitError, limitAppError } from '../engine-host/engine-limits.ts';
import type { EnginePool } from '../engine-host/engine-pool.ts';
import { EngineThreadError } from '../engine-host/engine-threads.ts';
import { discardOutputs, outputFiles, recordOutputs, writeOutputs } from './outputs.ts';

export interface WorkerDeps extends FilesDeps {
  engine: EnginePool;
  log: Logger;
  /**
   * What capabilities above this one do once a translation completed (retention/: storage time
   * 0 deletes the original now); compose/worker.ts supplies it, so the arrow still points down.
   */
  afterCompletion: (row: repo.TranslationRow) => Promise<void>;
}

/** Progress is written and pushed at most this often (stage changes always go at once). */
const PROGRESS_INTERVAL_MS = 250;

const UNEXPECTED_FAILURE = new AppError('internal', 'TRANSLATION_FAILED');
const ORIGINAL_GONE = new AppError('not-found', 'ORIGINAL_GONE');

async function failTranslation(deps: WorkerDeps, data: TranslateJobData, failure: AppError): Promise<void> {
  const failed = await deps.db.transaction((tx) => repo.fail(tx, data.translationId, data.attempt, failure));
  if (!failed) return;
  await publishTranslation(deps.bus, failed);
  await publishQuota(deps, failed.userId);
}

/** Writes stage and progress as the engine reports them, throttled. */
function progressWriter(deps: WorkerDeps, data: TranslateJobData) {
  let lastStage = '';
  let lastAt = 0;
  let writing: Promise<void> = Promise.resolve();
  return (stage: string, progress: number) => {
    const now = Date.now();
    if (stage === lastStage && now - lastAt < PROGRESS_INTERVAL_MS) return;
    lastStage = stage;
    lastAt = now;
    writing = writing
      .then(async () => {
        const row = await repo.setProgress(
          deps.db,
          data.translationId,
          data.attempt,
          stage,
          Math.round(progress),
        );
        if (row) await publishTranslation(deps.bus, row);
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'could not record translation progress'));
  };
}

/**
 * Runs one translation attempt. Idempotent: a stale or finished attempt is a no-op, outputs go
 * to keys fixed per attempt, and completing is one conditional transaction, so a job run twice
 * keeps one result. Quota was charged when the translation was requested, never here.
 * Engine failures fail the translation (quota given back); other errors are thrown so pg-boss
 * retries the job, until the last try, which fails the translation too.
 */
export async function runTranslationJob(
  deps: WorkerDeps,
  data: TranslateJobData,
  lastTry: boolean,
): Promise<void> {
  const started = await repo.startProcessing(deps.db, data.translationId, data.attempt);
  if (!started) return;
  await publishTranslation(deps.bus, started);
  announceQueue(deps); // everyone behind it moves up
  try {
    const original = started.originalFileId
      ? await filesRepo.findOwnedFile(deps.db, started.userId, started.originalFileId)
      : undefined;
    if (!original) return await failTranslation(deps, data, ORIGINAL_GONE);
    const bytes = await deps.storage.readAll(original.storageKey);
    const progress = progressWriter(deps, data);
    const glossary = await engineGlossary(deps.db, started.userId, started.glossaryId);
    const analysis = started.uploadId ? await uploadsRepo.findAnalysis(deps.db, started.uploadId) : undefined;
    const result = await deps.engine.translate(
      started.userId,
      {
        bytes,
        fileName: engineFileName(started.format),
        from: started.langFrom,
        ...(started.langFrom === 'auto'
          ? { fallbackFrom: await usualSourceLanguage(deps.db, started.userId) }
          : {}),
        to: started.langTo,
        provider: started.provider as TranslationProvider,
        ...(glossary ? { glossary } : {}),
        ...(started.pageFrom !== null && started.pageTo !== null
          ? { pageRange: { from: started.pageFrom, to: started.pageTo } }
          : analysis
            ? { analysis: { characters: analysis.characters, pages: analysis.pages } }
            : {}),
        bilingual: started.bilingual,
        thumbnail: true,
      },
      { onProgress: progress },
    );
    if (Object.keys(result.usage).length > 0)
      deps.log.info(
        { translationId: data.translationId, provider: started.provider, usage: result.usage },
        'translation provider usage',
      );
    const outputs = outputFiles(started, result);
    // Deleted meanwhile (its account too), or no longer this attempt's: no files to leave behind.
    if (!(await repo.isProcessing(deps.db, data.translationId, data.attempt))) return;
    await writeOutputs(deps, outputs);
    const completed = await deps.db.transaction(async (tx) => {
      // Claim the completion first: a second run of this attempt finds nothing to complete.
      if (!(await repo.complete(tx, data.translationId, data.attempt))) return undefined;
      const ids = await recordOutputs(tx, started.userId, outputs);
      return repo.setOutputs(tx, data.translationId, {
        translatedFileId: ids.translated ?? null,
        bilingualFileId: ids.bilingual ?? null,
        thumbnailFileId: ids.thumbnail ?? null,
        detectedLanguage: result.detectedLanguage ?? started.detectedLanguage,
        blocks: result.blocks,
        fidelity: result.fidelity,
      });
    });
    // Lost the claim (or the row went after the check): no row records these keys, this run's own.
    if (!completed) return await discardOutputs(deps, outputs);
    await publishTranslation(deps.bus, completed);
    await publishQuota(deps, started.userId);
    // Storage time 0 deletes the original now; the scheduled run retries whatever fails here.
    await deps
      .afterCompletion(completed)
      .catch((error: unknown) =>
        deps.log.warn({ err: error }, 'could not delete the original right after translating'),
      );
  } catch (error) {
    // Its thread was stopped at the memory or time limit: the same file would only be stopped again.
    if (error instanceof EngineLimitError) {
      deps.log.warn({ translationId: data.translationId, limit: error.limit }, error.message);
      return failTranslation(deps, data, limitAppError(error));
    }
    if (error instanceof EngineThreadError) {
      if (!error.code) deps.log.error({ err: error }, 'translation engine failed');
      // The user is told only a reason (the service's words may hold its key); the log keeps them, redacted.
      else if (isProviderFailure(error.code))
        deps.log.warn({ err: error, translationId: data.translationId }, 'translation service failed');
      return failTranslation(deps, data, error.code ? engineAppError('internal', error) : UNEXPECTED_FAILURE);
    }
    deps.log.error({ err: error, lastTry }, 'translation job failed');
    if (lastTry) return failTranslation(deps, data, UNEXPECTED_FAILURE);
    throw error;
  }
}
