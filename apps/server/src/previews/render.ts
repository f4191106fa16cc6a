import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sandboxed } from '@tolk/engine';
import { fairTurns } from '../engine-host/fair-turns.ts';
import { stripExternalLinks } from './strip-links.ts';

/** Office formats LibreOffice lays out as pages, by stored content type, with the extension it reads. */
export const RENDERABLE: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
};

const RENDER_TIMEOUT_MS = 90_000;
/** Address space of one conversion: a real 300-page report lays out in well under a gigabyte. */
const RENDER_MEMORY_BYTES = 3 * 1024 ** 3;
/** LibreOffice takes a core and a few hundred megabytes per document: two at once, more on big machines. */
const CONCURRENT_RENDERS = Math.max(2, Math.floor(availableParallelism() / 2));

export class RenderError extends Error {}

const inTurn = fairTurns({ slots: CONCURRENT_RENDERS });

export interface RenderOptions {
  /** PATH, to find LibreOffice's soffice. */
  searchPath: string;
  /** Whose document: owners waiting for a conversion take turns. */
  owner: string;
  /** Keep external links (only to show what the sandbox alone stops). */
  keepLinks?: boolean;
}

/**
 * Lays an untrusted office document out as a PDF with LibreOffice, the way the user's office suite
 * would print it: links to anything outside the file removed, then converted in the sandbox (no
 * network, no file but its own scratch folder, its own throw-away profile), bounded in memory and time.
 */
export function renderPdf(bytes: Uint8Array, extension: string, options: RenderOptions): Promise<Uint8Array> {
  return inTurn(options.owner, async () => {
    const input = options.keepLinks
      ? bytes
      : await stripExternalLinks(bytes).catch(() => {
          throw new RenderError('the document is not a ZIP package its links could be removed from');
        });
    return convert(input, extension, options.searchPath);
  });
}

async function convert(bytes: Uint8Array, extension: string, searchPath: string): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tolk-preview-'));
  try {
    const input = path.join(dir, `document.${extension}`);
    await writeFile(input, bytes);
    await soffice(
      [
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ],
      dir,
      searchPath,
    );
    return new Uint8Array(
      await readFile(path.join(dir, 'document.pdf')).catch(() => {
        throw new RenderError('LibreOffice made no PDF of this document');
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function soffice(args: string[], scratch: string, searchPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let wrapped;
    try {
      wrapped = sandboxed('prlimit', [`--as=${RENDER_MEMORY_BYTES}`, '--', 'soffice', ...args], { scratch });
    } catch (error) {
      // Never unconfined: a document could read the server's files or reach its network.
      reject(new RenderError(`LibreOffice cannot run in a sandbox here: ${(error as Error).message}`));
      return;
    }
    const child = spawn(wrapped.command, wrapped.args, {
      env: { PATH: searchPath, HOME: scratch },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => {
      // The whole group: the sandbox's programs die with it.
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, RENDER_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new RenderError(`LibreOffice could not be started: ${error.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new RenderError(`LibreOffice failed (${signal ?? code}): ${stderr.trim()}`));
    });
  });
}
