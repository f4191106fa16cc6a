import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SendOptions } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { translations, users } from '../db/schema.ts';
import { fairSendOptions } from '../jobs/fair-order.ts';
import type { TranslationRow } from './repo.ts';

/**
 * Where a translation's job goes in the queue (jobs/fair-order.ts): its user's plan and the pages
 * their other unfinished translations hold, read when it is sent.
 */
export async function sendOptionsFor(
  db: Db,
  row: Pick<TranslationRow, 'id' | 'userId' | 'pages' | 'isImage'>,
  now = new Date(),
): Promise<Pick<SendOptions, 'priority' | 'group'>> {
  const [ahead] = await db
    .select({ pages: sql<number>`coalesce(sum(greatest(${translations.pages}, 1)), 0)::int` })
    .from(translations)
    .where(
      and(
        eq(translations.userId, row.userId),
        inArray(translations.status, ['queued', 'processing']),
        ne(translations.id, row.id),
      ),
    );
  const [user] = await db
    .select({ premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.userId, row.userId));
  return fairSendOptions({
    userId: row.userId,
    premium: (user?.premiumUntil?.getTime() ?? 0) > now.getTime(),
    pagesAhead: ahead?.pages ?? 0,
    pages: row.isImage ? 1 : row.pages,
    now,
  });
}
