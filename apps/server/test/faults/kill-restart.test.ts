// The fault suite: the real server process is killed with SIGKILL at random moments while users
// upload, analyse, translate, delete, duplicate and move documents, then started again on the same
// data. After each restart, once the server has had its bounded time to repair, the invariant
// checker reads the database and the blob store: nothing stuck, no orphan or missing blob, every
// counter equal to what the rows say. Short by default; TOLK_FAULT_KILLS=100 is the long mode.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Translation } from '@tolk/contract';
import { inArray, sql } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { uploadSessions, users } from '../../src/db/schema.ts';
import { createBlobStore } from '../../src/files/blob-store.ts';
import { testEnv } from '../config.ts';
import { ENGLISH_PARAGRAPHS, makeDocx } from '../documents.ts';
import { FakeGoogle } from '../fake-google.ts';
import { createPostgresDatabase, DATABASES, ENGINE_SUITE_DATABASES } from '../harness.ts';
import { HttpUser } from './http-client.ts';
import { checkInvariants, type Violations } from './invariants.ts';
import { freePort, ServerProcess } from './server-process.ts';
import { Workload } from './workload.ts';

const KILLS = Number(testEnv.TOLK_FAULT_KILLS ?? 1);
/** How long a translation may stay queued or processing after a restart (heartbeat, supervision, retry). */
const SETTLE_BOUND_MS = 90_000;
const ORPHAN_AFTER_SECONDS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until none of the users' translations is queued or processing; false past the bound. */
async function allSettled(people: HttpUser[]): Promise<boolean> {
  for (const until = Date.now() + SETTLE_BOUND_MS; Date.now() < until; await sleep(500)) {
    const lists = await Promise.all(
      people.map((person) => person.call<{ items: Translation[] }>('listTranslations', {})),
    );
    const busy = lists.some(
      (list) =>
        !list.result || list.result.items.some((t) => t.status === 'queued' || t.status === 'processing'),
    );
    if (!busy) return true;
  }
  return false;
}

// The two databases' runs share nothing (each its own server, data and fake Google) and mostly
// wait on the server, so they run side by side.
describe('the server killed at random moments', () => {
  // The long mode is the measure, on both databases; the short one only keeps the suite working.
  it.concurrent.for(KILLS > 1 ? DATABASES : ENGINE_SUITE_DATABASES)(
    `on %s, ends every translation, loses no file and miscounts nothing over ${KILLS} kill${KILLS === 1 ? '' : 's'}`,
    { timeout: 600_000 + KILLS * 180_000 },
    async (kind, { expect }) => {
      const google = await FakeGoogle.start();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tolk-faults-'));
      const postgres = kind === 'postgres' ? await createPostgresDatabase() : undefined;
      const env = {
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        WEB_DIST: path.join(dataDir, 'no-web-dist'),
        BETTER_AUTH_SECRET: 'fault-suite-secret-fault-suite-secret',
        GOOGLE_TRANSLATE_API_KEY: 'test-key',
        GOOGLE_TRANSLATE_ENDPOINT: google.url,
        TOLK_SWEEP_SECONDS: testEnv.TOLK_FAULT_SWEEP_SECONDS ?? '1',
        TOLK_STUCK_AFTER_SECONDS: '3',
        // Sixteen boots or more: the first job after each may load the engine itself.
        TOLK_WARM_UP: 'off',
        TOLK_ORPHAN_AFTER_SECONDS: String(ORPHAN_AFTER_SECONDS),
        // The workload calls as fast as it can, as no person does: no per-account limit.
        TOLK_FUNCTION_CALLS_PER_MINUTE: '1000000',
        // Every user of the workload is premium (below), with room for every round's pages.
        PREMIUM_PAGES_PER_MONTH: '1000000',
      };
      const server = new ServerProcess(await freePort(), env);
      /**
       * With the server stopped: the invariants (once there is a workload), then room for the next
       * round, as if time had passed: the free plan's hourly uploads and monthly pages would refuse
       * it (so its users are premium), and uploads a kill cut short would count as in progress until they expire.
       */
      const check = async (ids: string[], workload?: Workload) => {
        const database = await openDatabase({ databaseUrl: postgres?.url, dataDir });
        try {
          const violations =
            workload &&
            (await checkInvariants(
              database.db,
              createBlobStore({ dataDir, s3: undefined }),
              ids,
              workload.ledger,
            ));
          await database.db
            .update(users)
            .set({ premiumUntil: new Date(Date.now() + 365 * 86_400_000) })
            .where(inArray(users.userId, ids));
          await database.db
            .update(uploadSessions)
            .set({
              createdAt: sql`${uploadSessions.createdAt} - interval '2 hours'`,
              expiresAt: sql`least(${uploadSessions.expiresAt}, now())`,
            })
            .where(inArray(uploadSessions.userId, ids));
          return violations;
        } finally {
          await database.close();
        }
      };
      const totals = { kills: 0, stuck: 0, missingBlobs: 0, orphanBlobs: 0, quotaMismatches: 0 };
      const found: Violations[] = [];
      try {
        await server.start();
        const people = [
          await HttpUser.signUp(server.url, dataDir),
          await HttpUser.signUp(server.url, dataDir),
        ];
        const ids = people.map((person) => person.userId);
        await server.stop();
        await check(ids);
        const workload = new Workload(await makeDocx(ENGLISH_PARAGRAPHS));
        for (let round = 0; round < KILLS; round++) {
          await server.start();
          const stop = new AbortController();
          const running = workload.run(people, stop.signal);
          await sleep(500 + Math.random() * 9500);
          await server.kill();
          stop.abort();
          await running;
          totals.kills += 1;

          await server.start();
          await workload.settle(SETTLE_BOUND_MS);
          const settledInTime = await allSettled(people);
          // The orphan sweep removes only files older than its grace period: give it one.
          await sleep((ORPHAN_AFTER_SECONDS + 2) * 1000);
          await server.stop();
          const violations = (await check(ids, workload)) as Violations;
          if (!settledInTime && violations.stuck.length === 0)
            violations.stuck.push('listTranslations timed out');
          totals.stuck += violations.stuck.length;
          totals.missingBlobs += violations.missingBlobs.length;
          totals.orphanBlobs += violations.orphanBlobs.length;
          totals.quotaMismatches += violations.quotaMismatches.length;
          if (Object.values(violations).some((list: string[]) => list.length > 0)) found.push(violations);
          if (KILLS > 3) console.info(`round ${round + 1} (${kind}): ${JSON.stringify(totals)}`);
        }
        console.info(`fault suite (${kind}): ${JSON.stringify({ ...totals, ...workload.done })}`);
        expect(found).toEqual([]);
      } finally {
        await server.kill();
        await google.close();
        await postgres?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
