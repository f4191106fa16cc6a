// Fair, parallel queues on the embedded default (npm start: TOLK_ROLE=all, PGlite), in one run:
// (1) 50 clients at once calling listTranslations and getQuota (each its own account and address),
//     requests/s and p99 against a bare Fastify route answering the same bytes from memory, with the
//     server idle and while a batch translates;
// (2) the mixed batch: big PDFs of two premium users requested first, then one-page PDFs of four free
//     users; translations per minute and each user's median wait (to start and to completion),
//     against a one-page document translated alone on the idle server in the same run;
// (3) the issue's case: one big PDF translating, then another user's one-page PDF, against alone.
// Prints figures and ratios; never fails. Run: node bench/fair-queues.bench.ts [--big-pages=40]
// [--clients=50] [--seconds=15]. ROOT=<checkout> measures another checkout (a worktree of the
// commit before a change) with this same bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, spawnServer, waitForHealth } from '../e2e/product.ts';
import { signUpFrom, callAs, type Account } from './fair-queues/accounts.ts';
import { runLoad, type Client, type LoadFigures } from './fair-queues/api-load.ts';
import { runBatch, type BatchFigures, type Person, type PersonFigures } from './fair-queues/batch.ts';
import { manualPdf } from './http-api/documents.ts';
import { BENCH_WEBHOOK_AUTH, grantPremium } from './http-api/session.ts';
import { startBareServer } from './list/bare.ts';

