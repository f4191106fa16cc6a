import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** 'export': a ZIP of the whole account (account/export.ts), kept only while its download link lives. */
export const FILE_KINDS = ['original', 'translated', 'bilingual', 'thumbnail', 'export'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** A stored file: its bytes live in the blob store (disk or S3) under storageKey. */
export const files = pgTable(
  'files',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_user_idx').on(t.userId)],
);
