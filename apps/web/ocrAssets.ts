import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { gzipSync, createGzip } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { OCR_DATA_VERSION, OCR_FOLDER } from './src/ocr/assets';
import { DEBIAN_OCR_MODELS, OCR_MODELS } from './src/ocr/languages';

const require = createRequire(import.meta.url);

// Only the LSTM builds: the app asks for OEM.LSTM_ONLY; the worker picks one by the browser's
// WebAssembly features (relaxed SIMD, SIMD, neither).
const CORE_FILES = [
  'tesseract-core-relaxedsimd-lstm.wasm.js',
  'tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-lstm.wasm.js',
];

const packageDir = (name: string, from = require) => path.dirname(from.resolve(`${name}/package.json`));

/** Each OCR file's path under the app's root → where it is in node_modules. */
export function ocrAssetFiles(): Map<string, string> {
  const tesseract = packageDir('tesseract.js');
  const core = packageDir('tesseract.js-core', createRequire(path.join(tesseract, 'package.json')));
  const files = new Map<string, string>([
    [`${OCR_FOLDER}/worker.min.js`, path.join(tesseract, 'dist/worker.min.js')],
  ]);
  for (const name of CORE_FILES) files.set(`${OCR_FOLDER}/core/${name}`, path.join(core, name));
  for (const model of OCR_MODELS) {
    const data = path.join(
      packageDir(`@tesseract.js-data/${model}`),
      OCR_DATA_VERSION,
      `${model}.traineddata.gz`,
    );
    files.set(`${OCR_FOLDER}/lang/${model}.traineddata.gz`, data);
  }
  for (const file of files.values()) if (!existsSync(file)) throw new Error(`OCR file missing: ${file}`);
  return files;
}

/** Where Debian's Tesseract keeps its language data (5.x, or 4.x on older releases). */
const DEBIAN_TESSDATA = ['/usr/share/tesseract-ocr/5/tessdata', '/usr/share/tesseract-ocr/4.00/tessdata'];

/**
 * The installed Debian models, gzipped on the way out as tesseract.js expects. One that is not
 * installed is left out: live reading in that language then says it cannot start.
 */
export function debianModelFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const model of DEBIAN_OCR_MODELS) {
    const file = DEBIAN_TESSDATA.map((dir) => path.join(dir, `${model}.traineddata`)).find(existsSync);
    if (file) files.set(`${OCR_FOLDER}/lang/${model}.traineddata.gz`, file);
  }
  return files;
}

const contentType = (file: string) =>
  file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/octet-stream';

/**
 * Ships tesseract.js's worker, core (WebAssembly inside JS) and language data as plain static files
 * under /ocr/, so live camera reading works offline and never reaches a CDN. Dev serves them
 * straight from node_modules; the build copies them into dist.
 */
export function ocrAssets(): Plugin {
  let files: Map<string, string>;
  let debian: Map<string, string>;
  return {
    name: 'tolk-ocr-assets',
    buildStart() {
      files = ocrAssetFiles();
      debian = debianModelFiles();
    },
    configureServer(server) {
      const served = ocrAssetFiles();
      const gzipped = debianModelFiles();
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        const base = server.config.base.replace(/\/?$/, '/');
        const name = url.startsWith(base) ? url.slice(base.length) : '';
        const file = served.get(name) ?? gzipped.get(name);
        if (!file) return next();
        response.setHeader('Content-Type', contentType(file));
        const stream = createReadStream(file);
        (gzipped.has(name) ? stream.pipe(createGzip()) : stream).pipe(response);
      });
    },
    generateBundle() {
      for (const [fileName, file] of files)
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      for (const [fileName, file] of debian)
        this.emitFile({ type: 'asset', fileName, source: gzipSync(readFileSync(file)) });
    },
  };
}
