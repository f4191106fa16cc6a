import { z } from 'zod';
import { DUPLICATE_FOLDER_DEFAULTS, FOLDER_DUPLICATE_MAX_DEPTH, HISTORY_PAGE_SIZE } from './constants.ts';
import { reasonDetailsSchema } from './reason-details.ts';
import { fidelityReportSchema } from './fidelity.ts';
import { glossaryChoiceSchema } from './glossaries.ts';
import { languageCodeSchema } from './language-schema.ts';
import { translationProviderSchema } from './preferences.ts';

const id = z.string().min(1).max(100);
const folderRef = id.nullable();
const isoDate = z.string();

/** DESIGN.md: queued → processing (stage, progress) → completed | failed (error). */
export const TRANSLATION_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export const translationStatusSchema = z.enum(TRANSLATION_STATUSES);
export const TRANSLATION_STAGES = ['extracting', 'ocr', 'translating', 'rendering'] as const;

export const DOCUMENT_FORMATS = [
  'txt',
  'md',
  'html',
  'srt',
  'vtt',
  'docx',
  'pptx',
  'xlsx',
  'odt',
  'odp',
  'ods',
  'epub',
  'pdf',
  'png',
  'jpeg',
  'webp',
  'heic',
] as const;
export const documentFormatSchema = z.enum(DOCUMENT_FORMATS);

export const fileNameSchema = z
  .string()
  .trim()
  .min(1, 'A file name is required')
  .max(255, 'File names are at most 255 characters')
  .refine(
    (name) => ![...name].some((char) => char === '/' || char === '\\' || char.charCodeAt(0) < 32),
    'File names cannot contain slashes or control characters',
  );

/** The translation document of SPEC.md §3 with the fields of DESIGN.md's translation model. */
/** Pages of a PDF to translate, 1-based and inclusive; the translation is charged `to - from + 1` pages. */
export const pageRangeSchema = z
  .object({ from: z.number().int().min(1), to: z.number().int().min(1) })
  .strict();
export type PageRange = z.infer<typeof pageRangeSchema>;

