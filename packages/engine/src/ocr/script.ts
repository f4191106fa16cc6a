// 'auto' source language for OCR: Tesseract's orientation and script detection (OSD, the
// tesseract-ocr-osd data) finds the script on a downscaled copy of the image, and the text is then
// read with the languages of that script. OSD refuses images with too few letters ("Too few
// characters"); those, and any OSD failure, are read as Latin text.

import { EngineError } from '../types.ts';
import { LATIN_LANGUAGES, scriptLanguages, tesseractLanguages } from './languages.ts';
import { runTesseract } from './run-tesseract.ts';

/**
 * OSD's time grows with pixels and with the characters it classifies: a copy with this long side
 * keeps letters of usual text readable; 10 characters (Tesseract's default is 50) were enough for
 * every script measured and let short signs (and Devanagari, whose words join into few blobs) through.
 */
export const OSD_LONG_SIDE = 1400;
const OSD_MIN_CHARACTERS = 10;

export interface OsdResult {
  script: string;
  confidence: number;
  /** Degrees the page is turned clockwise, as OSD reports it. */
  orientation: number;
}

/** Parses `tesseract --psm 0` output; undefined when it holds no script (OSD refused the image). */
export function parseOsd(stdout: string): OsdResult | undefined {
  const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(stdout)?.[1]?.trim();
  const script = field('Script');
  if (!script) return undefined;
  return {
    script,
    confidence: Number(field('Script confidence') ?? 0),
    orientation: Number(field('Orientation in degrees') ?? 0),
  };
}

/** The script of the text in an image (PNG or PGM, already downscaled); undefined when OSD cannot tell. */
export async function detectScript(image: Uint8Array, signal?: AbortSignal): Promise<OsdResult | undefined> {
  try {
    const run = await runTesseract(
      ['--psm', '0', '-l', 'osd', '-c', `min_characters_to_try=${OSD_MIN_CHARACTERS}`],
      image,
      signal,
    );
    return run.code === 0 ? parseOsd(run.stdout) : undefined;
  } catch (error) {
    // Cancellation and timeouts stop the job; a missing OSD only loses the detection.
    if (error instanceof EngineError && error.code === 'timeout') throw error;
    return undefined;
  }
}

/**
 * The Tesseract languages to read an image with: the source language's own when it is given,
 * otherwise those of the script OSD finds. `osdImage` makes the downscaled copy, only for 'auto'.
 */
export async function ocrLanguages(
  from: string,
  osdImage: () => Promise<Uint8Array>,
  signal?: AbortSignal,
): Promise<string> {
  if (from !== 'auto') return tesseractLanguages(from);
  const found = await detectScript(await osdImage(), signal);
  return found ? scriptLanguages(found.script) : LATIN_LANGUAGES;
}
