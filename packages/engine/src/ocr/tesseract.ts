// Reads the words of an image with the Tesseract CLI: its TSV output parsed into words with boxes.

import { EngineError } from '../types.ts';
import { installedOf } from './installed.ts';
import { runTesseract } from './run-tesseract.ts';

export { tesseractLanguages } from './languages.ts';

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

/** OCRs an image (PNG or PGM) with the given Tesseract languages ('eng', 'rus+ukr'...). */
export async function recognise(
  png: Uint8Array,
  languages: string,
  signal?: AbortSignal,
  /** Page segmentation mode: 3 finds the layout; 6 reads one uniform block (a cut-out region). */
  psm: 3 | 6 = 3,
): Promise<OcrWord[]> {
  const run = await runTesseract(
    ['-l', await installedOf(languages), '--psm', String(psm), 'tsv'],
    png,
    signal,
  );
  if (run.code !== 0)
    throw new EngineError(
      'provider-error',
      `Text recognition (OCR) failed: ${run.stderr.trim().split('\n').pop() ?? run.code}`,
    );
  return parseTsv(run.stdout);
}
