import type { Translation } from '@tolk/contract';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import * as files from '../files/service.ts';
import { toTranslation } from './view.ts';
import type { CallContext } from '../callable.ts';
import { reserveQuota } from '../quota/repo.ts';
import { quotaRefusal } from '../quota/refusals.ts';
import { publishQuota } from '../quota/service.ts';
import type { TranslationsDeps } from './deps.ts';
import { sendJob } from '../jobs/define.ts';
import { TRANSLATE_JOB } from './jobs.ts';
import { publishTranslation, watchTranslation } from './events.ts';
import { announceQueue } from './queue-announce.ts';
import { sendOptionsFor } from './queue-order.ts';
import * as repo from './repo.ts';

// What every way of asking for a translation shares (an upload, a camera photo): reserve the
// quota and insert the queued row atomically, start the job, stream progress when asked.

export async function enqueue(
  deps: files.FilesDeps & { boss: PgBoss },
  row: repo.TranslationRow,
): Promise<void> {
  const data = { translationId: row.id, attempt: row.attempt };
  try {
    const place = await sendOptionsFor(deps.db, row);
    await sendJob(deps.boss, TRANSLATE_JOB, data, { singletonKey: `${row.id}:${row.attempt}`, ...place });
  } catch (error) {
    const failed = await deps.db.transaction((tx) =>
      repo.fail(tx, row.id, row.attempt, new AppError('unavailable', 'TRANSLATION_NOT_STARTED')),
    );
    if (failed) await publishTranslation(deps.bus, failed);
    await publishQuota(deps, row.userId);
    throw error;
  }
  // Its place in the queue, and the places it pushed back, for everyone's lists.
  announceQueue(deps);
}

export type QueuedRow = Omit<repo.NewTranslationRow, 'userId' | 'status' | 'chargedPages' | 'chargedImages'>;

export interface TranslationRequest {
  /** The queued row to insert (the quota it holds is added here). */
  row: QueuedRow;
  pages: number;
  images: number;
  /** In the reservation's transaction, just before the insert: changes to the row. */
  beforeInsert?: (tx: Db) => Promise<Partial<QueuedRow>>;
  /** After the reservation committed, before the job starts (a failure here must fail the row). */
  afterInsert?: (row: repo.TranslationRow) => Promise<repo.TranslationRow>;
}

/**
 * Reserves the pages (or the image translation) atomically, records the queued translation and
 * starts its job. Streaming callers then hear its progress until it completes or fails.
 * Quota short: resource-exhausted with the reason, and nothing is inserted.
 */
export async function queueTranslation(
  deps: TranslationsDeps,
  userId: string,
  request: TranslationRequest,
  ctx: Pick<CallContext, 'emit' | 'signal' | 'streaming'>,
): Promise<Translation> {
  const watch = ctx.streaming
    ? watchTranslation(deps.bus, userId, (t) => ctx.emit(t), ctx.signal)
    : undefined;
  try {
    const inserted = await deps.db.transaction(async (tx) => {
      // The reservation locks the user's row, so the checks and the insert run one request at a time.
      if (!(await reserveQuota(tx, deps.premiumLimits, userId, request.pages, request.images)))
        return undefined;
      const changes = request.beforeInsert ? await request.beforeInsert(tx) : {};
      return repo.insertTranslation(tx, {
        ...request.row,
        ...changes,
        userId,
        status: 'queued',
        chargedPages: request.pages,
        chargedImages: request.images,
      });
    });
    if (!inserted) throw await quotaRefusal(deps, userId, request.row.isImage ?? false, request.pages);
    const row = request.afterInsert ? await request.afterInsert(inserted) : inserted;
    watch?.follow(row.id);
    const queued = await publishTranslation(deps.bus, row);
    await publishQuota(deps, userId);
    await enqueue(deps, row);
    if (!watch) return queued;
    ctx.emit(queued);
    return (await settle(deps, userId, row.id, watch.settled)) ?? queued;
  } finally {
    watch?.stop();
  }
}

/** The final translation: from its event, or from the database if an event went missing. */
async function settle(
  deps: TranslationsDeps,
  userId: string,
  id: string,
  settled: Promise<Translation | undefined>,
): Promise<Translation | undefined> {
  for (;;) {
    const tick = new Promise<'tick'>((resolve) => setTimeout(() => resolve('tick'), 5000).unref());
    const outcome = await Promise.race([settled, tick]);
    if (outcome !== 'tick') return outcome;
    const row = await repo.findOwnTranslation(deps.db, userId, id);
    if (!row || row.status === 'completed' || row.status === 'failed') return row && toTranslation(row);
  }
}
