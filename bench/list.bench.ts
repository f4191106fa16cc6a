// History lists at 100,000 documents of one user on PostgreSQL, through the server's HTTP API,
// against a bare Fastify route answering the same bytes from memory in the same run (same request:
// POST, same body, same cookie). Prints p50/p99 and the p99 ratio (goal ≤ 2x); never fails.
// Run: node bench/list.bench.ts   (PostgreSQL: TEST_DATABASE_URL, else scripts/test-postgres.sh
// on TOLK_TEST_PG_PORT, default 55931, started and stopped by the bench)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { buildApp } from '../apps/server/src/http/app.ts';
import { signUpOverHttp } from '../e2e/http-account.ts';
import { startBareServer } from './list/bare.ts';
import { listCases, type ListCase } from './list/cases.ts';
import { closeAgents, measure, post, type Request, type Server } from './list/latency.ts';
import { benchDatabase } from './list/postgres.ts';
import { explainAnalyze, queriesOf, replayReads } from './list/queries.ts';
import { FOLDERS, seedHistory } from './list/seed.ts';

const DOCUMENTS = 100_000;
const ROUNDS = { warmup: 50, count: 400 };
/** Above this p99 ratio the plan of the list's query is printed. */
const EXPLAIN_ABOVE = 3;
const ORIGIN = 'http://tolk.bench';

const ms = (value: number) => value.toFixed(2).padStart(6);

/** The request of a case, its cursor found by walking the pages before; each case from its own address. */
async function requestOf(item: ListCase, index: number, port: number, cookie: string): Promise<Request> {
  // The API's per-address ceiling (600 a minute) is not a bench figure.
  const headers = { cookie, origin: ORIGIN, 'x-forwarded-for': `10.9.0.${index + 1}` };
  const call = (data: Record<string, unknown>) => ({
    path: `/api/fn/${item.fn}`,
    body: JSON.stringify({ data }),
    headers,
  });
  let data = item.data;
  for (let page = 0; page < item.skipPages; page++) {
    const answer = JSON.parse((await post(port, call(data))).body) as {
      result: { nextCursor: string | null };
    };
    if (!answer.result.nextCursor) throw new Error(`${item.label}: no page ${page + 2}`);
    data = { ...item.data, cursor: answer.result.nextCursor };
  }
  return call(data);
}

/** `expected`: the server's answer, which the bare route was given too. */
async function run(
  pool: pg.Pool,
  servers: [Server, Server],
  request: Request,
  expected: string,
  label: string,
) {
  const [server, bare] = servers;
  const items = (JSON.parse(expected) as { result: { items: unknown[] } }).result.items.length;
  const figures = await measure(servers, request, expected, ROUNDS);
  const [ours, floor] = [figures.get(server.label), figures.get(bare.label)];
  if (!ours || !floor) throw new Error('no figures');
  const ratio = ours.p99 / floor.p99;
  console.log(
    `${label.padEnd(40)} ${String(items).padStart(5)} ${String(Buffer.byteLength(expected)).padStart(7)}   ` +
      `${ms(ours.p50)} / ${ms(ours.p99)} ms  ${ms(floor.p50)} / ${ms(floor.p99)} ms  ${ratio.toFixed(2).padStart(6)}x`,
  );
  const sent = await queriesOf(pool, () => post(server.port, request));
  const reads = sent.filter((query) => /^\s*select\b/i.test(query.text)).length;
  const alone = await replayReads(pool, sent, ROUNDS);
  console.log(
    `${''.padEnd(56)}its ${reads} reads alone ${ms(alone.p50)} / ${ms(alone.p99)} ms` +
      ` (of ${sent.length} statements a request sends; p99 ${(alone.p99 / floor.p99).toFixed(1)}x the bare route's)`,
  );
  const list = sent.find((query) => /from "translations"/.test(query.text));
  if (ratio > EXPLAIN_ABOVE && list)
    console.log(`  EXPLAIN ANALYZE of its list query:\n${await explainAnalyze(pool, list)}\n`);
}

const cleanups: (() => Promise<void> | void)[] = [];
try {
  const postgres = await benchDatabase();
  cleanups.push(() => postgres.dispose());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tolk-list-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    DATA_DIR: dataDir,
    BASE_URL: ORIGIN,
    DATABASE_URL: postgres.url,
    // An API instance of a cluster; its per-address limit is keyed by X-Forwarded-For (requestOf).
    TOLK_ROLE: 'api',
    TRUST_PROXY: 'true',
    // One account's lists asked many times a minute, as no person does: no per-account limit.
    TOLK_FUNCTION_CALLS_PER_MINUTE: '1000000',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    PATH: process.env.PATH ?? '',
  });
  const database = await openDatabase(config);
  cleanups.push(() => database.close());
  if (database.kind !== 'postgres') throw new Error('the list bench runs on PostgreSQL');
  const app = await buildApp(config, { database });
  cleanups.push(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  const bare = await startBareServer();
  cleanups.push(() => bare.close(), closeAgents);

  const { cookie, userId } = await signUpOverHttp(`http://127.0.0.1:${address.port}`, dataDir, ORIGIN);
  const started = performance.now();
  const { folders } = await seedHistory(database.db, userId, DOCUMENTS);
  console.log(
    `seeded ${DOCUMENTS.toLocaleString('en')} documents of one user in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${FOLDERS.length} folders of ${FOLDERS.map(([, share]) => share / 100).join('/')} % and none, ` +
      '4 statuses, 12 language pairs, 20 formats, about 3 years)',
  );
  console.log(
    `${ROUNDS.count} requests each after ${ROUNDS.warmup} warm-up, server and bare interleaved, keep-alive HTTP\n`,
  );
  console.log(
    `${'list'.padEnd(40)} ${'items'.padStart(5)} ${'bytes'.padStart(7)}   server p50 / p99   bare p50 / p99   p99 ratio`,
  );
  const servers: [Server, Server] = [
    { label: 'server', port: address.port },
    { label: 'bare', port: bare.port },
  ];
  for (const [index, item] of listCases(folders).entries()) {
    const request = await requestOf(item, index, address.port, cookie);
    const expected = (await post(address.port, request)).body;
    bare.answerWith(expected);
    await run(database.pool, servers, request, expected, item.label);
  }
  console.log(
    `\npeak RSS of the bench process (server, bare and client): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
