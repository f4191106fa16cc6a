// PDF throughput: a generated 100-page text PDF through the PDF module with the fake provider,
// against the floor of the same run (pdf.js opening the file and extracting every page's text,
// which any PDF translation must do). Both are warmed up once, then run in turn seven times; the
// ratio is the median of each turn's ratio, so a turn slowed by other work on the machine slows
// both sides of its own ratio. Prints figures and a ratio; never fails.
// Run: node bench/pdf.bench.ts
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openWithPdfjs } from '../packages/engine/src/formats/pdf/pdfjs.ts';
import { pdfFormat } from '../packages/engine/src/formats/pdf/index.ts';
import { createFakeProvider } from '../packages/engine/src/providers/fake.ts';
import { makeTextPdf } from '../packages/engine/test/fixtures/pdf-text.ts';

const PAGES = 100;

// Each side starts with an empty heap: the other side's garbage, collected during it, is not its cost.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function floor(bytes: Uint8Array): Promise<number> {
  collectGarbage();
  const started = performance.now();
  const opened = await openWithPdfjs(bytes);
  let characters = 0;
  for (let number = 1; number <= opened.document.numPages; number++) {
    const page = await opened.document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) characters += item.str.length;
    page.cleanup();
  }
  await opened.close();
  if (characters === 0) console.log('warning: no text extracted');
  return performance.now() - started;
}

async function translate(bytes: Uint8Array): Promise<{ ms: number; size: number }> {
  const provider = createFakeProvider();
  collectGarbage();
  const started = performance.now();
  const result = await pdfFormat.translate(bytes, {
    translate: async (segments, format) =>
      (await provider.translate({ segments, from: 'en', to: 'es', format })).translations,
    from: 'en',
    to: 'es',
    bilingual: false,
    onProgress: () => undefined,
  });
  return { ms: performance.now() - started, size: result.output.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const RUNS = 7;

const bytes = await makeTextPdf(PAGES);
console.log(`input: ${PAGES} pages, ${(bytes.length / 1024).toFixed(0)} KB`);
// Warm-up of both sides (module loading, JIT, font files read once per process), then medians.
await floor(bytes);
const rssBefore = process.memoryUsage().rss;
peakRss = rssBefore;
await translate(bytes);
const floors: number[] = [];
const runs: { ms: number; size: number }[] = [];
for (let run = 0; run < RUNS; run++) {
  floors.push(await floor(bytes));
  runs.push(await translate(bytes));
}
const floorMs = median(floors);
const full = { ms: median(runs.map((entry) => entry.ms)), size: runs[0]?.size ?? 0 };
clearInterval(sampler);
console.log(
  `floor (pdf.js text extraction): ${floorMs.toFixed(0)} ms, ${((PAGES * 1000) / floorMs).toFixed(1)} pages/s`,
);
console.log(
  `translate (fake provider):      ${full.ms.toFixed(0)} ms, ${((PAGES * 1000) / full.ms).toFixed(1)} pages/s, output ${(full.size / 1024).toFixed(0)} KB`,
);
const ratio = median(runs.map((entry, run) => entry.ms / (floors[run] ?? entry.ms)));
console.log(`ratio translate/floor: ${ratio.toFixed(1)}x`);
console.log(`peak RSS during translate: ${megabytes(peakRss)} (before: ${megabytes(rssBefore)})`);