export const translationSchema = z.object({
  id,
  userId: id,
  fileName: z.string(),
  fileNameLower: z.string(),
  langFrom: z.string(),
  langTo: z.string(),
  languages: z.array(z.string()),
  folderId: folderRef,
  status: translationStatusSchema,
  stage: z.enum(TRANSLATION_STAGES).nullable(),
  progress: z.number().min(0).max(100),
  error: z.string().nullable(),
  /** Why it failed, as an error's details (`{reason, ...params}`): the app says it in the UI language. */
  errorDetails: reasonDetailsSchema.nullable().optional(),
  format: documentFormatSchema,
  /** The pages translated (and charged): the range's when there is one. */
  pages: z.number().int(),
  /** The PDF pages translated when not all of them; null (or absent) for the whole document. */
  pageRange: pageRangeSchema.nullable().optional(),
  isImage: z.boolean(),
  bilingual: z.boolean(),
  provider: translationProviderSchema,
  detectedLanguage: z.string().nullable(),
  size: z.number().int(),
  originalFileId: id.nullable(),
  translatedFileId: id.nullable(),
  bilingualFileId: id.nullable(),
  thumbnailFileId: id.nullable(),
  /** 'camera': made by translateCapture; out of history until saved (inHistory). */
  origin: z.enum(['upload', 'camera']),
  inHistory: z.boolean(),
  /** What the translation had to compromise; null until it completes and for ones made before reports existed. */
  fidelity: fidelityReportSchema.nullable(),
  /**
   * While queued: how many queued translations (anyone's) are ahead of this one in the order the
   * workers take them, 0 when it is next; null when not queued or not known yet (events leave it out).
   */
  queuePosition: z.number().int().min(0).nullable().optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Translation = z.infer<typeof translationSchema>;

/** Folder of SPEC.md §3. */
export const folderSchema = z.object({
  id,
  userId: id,
  name: z.string(),
  parentId: folderRef,
  color: z.string().nullable(),
  deletedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type Folder = z.infer<typeof folderSchema>;

/** Upload session of SPEC.md §3; its sessionId is the tus upload id. */
export const uploadSessionSchema = z.object({
  sessionId: id,
  userId: id,
  fileName: z.string(),
  fileSize: z.number().int(),
  uploadedBytes: z.number().int(),
  status: z.enum(['active', 'completed', 'failed']),
  createdAt: isoDate,
  expiresAt: isoDate,
});
export type UploadSession = z.infer<typeof uploadSessionSchema>;

export const folderNameSchema = z.string().trim().min(1, 'A folder name is required').max(120);
export const folderColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'color must be like #a855f7')
  .nullable();

export const pageRequestSchema = z.object({
  pageSize: z.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
  /** Opaque cursor from the previous page's nextCursor. */
  cursor: z.string().max(200).nullable().default(null),
});

export const translationPageSchema = z.object({
  items: z.array(translationSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});

export const analysisSchema = z.object({
  uploadId: id,
  fileName: z.string(),
  format: documentFormatSchema,
  isImage: z.boolean(),
  pages: z.number().int(),
  characters: z.number().int(),
  words: z.number().int(),
  detectedLanguage: z.string().nullable(),
  needsOcr: z.boolean(),
  quota: z.object({
    allowed: z.boolean(),
    pagesLeft: z.number().int(),
    imageTranslationsLeft: z.number().int(),
    message: z.string().nullable(),
    /** Why it is not allowed, as an error's details: the app shows it in the UI language. */
    details: reasonDetailsSchema.nullable().optional(),
  }),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const languageRefSchema = z.union([languageCodeSchema, z.literal('auto')]);

export const DOCUMENT_FUNCTIONS = {
  analyzeDocument: { input: z.object({ uploadId: id }).strict(), output: analysisSchema },
  translateDocument: {
    input: z
      .object({
        uploadId: id,
        langFrom: languageRefSchema,
        langTo: languageCodeSchema,
        provider: translationProviderSchema.optional(),
        glossaryId: glossaryChoiceSchema,
        bilingual: z.boolean().default(true),
        folderId: folderRef.default(null),
        /** Only these pages of a PDF (the whole document when left out). */
        pageRange: pageRangeSchema.optional(),
      })
      .strict(),
    output: translationSchema,
  },
  retryTranslation: { input: z.object({ translationId: id }).strict(), output: translationSchema },
  deleteTranslation: {
    input: z.object({ translationId: id }).strict(),
    output: z.object({ success: z.boolean() }),
  },
  deleteOriginalFiles: { input: z.object({ translationId: id }).strict(), output: translationSchema },
  getTranslation: { input: z.object({ translationId: id }).strict(), output: translationSchema },
  /** A signed `/api/files/<id>` URL that works without a session until expiresAt (1 hour). */
  getDownloadUrl: {
    input: z.object({ fileId: id }).strict(),
    output: z.object({ url: z.string(), expiresAt: isoDate }),
  },
  /** The live list: createdAt descending, HISTORY_LIVE_PAGE_SIZE; kept current by /api/events. */
  listTranslations: { input: z.object({}).strict(), output: z.object({ items: z.array(translationSchema) }) },
  listTranslationsByFolder: {
    input: pageRequestSchema.extend({ folderId: folderRef }).strict(),
    output: translationPageSchema,
  },
  listTranslationsFiltered: {
    input: pageRequestSchema
      .extend({
        status: translationStatusSchema.optional(),
        langTo: languageCodeSchema.optional(),
        folderId: folderRef.optional(),
        search: z.string().max(255).optional(),
        /** How `search` matches a file name: its start (SPEC.md's rule, the default) or anywhere. */
        match: z.enum(['prefix', 'contains']).optional(),
      })
      .strict(),
    output: translationPageSchema,
  },
  countDocumentsByFolder: {
    input: z.object({ folderIds: z.array(id).max(1000) }).strict(),
    output: z.object({ counts: z.record(z.string(), z.number().int()) }),
  },
  moveDocuments: {
    input: z.object({ documentIds: z.array(id).min(1).max(10_000), folderId: folderRef }).strict(),
    output: z.object({ success: z.boolean(), movedCount: z.number().int(), errors: z.array(z.string()) }),
  },
  renameDocument: {
    input: z.object({ documentId: id, fileName: fileNameSchema }).strict(),
    output: translationSchema,
  },
  duplicateDocument: {
    input: z
      .object({
        documentId: id,
        newName: fileNameSchema.optional(),
        destinationFolderId: folderRef.optional(),
      })
      .strict(),
    output: translationSchema,
  },
  duplicateDocuments: {
    input: z
      .object({ documentIds: z.array(id).min(1).max(500), destinationFolderId: folderRef.optional() })
      .strict(),
    output: z.object({ documents: z.array(translationSchema) }),
  },
  createFolder: {
    input: z
      .object({
        name: folderNameSchema,
        parentId: folderRef.default(null),
        color: folderColorSchema.default(null),
      })
      .strict(),
    output: folderSchema,
  },
  /** Not deleted, by name ascending; all of the user's folders when parentId is absent. */
  listFolders: {
    input: z.object({ parentId: folderRef.optional() }).strict(),
    output: z.object({ folders: z.array(folderSchema) }),
  },
  updateFolder: {
    input: z
      .object({ folderId: id, name: folderNameSchema.optional(), color: folderColorSchema.optional() })
      .strict(),
    output: folderSchema,
  },
  moveFolder: { input: z.object({ folderId: id, parentId: folderRef }).strict(), output: folderSchema },
  /** Soft delete: sets deletedAt. */
  deleteFolder: { input: z.object({ folderId: id }).strict(), output: folderSchema },
  recursiveDeleteFolder: {
    input: z.object({ folderId: id }).strict(),
    output: z.object({
      success: z.boolean(),
      deletedFolders: z.number().int(),
      deletedDocuments: z.number().int(),
    }),
  },
  duplicateFolder: {
    input: z
      .object({
        folderId: id,
        includeDocuments: z.boolean().default(DUPLICATE_FOLDER_DEFAULTS.includeDocuments),
        includeSubfolders: z.boolean().default(DUPLICATE_FOLDER_DEFAULTS.includeSubfolders),
        newName: folderNameSchema.optional(),
        destinationParentId: folderRef.optional(),
        preserveHierarchy: z.boolean().default(DUPLICATE_FOLDER_DEFAULTS.preserveHierarchy),
        maxDepth: z
          .number()
          .int()
          .min(0)
          .max(FOLDER_DUPLICATE_MAX_DEPTH)
          .default(DUPLICATE_FOLDER_DEFAULTS.maxDepth),
      })
      .strict(),
    output: z.object({
      folder: folderSchema,
      folderCount: z.number().int(),
      documentCount: z.number().int(),
    }),
  },
  listUploadSessions: {
    input: z.object({}).strict(),
    output: z.object({ sessions: z.array(uploadSessionSchema) }),
  },
} as const;
