import type { Db } from '../db/client.ts';
import type { EventBus } from '../events/bus.ts';
import { toTranslation } from './view.ts';
import { allQueuePositions } from './queue-position.ts';
import { findTranslations } from './repo.ts';

// Queue positions move when a job is sent (a short document may go before others) and when one
// starts (everyone behind it moves up). The owners of the queued translations whose position
// changed hear it as a 'translation' event with queuePosition, so lists and progress screens stay
// current without polling. At most one read a second per event bus in this process; only the
// first ANNOUNCED of the queue are followed (those further back learn theirs when they read).

const DELAY_MS = 1000;
const ANNOUNCED = 200;

interface Announcer {
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The positions last announced from this process. */
  last: Map<string, number>;
}

const announcers = new WeakMap<EventBus, Announcer>();

async function announce(deps: { db: Db; bus: EventBus }, announcer: Announcer): Promise<void> {
  const positions = await allQueuePositions(deps.db, ANNOUNCED);
  const changed = new Map(
    positions.filter(({ id, ahead }) => announcer.last.get(id) !== ahead).map(({ id, ahead }) => [id, ahead]),
  );
  announcer.last = new Map(positions.map(({ id, ahead }) => [id, ahead]));
  if (changed.size === 0) return;
  const rows = await findTranslations(deps.db, [...changed.keys()]);
  for (const row of rows) {
    if (row.status !== 'queued') continue;
    const translation = { ...toTranslation(row), queuePosition: changed.get(row.id) ?? null };
    await deps.bus.publish(row.userId, { type: 'translation', data: translation });
  }
}

/** Announces the queue's positions soon (calls within a second share one read). */
export function announceQueue(deps: { db: Db; bus: EventBus }): void {
  let announcer = announcers.get(deps.bus);
  if (!announcer) {
    announcer = { timer: undefined, last: new Map() };
    announcers.set(deps.bus, announcer);
  }
  if (announcer.timer) return;
  const current = announcer;
  current.timer = setTimeout(() => {
    current.timer = undefined;
    // A hint only: when it cannot be read (the server stopping), the next read of a list has it.
    announce(deps, current).catch(() => undefined);
  }, DELAY_MS);
  current.timer.unref();
}
