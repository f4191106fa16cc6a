// The `local` provider (warm Apertium pipelines) against its baselines, measured in the same run:
//  1. 10,000 words en->es: local provider (its pipelines warmed first) vs one raw `apertium -u eng-spa`
//     process over the same text, alternated 5 times (medians).
//  2. 200 sentences, one request each: local provider vs Debian's apertium-apy HTTP service.
// Prints words/s, requests/s, ratios and peak memory; never fails. Run: node bench/local-provider.bench.ts
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createLocalProvider } from '../packages/engine/src/providers/local/index.ts';
import { englishText, paragraphs } from './corpus.ts';
import { peakTreeMb } from './memory.ts';
import { rawApertium } from './raw-apertium.ts';

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 2737;
}

async function apy(sentences: string[]): Promise<{ perSecond: number; peakMb: number } | string> {
  const port = await freePort();
  const child = spawn('apertium-apy', ['-p', String(port), '-i', '1', '/usr/share/apertium'], {
    stdio: 'ignore',
    detached: true,
  });
  const url = (q: string) => `http://127.0.0.1:${port}/translate?langpair=eng|spa&q=${encodeURIComponent(q)}`;
  try {
    let ready = false;
    for (let i = 0; i < 150 && !ready; i++) {
      ready = await fetch(url('Hello.')).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!ready) return 'apertium-apy did not answer';
    const started = performance.now();
    let failed = 0;
    for (const sentence of sentences) {
      const body = (await (await fetch(url(sentence))).json()) as {
        responseStatus?: number;
        responseData?: { translatedText?: string };
      };
      if (body.responseStatus !== 200 || !body.responseData?.translatedText) failed++;
    }
    if (failed > 0) return `${failed} of ${sentences.length} requests failed`;
    const perSecond = sentences.length / ((performance.now() - started) / 1000);
    return { perSecond, peakMb: peakTreeMb(child.pid ?? 0) };
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

async function main() {
  const sentences = englishText(10_000);
  const words = sentences.join(' ').split(/\s+/).length;
  const segments = paragraphs(sentences);
  const local = createLocalProvider();
  try {
    const coldStart = performance.now();
    await local.warm([{ from: 'en', to: 'es' }]);
    const cold = (performance.now() - coldStart) / 1000;
    // Alternate the two, several times: on a shared machine one run of each is mostly noise.
    const localRuns: number[] = [];
    const rawRuns: number[] = [];
    let rawPeakMb = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await local.translate({ segments, from: 'en', to: 'es', format: 'text' });
      localRuns.push((performance.now() - started) / 1000);
      const raw = await rawApertium(sentences.join('\n\n'));
      rawRuns.push(raw.seconds);
      rawPeakMb = Math.max(rawPeakMb, raw.peakMb);
    }
    const localSeconds = median(localRuns);
    const raw = { seconds: median(rawRuns), peakMb: rawPeakMb };
    const pipelines = local.running();
    const pipelinesMb = pipelines.reduce((sum, { pid }) => sum + peakTreeMb(pid), 0);
    console.log(`1. ${words} words en->es (${segments.length} segments), median of ${ROUNDS} runs each`);
    console.log(
      `   local provider (warm): ${fmt(words / localSeconds)} words/s (${fmt(localSeconds, 2)} s; ${pipelines.length} pipelines, started in ${fmt(cold, 2)} s)`,
    );
    console.log(
      `   raw apertium eng-spa : ${fmt(words / raw.seconds)} words/s (${fmt(raw.seconds, 2)} s, includes start-up)`,
    );
    console.log(`   ratio local/raw      : ${fmt(raw.seconds / localSeconds, 2)}x`);
    console.log(
      `   peak memory          : local pipelines ${fmt(pipelinesMb)} MB, raw apertium ${fmt(raw.peakMb)} MB`,
    );

    const batch = sentences.slice(0, 200);
    const localStart = performance.now();
    for (const sentence of batch)
      await local.translate({ segments: [sentence], from: 'en', to: 'es', format: 'text' });
    const localRate = batch.length / ((performance.now() - localStart) / 1000);
    const server = await apy(batch);
    console.log(`2. ${batch.length} sentences, one request each, en->es`);
    console.log(`   local provider : ${fmt(localRate, 1)} requests/s`);
    if (typeof server === 'string') console.log(`   apertium-apy   : not measured (${server})`);
    else {
      console.log(
        `   apertium-apy   : ${fmt(server.perSecond, 1)} requests/s (peak ${fmt(server.peakMb)} MB with its pipeline)`,
      );
      console.log(`   ratio local/apy: ${fmt(localRate / server.perSecond, 2)}x`);
    }
    console.log(`   node process peak RSS: ${fmt(process.resourceUsage().maxRSS / 1024)} MB`);
  } finally {
    await local.close?.();
  }
}

await main().catch((error: unknown) => console.log(`benchmark did not complete: ${String(error)}`));
