import type { Analysis } from '@tolk/contract';
import { getQuota } from '../quota/service.ts';
import { quotaVerdict } from '../quota/verdict.ts';
import type { TranslationsDeps } from './deps.ts';
import { loadSource } from './source.ts';

export async function analyzeDocument(
  deps: TranslationsDeps,
  userId: string,
  uploadId: string,
): Promise<Analysis> {
  const source = await loadSource(deps, userId, uploadId);
  const quota = await getQuota(deps, userId, undefined);
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
