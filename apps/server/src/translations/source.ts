import type { StoredAnalysis } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import * as files from '../files/service.ts';
import { detectType, engineFileName } from '../uploads/content.ts';
import * as uploadsRepo from '../uploads/repo.ts';
import { usualSourceLanguage } from '../users/service.ts';
import { EngineLimitError, limitAppError } from '../engine-host/engine-limits.ts';
import { EngineThreadError } from '../engine-host/engine-threads.ts';
import type { TranslationsDeps } from './deps.ts';
import { engineAppError } from './engine-errors.ts';
import { IMAGE_FORMATS } from './deps.ts';

export interface Source {
  uploadId: string;
  file: files.FileRow;
  format: string;
  isImage: boolean;
  analysis: StoredAnalysis;
}

/** Reads the stored original and has the engine analyse it. */
async function analyseOriginal(deps: TranslationsDeps, file: files.FileRow): Promise<StoredAnalysis> {
  const bytes = await deps.storage.readAll(file.storageKey);
  const type = detectType(bytes, file.fileName);
  if (!type) throw new AppError('invalid-argument', 'FILE_TYPE_NOT_SUPPORTED');
  try {
    const fallbackFrom = await usualSourceLanguage(deps.db, file.userId);
    const analysis = await deps.analyzer.analyze(
      file.userId,
      bytes,
      engineFileName(type.format),
      fallbackFrom,
    );
    return { ...analysis, format: type.format };
  } catch (error) {
    // A file the engine cannot read (corrupt, encrypted, too large) is the caller's problem to fix.
    if (error instanceof EngineThreadError && error.code) throw engineAppError('invalid-argument', error);
    if (error instanceof EngineLimitError) throw limitAppError(error);
    throw error;
  }
}

/**
 * The caller's completed upload, its stored original and the engine's analysis of it. The
 * analysis is made once per upload and kept on its session: analyzeDocument, then
 * translateDocument (and a second translation of the same upload) read it back.
 */
export async function loadSource(deps: TranslationsDeps, userId: string, uploadId: string): Promise<Source> {
  const session = await uploadsRepo.findOwnedSession(deps.db, userId, uploadId);
  if (!session) throw new AppError('not-found', 'UPLOAD_NOT_FOUND');
  if (session.status === 'active') throw new AppError('invalid-argument', 'UPLOAD_NOT_FINISHED');
  if (session.status === 'failed') throw new AppError('invalid-argument', 'UPLOAD_FAILED');
  if (!session.fileId) throw new AppError('not-found', 'UPLOADED_FILE_GONE');
  const file = await files.getOwnedFile(deps, userId, session.fileId);
  let analysis = session.analysis;
  if (!analysis) {
    analysis = await analyseOriginal(deps, file);
    await uploadsRepo.setAnalysis(deps.db, uploadId, analysis);
  }
  return {
    uploadId,
    file,
    format: analysis.format,
    isImage: IMAGE_FORMATS.includes(analysis.format),
    analysis,
  };
}
