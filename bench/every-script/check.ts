// The every-script check: the English declaration (made by LibreOffice, sources/) translated into
// Arabic, Hebrew, Persian, Urdu, Chinese, Japanese, Korean, Hindi, Bengali, Thai, Russian and
// Greek by a Google-shaped endpoint answering the declaration's real text, through the CLI and
// through the HTTP API, as PDF, DOCX, PPTX, EPUB and SRT; every output rendered (office files by
// LibreOffice, EPUB and SRT by Chromium) to PNG for looking at, and measured (measure.ts).
//   node bench/every-script/check.ts [OUT_DIR] [--only ar,zh] [--formats pdf,docx] [--cli-only]
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { languageDirection } from '@tolk/contract';
import { freePort, spawnServer, waitForHealth, CHROMIUM, CHROMIUM_FLAGS } from '../../e2e/product.ts';
import {
  BENCH_WEBHOOK_AUTH,
  followCompletions,
  grantPremium,
  signUp,
  upload,
  type ApiSession,
} from '../http-api/session.ts';
import { DeclarationGoogle } from './fake-google.ts';
import { SOURCES } from './make-sources.ts';
import {
  badLineStarts,
  breaksInsideWords,
  missingCharacters,
  pdfjsText,
  pdftotext,
  phrasesInOrder,
  rightEdgeSpread,
} from './measure.ts';
import { TARGETS } from './udhr.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const FORMATS = ['pdf', 'docx', 'pptx', 'epub', 'srt'] as const;
type Format = (typeof FORMATS)[number];

export interface Output {
  language: string;
  format: Format;
  route: 'cli' | 'api';
  file: string;
  answers: string[];
}

export interface Figures {
  missing: number;
  characters: number;
  pdftotext: number;
  pdfjs?: number;
  lineStarts?: string[];
  thai?: { breaks: number; inside: string[] };
  rightEdgeSpread?: number;
  rendered: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let error = '';
    child.stderr.on('data', (chunk: Buffer) => (error += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${error.slice(-800)}`)),
    );
  });
}

export interface Job {
  language: string;
  format: Format;
}

/** Every format of every language. */
export const allJobs = (languages: readonly string[], formats: readonly Format[]): Job[] =>
  languages.flatMap((language) => formats.map((format) => ({ language, format })));

/** Languages in turn, two at a time; a language's formats one after another, so its answers are its own. */
async function eachLanguage(
  jobs: readonly Job[],
  work: (language: string, formats: Format[]) => Promise<void>,
): Promise<void> {
  const queue = [...new Set(jobs.map((job) => job.language))];
  const formatsOf = (language: string) =>
    jobs.filter((job) => job.language === language).map((job) => job.format);
  await Promise.all(
    [0, 1].map(async () => {
      for (let language = queue.shift(); language; language = queue.shift())
        await work(language, formatsOf(language));
    }),
  );
}

export async function throughCli(
  google: DeclarationGoogle,
  out: string,
  jobs: readonly Job[],
): Promise<Output[]> {
  mkdirSync(path.join(out, 'cli'), { recursive: true });
  const outputs: Output[] = [];
  await eachLanguage(jobs, async (language, formats) => {
    for (const format of formats) {
      const file = path.join(out, 'cli', `${language}.${format}`);
      google.answers.set(language, []);
      await run(
        process.execPath,
        [
          'packages/engine/src/cli.ts',
          'translate',
          path.join(SOURCES, `udhr.${format}`),
          '--from',
          'en',
          '--to',
          language,
          '--provider',
          'google',
          '-o',
          file,
        ],
        { GOOGLE_TRANSLATE_API_KEY: 'every-script', GOOGLE_TRANSLATE_ENDPOINT: google.url },
      );
      outputs.push({ language, format, route: 'cli', file, answers: google.answers.get(language) ?? [] });
    }
  });
  return outputs;
}

/** Signs a reader up, waiting out the five sign-ups a minute an address may make. */
async function newReader(baseUrl: string, dataDir: string): Promise<ApiSession> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await signUp(baseUrl, dataDir);
    } catch (error) {
      if (attempt > 10 || !String(error).includes('429')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 15_000));
    }
  }
}

export async function throughApi(
  google: DeclarationGoogle,
  out: string,
  jobs: readonly Job[],
): Promise<Output[]> {
  mkdirSync(path.join(out, 'api'), { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tolk-every-script-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawnServer(
    root,
    { port, dataDir, baseUrl },
    {
      REVENUECAT_WEBHOOK_AUTH: BENCH_WEBHOOK_AUTH,
      GOOGLE_TRANSLATE_API_KEY: 'every-script',
      GOOGLE_TRANSLATE_ENDPOINT: google.url,
    },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const outputs: Output[] = [];
  try {
    await waitForHealth(baseUrl, server);
    await eachLanguage(jobs, async (language, formats) => {
      // A reader per language: each may upload ten files an hour.
      const session = await newReader(baseUrl, dataDir);
      await grantPremium(session);
      const completions = followCompletions(session);
      for (const format of formats) {
        google.answers.set(language, []);
        const uploadId = await upload(
          session,
          readFileSync(path.join(SOURCES, `udhr.${format}`)),
          `udhr.${format}`,
        );
        const started = await session.api.call('translateDocument', {
          uploadId,
          langFrom: 'en',
          langTo: language as 'ar',
          provider: 'google',
          bilingual: false,
          glossaryId: null,
        });
        const done = await completions.waitFor(started.id);
        const response = await fetch(`${baseUrl}/api/files/${done.translatedFileId}`, {
          headers: { cookie: session.cookie },
        });
        if (!response.ok) throw new Error(`download ${language}.${format}: ${response.status}`);
        const file = path.join(out, 'api', `${language}.${format}`);
        writeFileSync(file, Buffer.from(await response.arrayBuffer()));
        outputs.push({ language, format, route: 'api', file, answers: google.answers.get(language) ?? [] });
      }
      completions.close();
    });
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  return outputs;
}

/** A PDF readers would see: the PDF itself, LibreOffice's of an office file, Chromium's of an e-book page or subtitles. */
async function readerPdf(output: Output): Promise<string> {
  const folder = path.join(path.dirname(output.file), 'rendered');
  mkdirSync(folder, { recursive: true });
  const name = `${output.language}.${output.format}`;
  if (output.format === 'pdf') return output.file;
  if (output.format === 'docx' || output.format === 'pptx') {
    const converted = mkdtempSync(path.join(tmpdir(), 'tolk-lo-'));
    await run('soffice', [
      `-env:UserInstallation=file://${converted}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      converted,
      output.file,
    ]);
    const pdf = path.join(folder, `${name}.pdf`);
    execFileSync('mv', [path.join(converted, `${output.language}.pdf`), pdf]);
    rmSync(converted, { recursive: true, force: true });
    return pdf;
  }
  let page = output.file;
  if (output.format === 'srt') {
    // As a player shows subtitles: each line in the direction of its own text.
    page = path.join(folder, `${name}.html`);
    const cues = readFileSync(output.file, 'utf8')
      .split('\n')
      .map((line) => `<p dir="auto">${line.replace(/&/gu, '&amp;').replace(/</gu, '&lt;')}</p>`);
    writeFileSync(
      page,
      `<!doctype html><meta charset="utf-8"><body style="font:16px sans-serif">${cues.join('')}`,
    );
  }
  if (output.format === 'epub') {
    const unpacked = path.join(folder, `${name}-unpacked`);
    rmSync(unpacked, { recursive: true, force: true });
    execFileSync('unzip', ['-q', '-o', output.file, '-d', unpacked]);
    const xhtml = readdirSync(unpacked, { recursive: true, encoding: 'utf8' }).filter(
      (entry) => /\.x?html$/u.test(entry) && !/nav|toc/u.test(entry),
    );
    page = path.join(unpacked, xhtml.sort().at(-1) ?? '');
  }
  const pdf = path.join(folder, `${name}.pdf`);
  await run(CHROMIUM, [
    ...CHROMIUM_FLAGS,
    '--headless=new',
    '--no-pdf-header-footer',
    `--print-to-pdf=${pdf}`,
    `file://${page}`,
  ]);
  return pdf;
}

