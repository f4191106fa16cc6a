// Translations per minute with 1 and with 2 worker processes (TOLK_ROLE=worker) on the same
// PostgreSQL, the same batch of documents, through the HTTP API of scripts/cluster.sh (two API
// instances behind the round-robin proxy, s3rver, the local provider). The batch is uploaded over
// tus first; the clock runs from the first translateDocument to the last completion heard on the
// event stream. Prints both rates and their ratio (goal >= 1.8x on 2 cores); never fails.
// Run: node bench/cluster-workers.bench.ts [--documents=12] [--pages=10]
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { MAX_UPLOADS_PER_HOUR } from '@tolk/contract';
import { parseArgs } from 'node:util';
import { startCluster, stopCluster, type ClusterOptions } from '../scripts/cluster/control.ts';
import { manualPdfs } from './http-api/documents.ts';
import {
  BENCH_WEBHOOK_AUTH,
  followCompletions,
  grantPremium,
  signUp,
  translateToSpanish,
  upload,
} from './http-api/session.ts';

const { values } = parseArgs({
  options: { documents: { type: 'string', default: '12' }, pages: { type: 'string', default: '10' } },
});
const DOCUMENTS = Number(values.documents);
const CORES = availableParallelism();
const PAGES = Number(values.pages);
const placement: ClusterOptions = {
  dir: '/tmp/tolk-bench-cluster',
  port: 18180,
  pgPort: 55941,
  env: { REVENUECAT_WEBHOOK_AUTH: BENCH_WEBHOOK_AUTH },
};

interface Run {
  workers: number;
  seconds: number;
  perMinute: number;
  /** Share of the machine's CPU time busy during the timed batch (everything running, not only Tolk). */
  cpuBusy: number;
}

/** Busy and total CPU time of the whole machine so far (/proc/stat, in clock ticks). */
function cpuTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

async function measure(
  workers: number,
  documents: Uint8Array[],
  env: Record<string, string> = {},
): Promise<Run> {
  const cluster = await startCluster({ ...placement, workers, env: { ...placement.env, ...env } });
  try {
    // A user may open 10 uploads an hour (SPEC.md §5): the batch is spread over enough users.
    const sessions = await Promise.all(
      Array.from({ length: Math.ceil((workers + documents.length) / MAX_UPLOADS_PER_HOUR) }, async () => {
        const session = await signUp(cluster.proxyUrl, cluster.dataDir);
        await grantPremium(session);
        return { session, completions: followCompletions(session) };
      }),
    );
    const userOf = (i: number) => sessions[i % sessions.length]!;
    const translateOne = async (i: number, uploadId: string) => {
      const { session, completions } = userOf(i);
      const translation = await translateToSpanish(session, uploadId);
      return () => completions.waitFor(translation.id);
    };
    // One untimed document per worker first: the jobs' own first-run costs stay out of the rate.
    await Promise.all(
      Array.from({ length: workers }, async (_, i) => {
        const uploadId = await upload(userOf(i).session, documents[i]!, `warm-up-${i}.pdf`);
        return (await translateOne(i, uploadId))();
      }),
    );

    const uploads: string[] = [];
    for (const [i, pdf] of documents.entries()) {
      const owner = userOf(i + workers).session;
      uploads.push(await upload(owner, pdf, `report-${i + 1}.pdf`));
    }
    const ticks = cpuTicks();
    const started = performance.now();
    const waits = await Promise.all(uploads.map((uploadId, i) => translateOne(i + workers, uploadId)));
    await Promise.all(waits.map((wait) => wait()));
    const seconds = (performance.now() - started) / 1000;
    const after = cpuTicks();
    const cpuBusy = (after.busy - ticks.busy) / (after.total - ticks.total);
    for (const { completions } of sessions) completions.close();
    return { workers, seconds, perMinute: (documents.length / seconds) * 60, cpuBusy };
  } finally {
    await stopCluster(placement);
  }
}

const batch = manualPdfs(DOCUMENTS, PAGES);
const documents = batch.map(({ pdf }) => pdf);
console.log(
  `batch: ${DOCUMENTS} text PDFs, the first ${PAGES} pages of the manual pages of ${batch.map(({ name }) => name).join(', ')} ` +
    `(groff), en -> es with the local provider; ${CORES} CPUs (load average ${loadavg()[0]!.toFixed(2)}); 2 API instances behind the proxy`,
);
// Default: every worker starts one Apertium pipeline per CPU, so one worker alone already uses
// more than one CPU and a second can only add what it leaves idle. Per core: each worker gets one
// core's share (TOLK_LOCAL_PIPELINES), as when a machine runs one worker per core.
for (const sized of [false, true]) {
  const runs: Run[] = [];
  for (const workers of [1, 2]) {
    const pipelines = sized ? Math.max(1, Math.floor(CORES / 2)) : Math.min(CORES, 4);
    const env: Record<string, string> = sized ? { TOLK_LOCAL_PIPELINES: String(pipelines) } : {};
    const run = await measure(workers, documents, env);
    runs.push(run);
    console.log(
      `${sized ? 'per core' : 'default '} ${workers} worker(s) x ${pipelines} pipeline(s): ${run.seconds.toFixed(1)} s for ${DOCUMENTS} translations, ` +
        `${run.perMinute.toFixed(1)} per minute, ` +
        // A worker fetches its next job once a polling interval (1 s) unless the last one took longer.
        `${((run.seconds * workers) / DOCUMENTS).toFixed(2)} s a translation per worker, CPU ${(run.cpuBusy * 100).toFixed(0)} % busy`,
    );
  }
  const [one, two] = runs as [Run, Run];
  console.log(
    `${sized ? 'per core' : 'default '} ratio 2 workers / 1 worker: ${(two.perMinute / one.perMinute).toFixed(2)}x ` +
      `(goal >= 1.8x on 2 cores; at most about ${(1 / one.cpuBusy).toFixed(2)}x here: 1 worker already kept the CPUs ` +
      `${(one.cpuBusy * 100).toFixed(0)} % busy)`,
  );
}
