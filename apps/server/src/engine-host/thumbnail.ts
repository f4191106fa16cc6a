import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sandboxedOrPlain } from '@tolk/engine';
import sharp from 'sharp';

const run = promisify(execFile);
const WIDTH = 240;

/** A small PNG of an image, or of a PDF's first page (poppler's pdftoppm); null for other formats. */
export async function renderThumbnail(format: string, bytes: Uint8Array): Promise<Uint8Array | null> {
  if (format === 'png' || format === 'jpeg' || format === 'webp') {
    return sharp(bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer();
  }
  if (format !== 'pdf') return null;
  const dir = await mkdtemp(path.join(tmpdir(), 'tolk-thumb-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), bytes);
    const pdftoppm = sandboxedOrPlain(
      'pdftoppm',
      [
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        '-scale-to-x',
        String(WIDTH),
        '-scale-to-y',
        '-1',
        '-singlefile',
        'in.pdf',
        'page',
      ],
      { scratch: dir },
    );
    await run(pdftoppm.command, pdftoppm.args, { cwd: dir, timeout: 20_000 });
    return await readFile(path.join(dir, 'page.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
