// The every-script check's two routes to a translation, as people take them: `tolk translate` and
// the HTTP API of a started product (tus upload, translateDocument, the file downloaded), both
// against the Google-shaped endpoint answering with the declaration's text.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, spawnServer, waitForHealth } from '../../e2e/product.ts';
import {
  BENCH_WEBHOOK_AUTH,
  followCompletions,
  grantPremium,
  signUp,
  upload,
  type ApiSession,
} from '../http-api/session.ts';
import type { DeclarationGoogle } from './fake-google.ts';
import { SOURCES } from './make-sources.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const FORMATS = ['pdf', 'docx', 'pptx', 'epub', 'srt'] as const;
export type Format = (typeof FORMATS)[number];

export interface Output {
  language: string;
  format: Format;
  route: 'cli' | 'api';
  file: string;
  answers: string[];
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
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
