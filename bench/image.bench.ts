// Image translation: one generated A4 page photo (300 dpi-ish text on a slightly noisy, tinted
// background) through the image module end to end with the fake provider, against raw `tesseract`
// CLI reading the same image in the same run (the OCR floor any image translation pays).
// Prints both times, the ratio and peak memory; never fails.
// Run: node bench/image.bench.ts
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pngFormat } from '../packages/engine/src/formats/image/index.ts';
import { createFakeProvider } from '../packages/engine/src/providers/fake.ts';
import { imageBytes, type TextItem } from '../packages/engine/test/fixtures/images.ts';
import { sampleTree } from './memory.ts';

const WIDTH = 1654; // A4 at 200 dpi
const HEIGHT = 2339;
const PARAGRAPH = [
  'The harbour office opens at eight in the morning and closes at six.',
  'Tickets for the island ferries are sold at the counter on the left.',
  'Passengers with bicycles board first, then cars and foot passengers.',
  'Please keep your ticket until you leave the boat at the other side.',
];

function page(): TextItem[] {
  const items: TextItem[] = [
    { text: 'Harbour Information', x: 150, y: 220, size: 72, colour: '#1a1a1a', bold: true },
  ];
  for (let section = 0; section < 6; section++)
    PARAGRAPH.forEach((text, line) =>
      items.push({ text, x: 150, y: 380 + section * 320 + line * 52, size: 34, colour: '#222222' }),
    );
  return items;
}

const megabytes = (value: number) => `${value.toFixed(0)} MB`;

try {
  const bytes = await imageBytes(
    'png',
    WIDTH,
    HEIGHT,
    { kind: 'photo', from: '#f3ecdc', to: '#e2d6bd', grain: 8 },
    page(),
  );
  console.log(
    `input: ${WIDTH}×${HEIGHT} PNG, ${(bytes.length / 1024).toFixed(0)} KB, ${page().length} lines`,
  );
  const folder = mkdtempSync(join(tmpdir(), 'tolk-image-bench-'));
  const path = join(folder, 'page.png');
  writeFileSync(path, bytes);

  const runRaw = async () => {
    const stop = sampleTree(process.pid);
    const started = performance.now();
    // Asynchronous so the memory sampler keeps running while Tesseract works.
    const { stdout } = await promisify(execFile)('tesseract', [path, 'stdout', '-l', 'eng', 'tsv'], {
      encoding: 'utf8',
      env: { PATH: '/usr/local/bin:/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ms: performance.now() - started, peak: stop(), stdout };
  };
  const provider = createFakeProvider();
  const runFull = async () => {
    const stop = sampleTree(process.pid);
    const started = performance.now();
    // A fresh copy: the module keeps OCR readings per byte array within a job.
    const result = await pngFormat.translate(new Uint8Array(bytes), {
      translate: async (segments, format) =>
        (await provider.translate({ segments, from: 'en', to: 'es', format })).translations,
      from: 'en',
      to: 'es',
      bilingual: true,
      onProgress: () => undefined,
    });
    return { ms: performance.now() - started, peak: stop(), result };
  };
  // Interleaved, best of two each: the machine is shared, so single runs are noisy.
  const rawRuns = [await runRaw()];
  const fullRuns = [await runFull()];
  rawRuns.push(await runRaw());
  fullRuns.push(await runFull());
  rmSync(folder, { recursive: true, force: true });
  const raw = rawRuns[0]?.stdout ?? '';
  const rawMs = Math.min(...rawRuns.map((run) => run.ms));
  const rawPeak = Math.max(...rawRuns.map((run) => run.peak));
  const fullMs = Math.min(...fullRuns.map((run) => run.ms));
  const fullPeak = Math.max(...fullRuns.map((run) => run.peak));
  const result = fullRuns[0]?.result ?? { output: new Uint8Array(), blocks: [] };

  const words = raw.split('\n').filter((row) => row.startsWith('5\t')).length;
  console.log(`raw tesseract CLI (eng, tsv, best of 2):        ${rawMs.toFixed(0)} ms, ${words} words`);
  console.log(
    `image translate (fake, + bilingual, best of 2): ${fullMs.toFixed(0)} ms, ${result.blocks?.length ?? 0} blocks, output ${(result.output.length / 1024).toFixed(0)} KB`,
  );
  console.log(`ratio translate/raw OCR: ${(fullMs / rawMs).toFixed(2)}x`);
  console.log(`peak RSS (process tree): raw OCR ${megabytes(rawPeak)}, translate ${megabytes(fullPeak)}`);
} catch (error) {
  console.log(`benchmark could not run: ${error instanceof Error ? error.message : String(error)}`);
}
