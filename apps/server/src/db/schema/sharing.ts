import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { translations } from './app.ts';
import { user } from './auth.ts';

/**
 * A public link to a translation. The id is the share id itself (random, unguessable). Deleting
 * the translation deletes its links (ON DELETE CASCADE), so a deleted document is never shown.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    translationId: text('translation_id')
      .notNull()
      .references(() => translations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    allowDownload: boolean('allow_download').notNull().default(true),
    includeOriginal: boolean('include_original').notNull().default(false),
    /** Null: until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('share_links_translation_idx').on(t.translationId),
    index('share_links_user_created_idx').on(t.userId, t.createdAt),
  ],
);
