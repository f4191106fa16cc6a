// First load: what a browser must fetch before the app can start, for /welcome and for /. Builds
// the web app when its sources are newer than apps/web/dist (scripts/build-web-if-stale.ts), starts
// the server's static route on the built app and asks it for index.html and for the scripts and stylesheets it
// references, following their static imports (what the modulepreload links name), each as sent
// with `Accept-Encoding: identity`, `gzip` and `br`. Also sums the source maps the server would
// hand out. Then starts the whole product, signs an account up, and in Debian's Chromium measures
// what each page fetched until its screen showed (the shell plus the screen's lazy chunks and UI
// strings) and runs Lighthouse (mobile, simulated throttling; `/` signed in through the session
// cookie) for performance and accessibility, the median of `--runs=N` runs (default 3). Prints
// figures; never fails.
// Run: node bench/first-load.ts [--runs=N]
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { staticRoute } from '../apps/server/src/http/static-route.ts';
import { assetsBeforeScreen, lighthouseScores, type Scores, type Visit } from './first-load/browser.ts';
import { startProduct } from './first-load/product.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
execFileSync(process.execPath, ['scripts/build-web-if-stale.ts'], { cwd: root, stdio: 'inherit' });

// The same route the server registers (no database or auth needed to serve the app's files).
const app = Fastify();
await staticRoute(app, { webDist: dist });
await app.ready();

const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];
type Sizes = Record<Encoding, number>;

async function fetchAs(
  url: string,
  encoding: Encoding,
): Promise<{ status: number; body: Buffer; sent: string }> {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  return {
    status: response.statusCode,
    body: response.rawPayload,
    sent: String(response.headers['content-encoding'] ?? 'identity'),
  };
}

async function sizes(url: string): Promise<Sizes> {
  const result = { identity: 0, gzip: 0, br: 0 };
  for (const encoding of ENCODINGS) {
    const { status, body, sent } = await fetchAs(url, encoding);
    if (status !== 200) throw new Error(`${url}: ${status}`);
    if (sent !== encoding) console.log(`note: ${url} asked as ${encoding}, sent as ${sent}`);
    result[encoding] = body.length;
  }
  return result;
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];

/** Scripts, stylesheets and modulepreloads that index.html names, then every static import of the scripts. */
async function initialFiles(html: string): Promise<{ js: Set<string>; css: Set<string> }> {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    const href = attribute(tag, 'href');
    const rel = attribute(tag, 'rel');
    if (tag.startsWith('<script') && src) js.add(src);
    else if (href && rel === 'modulepreload') js.add(href);
    else if (href && rel === 'stylesheet') css.add(href);
  }
  const queue = [...js];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    const code = (await fetchAs(url, 'identity')).body.toString('utf8');
    // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`, `export…from"./x.js"`), never `import(`.
    for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) {
      const target = new URL(match[1] as string, `http://app${url}`).pathname;
      if (!js.has(target)) {
        js.add(target);
        queue.push(target);
      }
    }
  }
  return { js, css };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (label: string, total: Sizes) =>
  `  ${label.padEnd(5)} raw ${kb(total.identity).padStart(10)}   gzip ${kb(total.gzip).padStart(9)}   brotli ${kb(total.br).padStart(9)}`;

async function printTotals(label: string, files: Iterable<string>): Promise<void> {
  const total: Sizes = { identity: 0, gzip: 0, br: 0 };
  for (const url of files) {
    const each = await sizes(url);
    for (const encoding of ENCODINGS) total[encoding] += each[encoding];
  }
  console.log(line(label, total));
}

console.log('shell: what index.html names, with the static imports of its scripts');
for (const page of ['/welcome', '/']) {
  const html = (await fetchAs(page, 'identity')).body.toString('utf8');
  const { js, css } = await initialFiles(html);
  console.log(`${page}: ${js.size} scripts, ${css.size} stylesheets`);
  await printTotals('JS', js);
  await printTotals('CSS', css);
  console.log(line('HTML', await sizes(page)));
}

// Every .map in the build (none expected), and what the server answers for each.
const maps: string[] = [];
const walk = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.map'))
      maps.push(`/${path.relative(dist, full).split(path.sep).join('/')}`);
  }
};
walk(dist);
let servedMaps = 0;
for (const url of maps) {
  const { status, body } = await fetchAs(url, 'identity');
  if (status === 200) servedMaps += body.length;
}
console.log(`source maps: ${maps.length} in the build, ${kb(servedMaps)} served`);

const runs = Number(/^--runs=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 3);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const product = await startProduct(root);
try {
  const visits: Visit[] = [
    { path: '/welcome', screen: 'screen-welcome' },
    { path: '/', screen: 'screen-home', cookie: await product.signUp() },
  ];
  console.log('\nin Chromium: what each page had asked for when its screen came into the page');
  for (const visit of visits) {
    const { js, css } = await assetsBeforeScreen(product.baseUrl, visit);
    console.log(`${visit.path}: ${js.length} scripts, ${css.length} stylesheets`);
    await printTotals('JS', js);
    await printTotals('CSS', css);
  }
  console.log(
    `\nLighthouse (median of ${runs} run${runs > 1 ? 's' : ''}): mobile, simulated slow 4G, 4x CPU slowdown`,
  );
  for (const visit of visits) {
    const all: Scores[] = [];
    for (let run = 0; run < runs; run++) all.push(await lighthouseScores(product.baseUrl, visit));
    const pick = (get: (scores: Scores) => number) => median(all.map(get));
    const ms = (key: keyof Scores['metrics']) =>
      `${key.toUpperCase()} ${Math.round(pick((s) => s.metrics[key]))} ms`;
    console.log(
      `${visit.path}: performance ${pick((s) => s.performance)} (runs ${all.map((s) => s.performance).join(', ')}),` +
        ` accessibility ${pick((s) => s.accessibility)}`,
    );
    console.log(
      `  ${ms('fcp')}, ${ms('lcp')}, ${ms('si')}, ${ms('tbt')}, CLS ${pick((s) => s.metrics.cls).toFixed(3)},` +
        ` machine benchmark index ${Math.round(pick((s) => s.benchmarkIndex))}`,
    );
    for (const failure of new Set(all.flatMap((s) => s.failures))) console.log(`  accessibility: ${failure}`);
  }
} finally {
  await product.stop();
  await app.close();
}
