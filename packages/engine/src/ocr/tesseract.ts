// Runs the Tesseract CLI (Debian package) on an image and parses its TSV output into words.

import { spawn } from 'node:child_process';
import { EngineError } from '../types.ts';

export interface OcrWord {
  text: string;
  /** Pixel box: left, top, width, height. */
  left: number;
  top: number;
  width: number;
  height: number;
  confidence: number;
  /** Tesseract's block/paragraph/line numbers, as one key each. */
  paragraph: string;
  line: string;
}

const TESSERACT_LANGUAGES: Record<string, string> = {
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  pt: 'por',
  ca: 'cat',
};
const AUTO_LANGUAGES = 'eng+spa+fra+deu';
const TIMEOUT_MS = 120_000;
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

export function tesseractLanguages(from: string): string {
  if (from === 'auto') return AUTO_LANGUAGES;
  return TESSERACT_LANGUAGES[from] ?? AUTO_LANGUAGES;
}

export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = (cells[11] ?? '').trim();
    if (text === '') continue;
    const [, , block, paragraph, line] = cells;
    words.push({
      text,
      left: Number(cells[6]),
      top: Number(cells[7]),
      width: Number(cells[8]),
      height: Number(cells[9]),
      confidence: Number(cells[10]),
      paragraph: `${block}.${paragraph}`,
      line: `${block}.${paragraph}.${line}`,
    });
  }
  return words;
}

/** OCRs a PNG; bounded in time and output size; `OMP_THREAD_LIMIT=1` is several times faster on small machines. */
export function recognise(
  png: Uint8Array,
  languages: string,
  signal?: AbortSignal,
  /** Page segmentation mode: 3 finds the layout; 6 reads one uniform block (a cut-out region). */
  psm: 3 | 6 = 3,
): Promise<OcrWord[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', ['stdin', 'stdout', '-l', languages, '--psm', String(psm), 'tsv'], {
      env: { PATH: '/usr/local/bin:/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    const fail = (error: EngineError) => {
      child.kill('SIGKILL');
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new EngineError('timeout', 'Text recognition (OCR) of a page took too long.')),
      TIMEOUT_MS,
    );
    const onAbort = () => fail(new EngineError('timeout', 'Text recognition (OCR) was cancelled.'));
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES)
        fail(new EngineError('too-large', 'Text recognition (OCR) produced too much output.'));
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(
        new EngineError(
          'provider-unavailable',
          'Tesseract OCR is not installed on this server (tesseract-ocr).',
          { cause: error },
        ),
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (code === 0) resolve(parseTsv(Buffer.concat(chunks).toString('utf8')));
      else
        reject(
          new EngineError(
            'provider-error',
            `Text recognition (OCR) failed: ${stderr.trim().split('\n').pop() ?? code}`,
          ),
        );
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(png);
  });
}
