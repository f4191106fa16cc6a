import { IMAGE_FUNCTIONS, type ImageBlocks, type Translation } from '@tolk/contract';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import * as files from '../files/service.ts';
import { liveFolder } from '../history/folders.ts';
import * as history from '../translations/history-repo.ts';
import { withUserLock } from '../db/user-lock.ts';
import type { CallContext } from '../callable.ts';
import type { TranslationsDeps } from '../translations/deps.ts';
import { publishTranslation } from '../translations/events.ts';
import { chooseGlossary } from '../glossaries/choice.ts';
import { checkPair, chooseProvider } from '../translations/providers.ts';
import { queueTranslation } from '../translations/queue.ts';
import { fileIsUsed, findOwnTranslation } from '../translations/repo.ts';
import { quotaRefusal } from '../quota/refusals.ts';
import { getQuota } from '../quota/service.ts';
import * as users from '../users/service.ts';
import { checkPhoto } from './image-check.ts';
import * as repo from '../translations/captures-repo.ts';

type Input<N extends keyof typeof IMAGE_FUNCTIONS> = z.output<(typeof IMAGE_FUNCTIONS)[N]['input']>;

/**
 * A photo from the camera or the gallery, translated like an uploaded image (one image unit,
 * reserved atomically). It is checked before anything is stored; its translation has origin
 * 'camera' and stays out of history until saveCapture.
 */
export async function translateCapture(
  deps: TranslationsDeps,
  userId: string,
  input: Input<'translateCapture'>,
  ctx: Pick<CallContext, 'emit' | 'signal' | 'streaming'>,
): Promise<Translation> {
  const provider = chooseProvider(deps, input.provider, await users.getPreferences(deps, userId));
  await checkPair(deps, provider, input.langFrom, input.langTo);
  const glossaryId = await chooseGlossary(deps.db, userId, input.glossaryId, input.langFrom, input.langTo);
  const photo = await checkPhoto(input.image);
  // Refused before the photo is stored; the reservation below is the check that counts.
  const quota = await getQuota(deps, userId, undefined);
  if (quota.imageTranslationsUsed >= quota.imageTranslationsQuota)
    throw await quotaRefusal(deps, userId, true, 0);
  const file = await files.storeFile(deps, {
    userId,
    kind: 'original',
    fileName: input.fileName,
    contentType: photo.contentType,
    bytes: photo.bytes,
    enforceQuota: true,
  });
  try {
    return await queueTranslation(
      deps,
      userId,
      {
        row: {
          fileName: input.fileName,
          fileNameLower: input.fileName.toLowerCase(),
          langFrom: input.langFrom,
          langTo: input.langTo,
          languages: [input.langFrom, input.langTo],
          folderId: null,
          format: photo.kind,
          pages: 0,
          isImage: true,
          bilingual: true,
          provider,
          glossaryId,
          size: photo.bytes.length,
          originalFileId: file.id,
          origin: 'camera',
          inHistory: false,
        },
        pages: 0,
        images: 1,
      },
      ctx,
    );
  } catch (error) {
    // Refused before its translation existed (the last unit went to a parallel request): the photo goes too.
    if (!(await fileIsUsed(deps.db, file.id))) await files.deleteStoredFiles(deps, userId, [file.id]);
    throw error;
  }
}

/** The recognised blocks of the caller's completed image translation. */
export async function getImageBlocks(
  deps: TranslationsDeps,
  userId: string,
  translationId: string,
): Promise<ImageBlocks> {
  const row = await findOwnTranslation(deps.db, userId, translationId);
  if (!row) throw new AppError('not-found', 'TRANSLATION_NOT_FOUND');
  if (!row.isImage) throw new AppError('invalid-argument', 'NOT_AN_IMAGE_TRANSLATION');
  if (row.status === 'failed') throw new AppError('aborted', 'BLOCKS_OF_FAILED');
  if (row.status !== 'completed') throw new AppError('aborted', 'BLOCKS_NOT_READY');
  if (!row.blocks) throw new AppError('aborted', 'BLOCKS_NOT_RECORDED');
  return row.blocks;
}

/**
 * Puts the caller's camera translation into history, in a live folder of theirs (null: the
 * root), renamed when a name is given (refused like renameDocument when another document has
 * it). Under the folder lock (the folder cannot be deleted meanwhile) and the name lock.
 */
export async function saveCapture(
  deps: TranslationsDeps,
  userId: string,
  input: Input<'saveCapture'>,
): Promise<Translation> {
  const saved = await withUserLock(deps.db, userId, 'folders', async (tx) => {
    const capture = await repo.findCapture(tx, userId, input.translationId);
    if (!capture) throw new AppError('not-found', 'TRANSLATION_NOT_FOUND');
    if (input.folderId !== null) await liveFolder(tx, userId, input.folderId);
    return withUserLock(tx, userId, 'document-names', async (names) => {
      const fileName = input.fileName ?? capture.fileName;
      if (input.fileName !== undefined && (await history.nameTaken(names, userId, fileName, capture.id)))
        throw new AppError('aborted', 'DOCUMENT_NAME_EXISTS');
      return history.updateTranslation(names, userId, capture.id, {
        inHistory: true,
        folderId: input.folderId,
        fileName,
        fileNameLower: fileName.toLowerCase(),
      });
    });
  });
  if (!saved) throw new AppError('not-found', 'TRANSLATION_NOT_FOUND');
  return publishTranslation(deps.bus, saved);
}
