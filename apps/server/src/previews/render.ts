import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

export class RenderError extends Error {}

/** One conversion at a time: LibreOffice takes a whole core and much memory per document. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Lays an office document out as a PDF with LibreOffice (headless, its own throw-away profile so
 * parallel servers never share one), the way the user's office suite would print it.
 */
export function renderPdf(bytes: Uint8Array, extension: string, searchPath: string): Promise<Uint8Array> {
  const run = queue.then(() => convert(bytes, extension, searchPath));
  queue = run.catch(() => undefined);
  return run;
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

function soffice(args: string[], searchPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('soffice', args, {
      env: { PATH: searchPath, HOME: tmpdir() },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => {
      // The whole group: soffice starts soffice.bin, which would outlive its parent.
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