export async function measure(output: Output): Promise<Figures> {
  const pdf = await readerPdf(output);
  const png = path.join(path.dirname(output.file), 'rendered', `${output.language}.${output.format}`);
  execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', '-singlefile', pdf, png]);
  const poppler = pdftotext(pdf);
  const text = output.format === 'srt' ? readFileSync(output.file, 'utf8') : poppler;
  const figures: Figures = {
    missing: missingCharacters(output.answers, text),
    characters: output.answers.join('').replace(/\s+/gu, '').length,
    pdftotext: phrasesInOrder(output.answers, text, output.language),
    rendered: `${png}.png`,
  };
  if (output.format === 'pdf') {
    const pdfjs = await pdfjsText(new Uint8Array(readFileSync(pdf)));
    figures.pdfjs = phrasesInOrder(output.answers, pdfjs.text, output.language);
    if (languageDirection(output.language) === 'rtl') figures.rightEdgeSpread = rightEdgeSpread(pdfjs.lines);
  }
  if (output.language === 'zh' || output.language === 'ja') figures.lineStarts = badLineStarts(poppler);
  if (output.language === 'th') figures.thai = breaksInsideWords(output.answers, poppler);
  return figures;
}

const percent = (share: number | undefined) => (share === undefined ? '' : `${(share * 100).toFixed(1)}%`);

export function report(rows: { output: Output; figures: Figures }[]): string {
  const lines = [
    '| route | language | format | characters | missing | phrases (pdftotext) | phrases (pdf.js) | RTL right-edge spread | CJK bad line starts | Thai breaks inside words |',
    '| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const { output, figures } of rows)
    lines.push(
      `| ${output.route} | ${output.language} | ${output.format} | ${figures.characters} | ${figures.missing} | ${percent(figures.pdftotext)} | ${percent(figures.pdfjs)} | ${figures.rightEdgeSpread?.toFixed(2) ?? ''} | ${figures.lineStarts?.length ?? ''} | ${figures.thai ? `${figures.thai.inside.length} of ${figures.thai.breaks}` : ''} |`,
    );
  return lines.join('\n');
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { only: { type: 'string' }, formats: { type: 'string' }, 'cli-only': { type: 'boolean' } },
  });
  const out = path.resolve(positionals[0] ?? path.join(tmpdir(), 'tolk-every-script'));
  const languages = values.only ? values.only.split(',') : TARGETS;
  const formats = (values.formats ? values.formats.split(',') : FORMATS) as Format[];
  const google = await DeclarationGoogle.start();
  try {
    const jobs = allJobs(languages, formats);
    const outputs = [
      ...(await throughCli(google, out, jobs)),
      ...(values['cli-only'] ? [] : await throughApi(google, out, jobs)),
    ];
    const rows = [];
    for (const output of outputs) rows.push({ output, figures: await measure(output) });
    writeFileSync(path.join(out, 'figures.json'), JSON.stringify(rows, null, 2));
    console.log(report(rows));
  } finally {
    await google.close();
  }
}
