import { z } from 'zod';
import { documentFormatSchema } from './documents.ts';

// Sharing (SPEC.md §2 "/shared/:shareId", public): the owner makes links to a translated document;
// anyone holding one sees the document on the shared page without signing in.

/** The files a link can show: the translation always, the original and bilingual ones only when included. */
export const SHARED_FILE_KINDS = ['translated', 'original', 'bilingual'] as const;
export const sharedFileKindSchema = z.enum(SHARED_FILE_KINDS);
export type SharedFileKind = z.infer<typeof sharedFileKindSchema>;

/** A link lives at most this long; null means until revoked or the document is deleted. */
export const SHARE_MAX_DAYS = 365;
/** The lifetimes the share dialog offers (null: no expiry). */
export const SHARE_EXPIRY_CHOICES = [1, 7, 30, null] as const;
export const SHARE_DEFAULT_EXPIRY_DAYS = 7;
/** Live links one document may have at once: enough to hand out, not enough to flood the table. */
export const SHARE_LINKS_PER_DOCUMENT = 20;

const id = z.string().min(1).max(100);
const isoDate = z.string();
const expiresInDays = z.number().int().min(1).max(SHARE_MAX_DAYS).nullable();

/** A link as its owner sees it. */
export const shareLinkSchema = z.object({
  shareId: z.string(),
  translationId: z.string(),
  /** The public page: `<server>/shared/<shareId>`. */
  url: z.string(),
  allowDownload: z.boolean(),
  /** The original and the bilingual file are shown too (both show the original's text). */
  includeOriginal: z.boolean(),
  expiresAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/**
 * What a file's viewPath answers: the file itself ('file', when the owner allows downloads) or, on a
 * view-only link, a form made for viewing that never is the file: PDF pages ('pdf': a PDF's pages
 * copied into a new document, an office document laid out), the picture re-encoded without its
 * metadata ('image'), or a reading view in HTML ('html': text, subtitles, Markdown, HTML, EPUB).
 * 'none': a view-only link cannot show this file.
 */
export const SHARED_FILE_VIEWS = ['file', 'pdf', 'image', 'html', 'none'] as const;
export type SharedFileView = (typeof SHARED_FILE_VIEWS)[number];

/** One file the shared page may show; paths are on the API server (`/api/shared/<id>/files/<kind>`). */
export const sharedFileSchema = z.object({
  kind: sharedFileKindSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Shown in the page (inline for PDFs and images), in the form `view` says. */
  viewPath: z.string(),
  view: z.enum(SHARED_FILE_VIEWS).default('file'),
  /** Saved as a file; null when the owner did not allow downloads. */
  downloadPath: z.string().nullable(),
});
export type SharedFile = z.infer<typeof sharedFileSchema>;

/** `GET /api/shared/<shareId>`: what the public page needs, nothing about the owner. */
export const sharedDocumentSchema = z.object({
  shareId: z.string(),
  fileName: z.string(),
  langFrom: z.string(),
  langTo: z.string(),
  detectedLanguage: z.string().nullable(),
  format: documentFormatSchema,
  isImage: z.boolean(),
  pages: z.number().int(),
  /** When the translation was made. */
  createdAt: isoDate,
  expiresAt: isoDate.nullable(),
  allowDownload: z.boolean(),
  files: z.array(sharedFileSchema),
});
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;

export const SHARE_FUNCTIONS = {
  /** A new link to one of the caller's finished translations; someone else's is not-found. */
  createShareLink: {
    input: z
      .object({
        translationId: id,
        expiresInDays: expiresInDays.default(SHARE_DEFAULT_EXPIRY_DAYS),
        allowDownload: z.boolean().default(true),
        includeOriginal: z.boolean().default(false),
      })
      .strict(),
    output: shareLinkSchema,
  },
  /** The caller's live links (not expired), newest first; of one document when translationId is given. */
  listShareLinks: {
    input: z.object({ translationId: id.optional() }).strict(),
    output: z.object({ links: z.array(shareLinkSchema) }),
  },
  /** Changes a live link; a new expiresInDays counts from now. */
  updateShareLink: {
    input: z
      .object({
        shareId: id,
        expiresInDays: expiresInDays.optional(),
        allowDownload: z.boolean().optional(),
        includeOriginal: z.boolean().optional(),
      })
      .strict(),
    output: shareLinkSchema,
  },
  /** Ends a link at once: its page answers not found from then on. */
  revokeShareLink: { input: z.object({ shareId: id }).strict(), output: z.object({ success: z.boolean() }) },
} as const;
