// First load: what a browser must fetch before the app can start, for /welcome and for /. Builds
// the web app when its sources are newer than apps/web/dist (scripts/build-web-if-stale.ts), starts
// the server's static route on the built app and asks it for index.html and for the scripts and stylesheets it
// references, following their static imports (what the modulepreload links name), each as sent
// with `Accept-Encoding: identity`, `gzip` and `br`. Also sums the source maps the server would
// hand out. Prints figures; never fails.
// Run: node bench/first-load.ts
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { staticRoute } from '../apps/server/src/http/static-route.ts';

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

for (const page of ['/welcome', '/']) {
  const html = (await fetchAs(page, 'identity')).body.toString('utf8');
  const { js, css } = await initialFiles(html);
  console.log(`${page}: ${js.size} scripts, ${css.size} stylesheets`);
  for (const [label, files] of [
    ['JS', js],
    ['CSS', css],
  ] as const) {
    const total: Sizes = { identity: 0, gzip: 0, br: 0 };
    for (const url of files) {
      const each = await sizes(url);
      for (const encoding of ENCODINGS) total[encoding] += each[encoding];
    }
    console.log(line(label, total));
  }
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
await app.close();
