import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { pgliteQueueDatabase } from '../src/jobs/pglite-adapter.ts';
import { startQueue, type JobQueue } from '../src/jobs/queue.ts';
import { createLogger } from '../src/logger.ts';
import { sharedDatabase } from './harness.ts';
import { JOBS } from '../src/compose/jobs.ts';

// pg-boss shares PGlite's single connection with the app, so its failures must not leak.
describe('job queue on PGlite', () => {
  let database: Database;
  let queue: JobQueue;
  beforeAll(async () => {
    ({ database } = await sharedDatabase('pglite'));
    queue = await startQueue(database, 'all', createLogger({ logLevel: 'silent' }), JOBS);
  });
  afterAll(() => queue?.stop());

  it('sends, fetches and completes a job', async () => {
    await queue.boss.createQueue('test-echo');
    const id = await queue.boss.send('test-echo', { hello: 'world' });
    const [job] = await queue.boss.fetch<{ hello: string }>('test-echo');
    expect(job?.id).toBe(id);
    expect(job?.data).toEqual({ hello: 'world' });
    await queue.boss.complete('test-echo', job!.id);
    expect((await queue.boss.getJobById('test-echo', job!.id))?.state).toBe('completed');
  });

  it('rolls back a failed multi-statement block so the app keeps working on the shared connection', async () => {
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    const adapter = pgliteQueueDatabase(database.pglite);
    await expect(adapter.executeSql('BEGIN; SELECT 1/0; COMMIT;')).rejects.toThrow('division by zero');
    // Without the rollback this fails with "current transaction is aborted".
    await expect(database.db.select().from(users).limit(1)).resolves.toBeInstanceOf(Array);
  });

  it('reports healthy while started and not after stopping', async () => {
    expect(await queue.healthy()).toBe(true);
    const second = await startQueue(database, 'api', createLogger({ logLevel: 'silent' }), JOBS);
    await second.stop();
    expect(await second.healthy()).toBe(false);
  });
});
