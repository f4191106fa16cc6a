// Translates every PDF of a corpus folder en→es offline and prints, per file, the figures of the two
// shared measures (pdf-structure.mjs and pdf-fidelity.mjs) against the limits, as one
// Markdown table. Usage (Node 24; the corpus comes from bench/pdf-structure/corpus.sh):
//   node bench/pdf-structure/measure.ts CORPUS_DIR OUT_DIR [--tools ../shared/tools] [--skip-translate]
import { execFile } from 'node:child_process';
import { readdirSync, mkdirSync, existsSync } from 'node:fs';
import { join, resolve, basename } from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';

const run = promisify(execFile);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    tools: { type: 'string', default: resolve(import.meta.dirname, '../../../shared/tools') },
    'skip-translate': { type: 'boolean', default: false },
  },
});
const [corpus, outDir] = positionals;
if (!corpus || !outDir) {
  console.error(
    'usage: node bench/pdf-structure/measure.ts CORPUS_DIR OUT_DIR [--tools DIR] [--skip-translate]',
  );
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const cli = resolve(import.meta.dirname, '../../packages/engine/src/cli.ts');

interface Structure {
  capBreak: { src: number; out: number; ratio: number | null };
  typography: Record<string, { src: number; out: number; diff: number }>;
  supsub: { src: { sup: number; sub: number }; out: { sup: number; sub: number }; ratio: number | null };
  toc: { src: number; out: number; outMalformed: number; kept: number };
  lists: { src: { items: number; hang: number | null }; out: { items: number; hang: number | null } };
  glued: { src: number; out: number };
  english: { src: number; out: number; codeWords: { src: number; out: number } };
}
interface Fidelity {
  urls: string;
  code: string;
  monoKept: number;
  overlap: number;
  overlapSource: number;
  offPage: number;
}

async function json<T>(tool: string, source: string, translated: string): Promise<T> {
  const { stdout } = await run(process.execPath, [join(values.tools, tool), source, translated, '--json'], {
    maxBuffer: 64 << 20,
  });
  return JSON.parse(stdout) as T;
}

const mark = (ok: boolean) => (ok ? '' : ' ✗');
const rows: string[] = [];
const files = readdirSync(corpus)
  .filter((name) => name.endsWith('.pdf'))
  .sort();
for (const name of files) {
  const source = join(corpus, name);
  const translated = join(outDir, name.replace(/\.pdf$/, '.es.pdf'));
  if (!values['skip-translate'] || !existsSync(translated)) {
    const started = Date.now();
    await run(process.execPath, [cli, 'translate', source, '--from', 'en', '--to', 'es', '-o', translated], {
      maxBuffer: 64 << 20,
    });
    console.error(`${name}: translated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const s = await json<Structure>('pdf-structure.mjs', source, translated);
  const f = await json<Fidelity>('pdf-fidelity.mjs', source, translated);
  const capOk = s.capBreak.out <= Math.max(1.1 * s.capBreak.src, s.capBreak.src + 0.5);
  const worstType = Object.entries(s.typography)
    .map(([cls, v]) => ({ cls, diff: v.diff }))
    .sort((a, b) => Math.abs(b.diff) - Math.abs(a.diff))[0];
  const srcMarks = s.supsub.src.sup + s.supsub.src.sub;
  const supRatio = srcMarks === 0 ? 1 : (s.supsub.out.sup + s.supsub.out.sub) / srcMarks;
  const tocOk = s.toc.kept >= s.toc.src && s.toc.outMalformed === 0;
  const listRatio = s.lists.src.items === 0 ? 1 : s.lists.out.items / s.lists.src.items;
  const gluedOk = s.glued.out <= s.glued.src + 1;
  const codeOk = s.english.codeWords.out <= 2;
  const overlapOk = f.overlap <= f.overlapSource + 0.5;
  rows.push(
    [
      basename(name, '.pdf'),
      `${s.capBreak.src} → ${s.capBreak.out}${mark(capOk)}`,
      `${worstType?.cls} ${worstType?.diff}${mark(Math.abs(worstType?.diff ?? 0) <= 3)}`,
      `${(supRatio * 100).toFixed(0)}% of ${srcMarks}${mark(supRatio >= 0.95)}`,
      `${s.toc.kept}/${s.toc.src}, bad ${s.toc.outMalformed}${mark(tocOk)}`,
      `${s.lists.out.items}/${s.lists.src.items} hang ${s.lists.src.hang ?? '–'}→${s.lists.out.hang ?? '–'}${mark(listRatio >= 0.95)}`,
      `${s.glued.src} → ${s.glued.out}${mark(gluedOk)}`,
      `${s.english.codeWords.out}${mark(codeOk)}`,
      `${s.english.out}`,
      `${f.urls} ${f.code} mono ${f.monoKept} ovl ${f.overlapSource}→${f.overlap} off ${f.offPage}${mark(overlapOk && f.offPage === 0)}`,
    ].join(' | '),
  );
}
console.log(
  '| file | capBreak % | worst type class (pt) | sup+sub | toc kept | list items | glued ‰ | codeWords ‰ | english ‰ | fidelity |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row} |`);
