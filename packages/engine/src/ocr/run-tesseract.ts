// One run of the Tesseract CLI (Debian package) on an image given on stdin: bounded in time and
// output size, cancellable. `OMP_THREAD_LIMIT=1` is several times faster on small machines.

import { spawn } from 'node:child_process';
import { sandboxedOrPlain } from '../safety/sandbox.ts';
import { EngineError } from '../types.ts';

const TIMEOUT_MS = 120_000;
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

export interface TesseractRun {
  /** Exit code; non-zero is not an error here: OSD exits 1 when it finds too few characters. */
  code: number | null;
  stdout: string;
  /** The last 2,000 characters. */
  stderr: string;
}

export function runTesseract(args: string[], image: Uint8Array, signal?: AbortSignal): Promise<TesseractRun> {
  return new Promise((resolve, reject) => {
    // Sandboxed: it reads the image on stdin and its own language data, nothing else.
    const wrapped = sandboxedOrPlain('tesseract', ['stdin', 'stdout', ...args]);
    const child = spawn(wrapped.command, wrapped.args, {
      env: { PATH: '/usr/local/bin:/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const fail = (error: EngineError) => {
      child.kill('SIGKILL');
      finish(() => reject(error));
    };
    const timer = setTimeout(
      () => fail(new EngineError('timeout', 'Text recognition (OCR) of a page took too long.')),
      TIMEOUT_MS,
    );
    const onAbort = () => fail(new EngineError('timeout', 'Text recognition (OCR) was cancelled.'));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES)
        fail(new EngineError('too-large', 'Text recognition (OCR) produced too much output.'));
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', (error) =>
      finish(() =>
        reject(
          new EngineError(
            'provider-unavailable',
            'Tesseract OCR is not installed on this server (tesseract-ocr).',
            { cause: error },
          ),
        ),
      ),
    );
    child.on('close', (code) =>
      finish(() => resolve({ code, stdout: Buffer.concat(chunks).toString('utf8'), stderr })),
    );
    child.stdin.on('error', () => undefined);
    child.stdin.end(image);
  });
}
