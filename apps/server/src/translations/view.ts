import type { Translation } from '@tolk/contract';
import type { translations } from '../db/schema.ts';
import { shownFailure } from './engine-errors.ts';

export type TranslationRow = typeof translations.$inferSelect;
export type NewTranslationRow = typeof translations.$inferInsert;

/** The contract's Translation of a stored row (status, stage, format and provider are written from the contract's enums). */
export function toTranslation(row: Omit<TranslationRow, 'blocks'>): Translation {
  return {
    id: row.id,
    userId: row.userId,
    fileName: row.fileName,
    fileNameLower: row.fileNameLower,
    langFrom: row.langFrom,
    langTo: row.langTo,
    languages: row.languages,
    folderId: row.folderId,
    status: row.status as Translation['status'],
    stage: row.stage as Translation['stage'],
    progress: row.progress,
    ...shownFailure(row.error, row.errorDetails ?? null),
    format: row.format as Translation['format'],
    pages: row.pages,
    pageRange: row.pageFrom !== null && row.pageTo !== null ? { from: row.pageFrom, to: row.pageTo } : null,
    isImage: row.isImage,
    bilingual: row.bilingual,
    provider: row.provider as Translation['provider'],
    detectedLanguage: row.detectedLanguage,
    size: row.size,
    originalFileId: row.originalFileId,
    translatedFileId: row.translatedFileId,
    bilingualFileId: row.bilingualFileId,
    thumbnailFileId: row.thumbnailFileId,
    origin: row.origin,
    inHistory: row.inHistory,
    fidelity: row.status === 'completed' ? (row.fidelity ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