const { values } = parseArgs({
  options: {
    'big-pages': { type: 'string', default: '40' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
  },
});
const BIG_PAGES = Number(values['big-pages']);
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const root = process.env.ROOT ?? path.resolve(import.meta.dirname, '..');

const BIG = ['bash', 'curl', 'gpg'];
const SMALL = ['dash', 'less', 'xz', 'tar', 'grep', 'sed', 'find', 'ssh'];
const pdf = (name: string, pages: number) => {
  const made = manualPdf(name, pages);
  if (!made) throw new Error(`the manual page of ${name} is missing or shorter than ${pages} pages`);
  return { name, pdf: made };
};

const ms = (value: number) => `${value.toFixed(0)} ms`;
const load = (label: string, tolk: LoadFigures, bare: LoadFigures) =>
  console.log(
    `API, ${CLIENTS} clients (listTranslations, getQuota), ${label}: Tolk ${tolk.perSecond.toFixed(1)} req/s, ` +
      `p50 ${ms(tolk.p50)}, p99 ${ms(tolk.p99)}${tolk.refused ? `, ${tolk.refused} refused` : ''}; bare route ` +
      `${bare.perSecond.toFixed(0)} req/s, p99 ${ms(bare.p99)}; ratio req/s ${(tolk.perSecond / bare.perSecond).toFixed(3)}x, ` +
      `p99 ${(tolk.p99 / bare.p99).toFixed(1)}x`,
  );

/** A one-page document translated alone, the server otherwise idle: the median of three, in ms. */
async function oneAlone(solo: Account, pages: Person['documents']): Promise<number> {
  const times: number[] = [];
  for (const document of pages) {
    const run = await runBatch(
      [{ label: 'alone', account: solo, documents: [document] }],
      [{ person: 0, document: 0 }],
    );
    times.push(run.people[0]!.doneMs);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

function report(batch: BatchFigures, people: Person[], aloneMs: number): void {
  console.log(
    `batch: ${batch.count} translations en -> es (local) in ${batch.seconds.toFixed(1)} s: ` +
      `${batch.perMinute.toFixed(1)} per minute${batch.failed ? `, ${batch.failed} failed` : ''}`,
  );
  for (const [i, person] of batch.people.entries())
    console.log(
      `  ${person.label} (${people[i]!.documents.length} x ${BIG.includes(people[i]!.documents[0]!.name) ? `${BIG_PAGES} pages` : '1 page'}): ` +
        `median wait to start ${(person.startMs / 1000).toFixed(1)} s, to completion ${(person.doneMs / 1000).toFixed(1)} s ` +
        `(${(person.doneMs / aloneMs).toFixed(1)}x a one-page document alone)`,
    );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tolk-fair-queues-'));
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = spawnServer(
  root,
  { port, dataDir, baseUrl },
  {
    REVENUECAT_WEBHOOK_AUTH: BENCH_WEBHOOK_AUTH,
    TRUST_PROXY: '127.0.0.1',
    TOLK_WARM_PAIRS: 'en:es',
    // A per-account call limit, where the server has one, would refuse the load rather than time it.
    TOLK_FUNCTION_CALLS_PER_MINUTE: '1000000',
  },
);
const exited = new Promise((resolve) => server.once('exit', resolve));
const bare = await startBareServer();
try {
  await waitForHealth(baseUrl, server);
  for (let i = 0; i < 600; i++) {
    const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as { engine?: { ready: boolean } };
    if (health.engine?.ready !== false) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const big = BIG.map((name) => pdf(name, BIG_PAGES));
  const small = SMALL.map((name) => pdf(name, 1));
  console.log(
    `${root}: ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(2)}; big PDFs: first ${BIG_PAGES} pages of ${BIG.join(', ')}; ` +
      `small: page 1 of ${SMALL.join(', ')} (manual pages set by groff)`,
  );
  const callers: Account[] = [];
  for (let i = 0; i < CLIENTS; i++) callers.push(await signUpFrom(baseUrl, dataDir));
  const listAnswer = JSON.stringify({ result: await callAs(callers[0]!, 'listTranslations', {}) });
  const calls = (p: number) =>
    [
      { path: '/api/fn/listTranslations', body: '{"data":{}}' },
      { path: '/api/fn/getQuota', body: '{"data":{}}' },
    ].map((call) => ({ ...call, port: p }));
  const tolkClients: Client[] = callers.map((a) => ({
    port,
    calls: calls(port),
    headers: { cookie: a.cookie, origin: baseUrl, 'x-forwarded-for': a.address },
  }));
  const bareClients: Client[] = callers.map((a) => ({
    port: bare.port,
    calls: calls(bare.port),
    headers: { cookie: a.cookie, origin: baseUrl },
  }));
  bare.answerWith(listAnswer);

  const people: Person[] = [];
  const person = async (label: string, premium: boolean, documents: Person['documents']) => {
    const account = await signUpFrom(baseUrl, dataDir);
    if (premium) await grantPremium(account);
    people.push({ label, account, documents });
  };
  await person('premium-1', true, [big[0]!, big[1]!]);
  await person('premium-2', true, [big[2]!]);
  for (let i = 0; i < 4; i++) await person(`free-${i + 1}`, false, [small[2 * i]!, small[2 * i + 1]!]);
  // Big documents first (premium-1's two, then premium-2's), then the free users' in turn.
  const order = [
    { person: 0, document: 0 },
    { person: 0, document: 1 },
    { person: 1, document: 0 },
    ...[0, 1].flatMap((document) => [2, 3, 4, 5].map((p) => ({ person: p, document }))),
  ];

  load('server idle', await runLoad(tolkClients, SECONDS), await runLoad(bareClients, SECONDS));
  const solo = await signUpFrom(baseUrl, dataDir);
  await grantPremium(solo);
  const aloneMs = await oneAlone(
    solo,
    SMALL.slice(0, 3).map((name) => pdf(name, 1)),
  );
  console.log(
    `a one-page document alone: ${(aloneMs / 1000).toFixed(1)} s from translateDocument to completion (median of 3)`,
  );
  report(await runBatch(people, order), people, aloneMs);
  // The issue's case: one long PDF translating, then one other user's one-page document.
  const reader = await signUpFrom(baseUrl, dataDir);
  const pair: Person[] = [
    { label: 'premium-1', account: people[0]!.account, documents: [big[0]!] },
    { label: 'free-5', account: reader, documents: [small[0]!] },
  ];
  const duel = await runBatch(pair, [
    { person: 0, document: 0 },
    { person: 1, document: 0 },
  ]);
  const [long, short] = duel.people as [PersonFigures, PersonFigures];
  console.log(
    `one ${BIG_PAGES}-page PDF, then another user's one-page PDF: the one page done after ${(short.doneMs / 1000).toFixed(1)} s ` +
      `(${(short.doneMs / aloneMs).toFixed(1)}x alone), the long one after ${(long.doneMs / 1000).toFixed(1)} s`,
  );
  // The same batch again, untimed, while the clients call: the API on a machine busy translating.
  const background = runBatch(people, order);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  load(
    'while the batch translates',
    await runLoad(tolkClients, SECONDS),
    await runLoad(bareClients, SECONDS),
  );
  await background;
} finally {
  server.kill('SIGTERM');
  await exited;
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
