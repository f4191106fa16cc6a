import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images, fonts and the OCR models (already gzip) are left alone. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve(entry.isFile() ? [full] : []);
    }),
  );
  return nested.flat();
}

const compress = (source: Buffer) =>
  Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);

/**
 * Compresses once per content: files that do not change between builds (the OCR cores, 3.9 MB each,
 * about 10 s of brotli 11 apiece) are taken from the cache folder, keyed by their SHA-256.
 */
async function compressCached(source: Buffer, cacheDir: string | undefined): Promise<[Buffer, Buffer]> {
  if (!cacheDir) return compress(source);
  const key = path.join(cacheDir, createHash('sha256').update(source).digest('hex'));
  const cached = await Promise.all([readFile(`${key}.br`), readFile(`${key}.gz`)]).catch(() => undefined);
  if (cached) return cached;
  const [br, gz] = await compress(source);
  await mkdir(cacheDir, { recursive: true });
  await Promise.all([writeFile(`${key}.br`, br), writeFile(`${key}.gz`, gz)]);
  return [br, gz];
}

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file. */
export async function precompressDir(
  dir: string,
  cacheDir?: string,
): Promise<{ files: number; bytes: number; brotli: number }> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await compressCached(source, cacheDir);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      bytes += source.length;
      brotliBytes += br.length;
    }),
  );
  return { files: files.length, bytes, brotli: brotliBytes };
}

/**
 * Precompresses the finished build so the server sends `.br`/`.gz` siblings as they are
 * (@fastify/static `preCompressed`) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tolk-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every file (chunks, assets, the public folder) is on disk.
    async closeBundle(error?: Error) {
      if (error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      if (!(await stat(outDir).catch(() => undefined))) return;
      const started = performance.now();
      const result = await precompressDir(outDir, path.join(config.cacheDir, 'tolk-precompress'));
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      config.logger.info(
        `precompressed ${result.files} files (${kb(result.bytes)} → ${kb(result.brotli)} brotli) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
