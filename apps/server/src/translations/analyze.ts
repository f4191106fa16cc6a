import type { Analysis, Quota } from '@tolk/contract';
import * as users from '../users/service.ts';
import type { TranslationsDeps } from './deps.ts';
import { noImageTranslationsLeft, notEnoughPages } from './messages.ts';
import { loadSource } from './source.ts';

/** Whether the quota allows translating a document of `pages` pages (or one image), and why not. */
export function quotaVerdict(quota: Quota, isImage: boolean, pages: number): Analysis['quota'] {
  const pagesLeft = Math.max(0, quota.freePageLimit - quota.pagesUsed);
  const imageTranslationsLeft = Math.max(0, quota.imageTranslationsQuota - quota.imageTranslationsUsed);
  const allowed = isImage ? imageTranslationsLeft >= 1 : pagesLeft >= pages;
  const message = allowed
    ? null
    : isImage
      ? noImageTranslationsLeft(quota.imageTranslationsQuota)
      : notEnoughPages(pages, pagesLeft, quota.freePageLimit);
  return { allowed, pagesLeft, imageTranslationsLeft, message };
}

export async function analyzeDocument(
  deps: TranslationsDeps,
  userId: string,
  uploadId: string,
): Promise<Analysis> {
  const source = await loadSource(deps, userId, uploadId);
  const quota = await users.getQuota(deps, userId, undefined);
  const { analysis } = source;
  return {
    uploadId,
    fileName: source.file.fileName,
    format: source.format as Analysis['format'],
    isImage: source.isImage,
    pages: source.isImage ? 0 : analysis.pages,
    characters: analysis.characters,
    words: analysis.words,
    detectedLanguage: analysis.detectedLanguage,
    needsOcr: analysis.needsOcr,
    quota: quotaVerdict(quota, source.isImage, analysis.pages),
  };
}
