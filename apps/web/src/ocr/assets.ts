// Where the Vite plugin (apps/web/ocrAssets.ts) puts tesseract.js's files in the build and in dev.
// Everything is local: the app must read text with no network but its own origin.

/** Folder of the OCR files under the app's base URL. */
export const OCR_FOLDER = 'ocr';
/** Bumped with the language packages, so IndexedDB never serves models of another release. */
export const OCR_DATA_VERSION = '4.0.0_best_int';

export interface OcrPaths {
  workerPath: string;
  corePath: string;
  langPath: string;
  cachePath: string;
}

/** Absolute URLs: the worker resolves relative ones against its own script, not the page. */
export function ocrPaths(base: string, pageUrl: string): OcrPaths {
  const root = new URL(`${base.replace(/\/?$/, '/')}${OCR_FOLDER}/`, pageUrl).href;
  return {
    workerPath: `${root}worker.min.js`,
    corePath: `${root}core`,
    langPath: `${root}lang`,
    cachePath: `tolk-ocr-${OCR_DATA_VERSION}`,
  };
}
