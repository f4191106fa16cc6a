import type { FidelityReport, ImageBlocks, Preferences, ReasonDetails } from '@tolk/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { files } from './files.ts';
import { glossaries } from './glossaries.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const fileRef = (name: string) => text(name).references(() => files.id, { onDelete: 'set null' });
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/**
 * The user document of SPEC.md §3 (email comes from better-auth's user table). Its limits are not
 * stored: quota/limits.ts computes them from the plan (premiumUntil, provider) when read.
 */
export const users = pgTable('users', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['email', 'password', 'google', 'apple'] }).notNull(),
  displayName: text('display_name'),
  photoURL: text('photo_url'),
  pagesUsed: integer('pages_used').notNull().default(0),
  monthStart: timestamp('month_start', { withTimezone: true }).notNull(),
  storageUsed: bigint('storage_used', { mode: 'number' }).notNull().default(0),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  uploadCount: integer('upload_count').notNull().default(0),
  imageTranslationsUsed: integer('image_translations_used').notNull().default(0),
  /** Premium until then (the latest end of an entitlement in force); null on the free plan. */
  premiumUntil: timestamp('premium_until', { withTimezone: true }),
  preferences: jsonb('preferences').$type<Preferences>().notNull(),
  createdAt,
  updatedAt,
});

export const folders = pgTable(
  'folders',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: owner(),
    name: text('name').notNull(),
    parentId: text('parent_id').references((): AnyPgColumn => folders.id, { onDelete: 'cascade' }),
    color: text('color'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [index('folders_user_parent_idx').on(t.userId, t.parentId)],
);

export const translations = pgTable(
  'translations',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: owner(),
    fileName: text('file_name').notNull(),
    fileNameLower: text('file_name_lower').notNull(),
    langFrom: text('lang_from').notNull(),
    langTo: text('lang_to').notNull(),
    languages: text('languages').array().notNull(),
    folderId: text('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    // DESIGN.md translation model: stage/progress while processing, a user-facing error when failed.
    stage: text('stage'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** The error's `details: {reason, ...params}`, so the app says it in the UI language. */
    errorDetails: jsonb('error_details').$type<ReasonDetails>(),
    format: text('format').notNull().default('txt'),
    pages: integer('pages').notNull().default(0),
    /** The PDF pages asked for (1-based, inclusive; `pages` counts them), or null for all of them. */
    pageFrom: integer('page_from'),
    pageTo: integer('page_to'),
    isImage: boolean('is_image').notNull().default(false),
    bilingual: boolean('bilingual').notNull().default(false),
    provider: text('provider').notNull().default('local'),
    /** The glossary chosen for it; its terms are read when the job runs. */
    glossaryId: text('glossary_id').references(() => glossaries.id, { onDelete: 'set null' }),
    detectedLanguage: text('detected_language'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** The tus upload the original came from. */
    uploadId: text('upload_id'),
    originalFileId: fileRef('original_file_id'),
    translatedFileId: fileRef('translated_file_id'),
    bilingualFileId: fileRef('bilingual_file_id'),
    thumbnailFileId: fileRef('thumbnail_file_id'),
    /** Quota held by this translation: reserved when requested, given back once if it fails. */
    chargedPages: integer('charged_pages').notNull().default(0),
    chargedImages: integer('charged_images').notNull().default(0),
    /** Bumped by each retry, so a stale job of an earlier attempt does nothing. */
    attempt: integer('attempt').notNull().default(0),
    /** 'camera' translations (translateCapture) stay out of history until saved. */
    origin: text('origin', { enum: ['upload', 'camera'] })
      .notNull()
      .default('upload'),
    inHistory: boolean('in_history').notNull().default(true),
    /** Image translations: the recognised blocks with their translations (ImageBlocks). */
    blocks: jsonb('blocks').$type<ImageBlocks>(),
    /** What the completed translation had to compromise (FidelityReport); null before it completes. */
    fidelity: jsonb('fidelity').$type<FidelityReport>(),
    /** "Plus other fields the caller passes" (SPEC.md §3). */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    createdAt,
    updatedAt,
  },
  (t) => [
    // History lists page newest first by (createdAt, id): with id in the index they stop after a page.
    index('translations_user_created_idx').on(t.userId, t.createdAt, t.id),
    // text_pattern_ops: a name search (LIKE 'prefix%') can use it whatever the database's collation.
    index('translations_user_name_idx').on(t.userId, t.fileNameLower.op('text_pattern_ops')),
    index('translations_user_folder_idx').on(t.userId, t.folderId, t.createdAt, t.id),
  ],
);

/** The engine's analysis of an upload; `format` is the type read from its bytes. */
export interface StoredAnalysis {
  format: string;
  pages: number;
  characters: number;
  words: number;
  needsOcr: boolean;
  detectedLanguage: string | null;
}

export const uploadSessions = pgTable(
  'upload_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: owner(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    uploadedBytes: bigint('uploaded_bytes', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['active', 'completed', 'failed'] })
      .notNull()
      .default('active'),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The stored original once the upload completed. */
    fileId: fileRef('file_id'),
    /** The engine's analysis of the original, stored by the first call that needed it. */
    analysis: jsonb('analysis').$type<StoredAnalysis>(),
  },
  (t) => [index('upload_sessions_user_created_idx').on(t.userId, t.createdAt)],
);
