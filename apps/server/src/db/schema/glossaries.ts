import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GlossaryEntry } from '@tolk/contract';
import { user } from './auth.ts';

/**
 * A user's glossary: a language pair and its entries, or (both languages null) a list of words
 * never translated in any pair. The entries are one JSON list: they are read and written whole.
 * At most one default glossary per user and pair.
 */
export const glossaries = pgTable(
  'glossaries',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    langFrom: text('lang_from'),
    langTo: text('lang_to'),
    isDefault: boolean('is_default').notNull().default(false),
    entries: jsonb('entries').$type<GlossaryEntry[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('glossaries_user_idx').on(t.userId),
    uniqueIndex('glossaries_default_per_pair_idx')
      .on(t.userId, t.langFrom, t.langTo)
      .where(sql`${t.isDefault}`),
  ],
);
