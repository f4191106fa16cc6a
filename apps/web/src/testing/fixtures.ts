import { enginesWith } from '@tolk/contract';
import type { Analysis, Folder, Glossary, Health, Translation } from '@tolk/contract';

/** A server with only the offline provider and no social sign-in. */
export const LOCAL_ONLY_HEALTH: Health = {
  ok: true,
  db: 'pglite',
  queue: true,
  engines: enginesWith('local'),
  auth: { google: false, apple: false },
  engine: { ready: true },
};

/** A completed camera translation not saved to history yet; overrides make the case at hand. */
export function cameraTranslation(overrides: Partial<Translation> = {}): Translation {
  return {
    id: 't1',
    userId: 'u1',
    fileName: 'Camera photo.jpg',
    fileNameLower: 'camera photo.jpg',
    langFrom: 'auto',
    langTo: 'es',
    languages: ['auto', 'es'],
    folderId: null,
    status: 'completed',
    stage: null,
    progress: 100,
    error: null,
    format: 'jpeg',
    pages: 0,
    isImage: true,
    bilingual: true,
    provider: 'local',
    detectedLanguage: 'en',
    size: 12345,
    originalFileId: 'file-original',
    translatedFileId: 'file-translated',
    bilingualFileId: 'file-bilingual',
    thumbnailFileId: null,
    origin: 'camera',
    inHistory: false,
    fidelity: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:05.000Z',
    ...overrides,
  };
}

/** A folder of user u1 (at the top unless a parent is given). */
export function folderFixture(id: string, name: string, parentId: string | null = null): Folder {
  return {
    id,
    userId: 'u1',
    name,
    parentId,
    color: null,
    deletedAt: null,
    createdAt: '2026-11-24T10:00:00.000Z',
  };
}

/** An English → Spanish glossary without terms; overrides make the case at hand. */
export function glossaryFixture(overrides: Partial<Glossary> = {}): Glossary {
  return {
    glossaryId: 'g1',
    name: 'Legal',
    langFrom: 'en',
    langTo: 'es',
    isDefault: false,
    entries: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

type AnalysisOverrides = Partial<Omit<Analysis, 'quota'>> & { quota?: Partial<Analysis['quota']> };

/** An analysed one-page English DOCX with the free plan's quota untouched, changed where a test says. */
export function analysisOf({ quota, ...rest }: AnalysisOverrides = {}): Analysis {
  return {
    uploadId: 'u1',
    fileName: 'report.docx',
    format: 'docx',
    isImage: false,
    pages: 1,
    characters: 900,
    words: 150,
    detectedLanguage: 'en',
    needsOcr: false,
    ...rest,
    quota: { allowed: true, pagesLeft: 5, imageTranslationsLeft: 10, message: null, ...quota },
  };
}
