import type { Db } from '../db/client.ts';
import type { EventBus } from '../events/bus.ts';

/** What the history and folder services need. */
export interface HistoryDeps {
  db: Db;
  bus: EventBus;
}
