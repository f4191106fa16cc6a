import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { BlobStore, ByteRange, StoredBlob } from './blob-store.ts';

/** Files under `${DATA_DIR}/files`, written to a temporary name and renamed so readers never see half a file. */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local';
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
  }

  #path(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`storage key escapes the store: ${key}`);
    return resolved;
  }

  async put(key: string, body: Uint8Array | Readable): Promise<void> {
    const target = this.#path(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (body instanceof Readable) await pipeline(body, createWriteStream(temporary));
      else await writeFile(temporary, body);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.#path(key);
    // Open first so a missing file rejects here rather than on the first read.
    const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  readAll(key: string): Promise<Buffer> {
    return readFile(this.#path(key));
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const target = this.#path(toKey);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(this.#path(fromKey), target);
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  async *list(): AsyncIterable<StoredBlob> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const modified = await stat(file).then(
        (info) => info.mtime,
        () => undefined,
      );
      if (modified) yield { key: path.relative(this.root, file).split(path.sep).join('/'), modified };
    }
  }
}
