import { AppError } from '../errors.ts';
import * as files from '../files/service.ts';
import { detectType, engineFileName } from '../uploads/content.ts';
import * as uploadsRepo from '../uploads/repo.ts';
import { EngineThreadError } from '../jobs/engine-threads.ts';
import type { AnalysisResult } from '../jobs/engine-protocol.ts';
import type { TranslationsDeps } from './deps.ts';
import { engineAppError } from './engine-errors.ts';
import { IMAGE_FORMATS } from './deps.ts';

export interface Source {
  uploadId: string;
  file: files.FileRow;
  bytes: Buffer;
  format: string;
  isImage: boolean;
  analysis: AnalysisResult;
}

/** The caller's completed upload, its stored original and the engine's analysis of it. */
export async function loadSource(deps: TranslationsDeps, userId: string, uploadId: string): Promise<Source> {
  const session = await uploadsRepo.findOwnedSession(deps.db, userId, uploadId);
  if (!session) throw new AppError('not-found', 'UPLOAD_NOT_FOUND');
  if (session.status === 'active') throw new AppError('invalid-argument', 'UPLOAD_NOT_FINISHED');
  if (session.status === 'failed') throw new AppError('invalid-argument', 'UPLOAD_FAILED');
  if (!session.fileId) throw new AppError('not-found', 'UPLOADED_FILE_GONE');
  const file = await files.getOwnedFile(deps, userId, session.fileId);
  const bytes = await deps.storage.readAll(file.storageKey);
  const type = detectType(bytes, file.fileName);
  if (!type) throw new AppError('invalid-argument', 'FILE_TYPE_NOT_SUPPORTED');
  try {
    const analysis = await deps.analyzer.analyze(bytes, engineFileName(type.format));
    return {
      uploadId,
      file,
      bytes,
      format: type.format,
      isImage: IMAGE_FORMATS.includes(type.format),
      analysis,
    };
  } catch (error) {
    // A file the engine cannot read (corrupt, encrypted, too large) is the caller's problem to fix.
    if (error instanceof EngineThreadError && error.code) throw engineAppError('invalid-argument', error);
    throw error;
  }
}
