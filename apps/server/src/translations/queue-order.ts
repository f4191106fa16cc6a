import type { SendOptions } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { fairSendOptions } from '../jobs/fair-order.ts';
import { findProfile } from '../users/repo.ts';
import { pagesUnfinishedBesides, type TranslationRow } from './repo.ts';

/**
 * Where a translation's job goes in the queue (jobs/fair-order.ts): its user's plan and the pages
 * their other unfinished translations hold, read when it is sent.
 */
export async function sendOptionsFor(
  db: Db,
  row: Pick<TranslationRow, 'id' | 'userId' | 'pages' | 'isImage'>,
  now = new Date(),
): Promise<Pick<SendOptions, 'priority' | 'group'>> {
  const user = await findProfile(db, row.userId);
  return fairSendOptions({
    userId: row.userId,
    premium: (user?.premiumUntil?.getTime() ?? 0) > now.getTime(),
    pagesAhead: await pagesUnfinishedBesides(db, row.userId, row.id),
    pages: row.isImage ? 1 : row.pages,
    now,
  });
}
