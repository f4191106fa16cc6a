import type { PGlite } from '@electric-sql/pglite';
import type { Db as IDatabase } from 'pg-boss';
import { createSerialQueue } from './serial-queue.ts';

// pg-boss on PGlite: one connection shared with the app's Drizzle queries.
// pg-boss sends some multi-statement "BEGIN; ...; COMMIT" blocks without parameters. When one
// fails, a plain exec() leaves the single session in an aborted transaction that would break the
// app's next query, so those blocks run inside PGlite's own exclusive transaction, which rolls
// back before anyone else gets the connection (the nested BEGIN/COMMIT only cause warnings).
const EXPLICIT_TRANSACTION = /^\s*BEGIN\b/i;

type Rows = { rows: Record<string, unknown>[] };

export function pgliteQueueDatabase(pglite: PGlite): IDatabase {
  const serial = createSerialQueue();

  async function run(text: string, values?: unknown[]): Promise<Rows> {
    if (values?.length) return pglite.query<Record<string, unknown>>(text, values);
    const flatten = (results: Rows[]) => ({ rows: results.flatMap((r) => r.rows ?? []) });
    if (EXPLICIT_TRANSACTION.test(text)) return flatten(await pglite.transaction((tx) => tx.exec(text)));
    return flatten(await pglite.exec(text));
  }

  return {
    executeSql: (text, values) => serial(() => run(text, values)),
    async listen(channel, onNotification, onReconnect) {
      const unsubscribe = await pglite.listen(channel, onNotification);
      onReconnect();
      return { close: () => unsubscribe() };
    },
  };
}
