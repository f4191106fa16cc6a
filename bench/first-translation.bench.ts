// One 5-page text PDF end to end through the HTTP API (tus upload, analyzeDocument,
// translateDocument, completion heard on the event stream) against `tolk translate` on the same
// file, in the same run: the first translation after the server starts, and warm ones (median).
// Twice: on scripts/cluster.sh (2 API instances behind the proxy, 2 workers, PostgreSQL, s3rver) and
// on the embedded default (`npm start`: TOLK_ROLE=all, PGlite, local files). "After a start" means
// once /api/health answers with the engine warm (engine.ready), as a load balancer's readiness check
// would wait. The CLI runs alternate with the API's (one before the first, one before each warm
// one), so both see the same load. Prints times and ratios against the CLI's median (goal: first
// after a start <= 1.2x); never fails.
// Run: node bench/first-translation.bench.ts [--warm=4]
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { freePort, spawnServer, waitForHealth } from '../e2e/product.ts';
import { startCluster, stopCluster } from '../scripts/cluster/control.ts';
import { manualPdf } from './http-api/documents.ts';
import {
  BENCH_WEBHOOK_AUTH,
  followCompletions,
  grantPremium,
  signUp,
  upload,
  type ApiSession,
  translateToSpanish,
} from './http-api/session.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { warm: { type: 'string', default: '4' } } });
const WARM_RUNS = Number(values.warm);
const PAGES = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Steps {
  upload: number;
  analyze: number;
  translate: number;
  completed: number;
  total: number;
}

/** The whole journey of one document through the API, with each step's time in ms. */
async function throughApi(session: ApiSession, pdf: Uint8Array, name: string): Promise<Steps> {
  const completions = followCompletions(session);
  try {
    const t0 = performance.now();
    const uploadId = await upload(session, pdf, name);
    const t1 = performance.now();
    await session.api.call('analyzeDocument', { uploadId });
    const t2 = performance.now();
    const translation = await translateToSpanish(session, uploadId);
    const t3 = performance.now();
    await completions.waitFor(translation.id);
    const t4 = performance.now();
    return { upload: t1 - t0, analyze: t2 - t1, translate: t3 - t2, completed: t4 - t3, total: t4 - t0 };
  } finally {
    completions.close();
  }
}

/** One `tolk translate` of the file, start to exit, in ms. */
async function cliTime(file: string): Promise<number> {
  const started = performance.now();
  await run(
    process.execPath,
    ['packages/engine/src/cli.ts', 'translate', file, '--from', 'en', '--to', 'es'],
    { cwd: root },
  );
  return performance.now() - started;
}

async function engineReady(baseUrl: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as { engine?: { ready: boolean } };
    if (health.engine?.ready !== false) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the engine did not warm up in a minute');
}

interface Topology {
  name: string;
  first: Steps;
  warm: Steps[];
  /** `tolk translate` runs between the API's, so both see the same load on a shared machine. */
  cli: number[];
  /** From spawning the server(s) to /api/health answering with the engine warm. */
  readyMs: number;
}

async function journeys(
  name: string,
  session: ApiSession,
  pdf: Uint8Array,
  readyMs: number,
): Promise<Topology> {
  await grantPremium(session);
  const cli = [await cliTime(cliFile)];
  const first = await throughApi(session, pdf, 'report.pdf');
  const warm: Steps[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    cli.push(await cliTime(cliFile));
    warm.push(await throughApi(session, pdf, `report-${i + 2}.pdf`));
  }
  return { name, first, warm, cli, readyMs };
}

async function onCluster(pdf: Uint8Array): Promise<Topology> {
  const placement = { dir: '/tmp/tolk-bench-cluster', port: 18180, pgPort: 55941 };
  const started = performance.now();
  const cluster = await startCluster({ ...placement, env: { REVENUECAT_WEBHOOK_AUTH: BENCH_WEBHOOK_AUTH } });
  const readyMs = performance.now() - started;
  try {
    return await journeys(
      'cluster (2 api + 2 workers)',
      await signUp(cluster.proxyUrl, cluster.dataDir),
      pdf,
      readyMs,
    );
  } finally {
    await stopCluster(placement);
  }
}

async function embedded(pdf: Uint8Array): Promise<Topology> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tolk-first-translation-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const started = performance.now();
  const server = spawnServer(
    root,
    { port, dataDir, baseUrl },
    { REVENUECAT_WEBHOOK_AUTH: BENCH_WEBHOOK_AUTH },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitForHealth(baseUrl, server);
    await engineReady(baseUrl);
    const readyMs = performance.now() - started;
    return await journeys('embedded (npm start: all, PGlite)', await signUp(baseUrl, dataDir), pdf, readyMs);
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(topology: Topology): void {
  const cli = median(topology.cli);
  const warm = median(topology.warm.map((steps) => steps.total));
  const steps = (s: Steps) =>
    `upload ${s.upload.toFixed(0)}, analyze ${s.analyze.toFixed(0)}, translateDocument ${s.translate.toFixed(0)}, to completion ${s.completed.toFixed(0)} ms`;
  console.log(`${topology.name}: ready ${seconds(topology.readyMs)} after the start`);
  console.log(
    `  CLI tolk translate, between the API runs: median ${seconds(cli)} of ${topology.cli.map(seconds).join(', ')}`,
  );
  console.log(`  first after the start: ${seconds(topology.first.total)} (${steps(topology.first)})`);
  console.log(`    ratio to the CLI: ${(topology.first.total / cli).toFixed(2)}x (goal <= 1.2x)`);
  const warmMedian = topology.warm.find((s) => s.total === warm);
  console.log(
    `  warm (median of ${topology.warm.length}): ${seconds(warm)}${warmMedian ? ` (${steps(warmMedian)})` : ''}`,
  );
  console.log(
    `    ratio to the CLI: ${(warm / cli).toFixed(2)}x; first / warm ${(topology.first.total / warm).toFixed(2)}x`,
  );
}

const MANUAL = 'bash';
const pdf = manualPdf(MANUAL, PAGES);
if (!pdf) throw new Error(`the ${MANUAL} manual page is not installed`);
const workDir = mkdtempSync(path.join(tmpdir(), 'tolk-first-translation-cli-'));
const cliFile = path.join(workDir, 'report.pdf');
writeFileSync(cliFile, pdf);
console.log(
  `input: the first ${PAGES} pages of the ${MANUAL}(1) manual page (groff), ${(pdf.length / 1024).toFixed(0)} KB, en -> es with the local provider; load average ${loadavg()[0]!.toFixed(2)}`,
);
try {
  report(await onCluster(pdf));
  report(await embedded(pdf));
  console.log(
    `load average at the end: ${loadavg()[0]!.toFixed(2)} (figures on a busy machine vary; compare ratios of one run)`,
  );
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
