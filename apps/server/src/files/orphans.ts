import type { Db } from '../db/client.ts';
import type { BlobStore } from './blob-store.ts';
import { ownerKey } from './derived-keys.ts';
import { referencedKeys } from './repo.ts';

const BATCH = 500;

/**
 * Deletes stored bytes no file row refers to, once they are older than `olderThanMs`: a crash
 * between writing bytes and recording them (an upload finishing, a job's outputs), or between
 * deleting rows and their bytes, leaves such files. Young ones may still be about to be recorded.
 * Returns how many it deleted.
 */
export async function sweepOrphanBlobs(
  deps: { db: Db; storage: BlobStore },
  olderThanMs: number,
  now = new Date(),
): Promise<number> {
  const cutoff = now.getTime() - olderThanMs;
  let deleted = 0;
  let batch: string[] = [];
  const flush = async () => {
    // A derived file (rendered pages) is kept while the file it was made from is.
    const referenced = await referencedKeys(deps.db, [...new Set(batch.map(ownerKey))]);
    for (const key of batch.filter((candidate) => !referenced.has(ownerKey(candidate)))) {
      await deps.storage.delete(key);
      deleted += 1;
    }
    batch = [];
  };
  for await (const blob of deps.storage.list()) {
    if (blob.modified.getTime() > cutoff) continue;
    batch.push(blob.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return deleted;
}
