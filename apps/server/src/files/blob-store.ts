import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

export interface ByteRange {
  start: number;
  /** Inclusive, like HTTP's Range header. */
  end: number;
}

/** Where file bytes live: local disk by default, S3-compatible storage when S3_* is set. */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Writes bytes under key, replacing what was there (keys are deterministic, writes idempotent). */
  put(key: string, body: Uint8Array | Readable, size: number, contentType: string): Promise<void>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  readAll(key: string): Promise<Buffer>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key with when it was last written (temporary files of unfinished writes included). */
  list(): AsyncIterable<StoredBlob>;
}

export interface StoredBlob {
  key: string;
  modified: Date;
}

export function createBlobStore(config: Pick<Config, 'dataDir' | 's3'>): BlobStore {
  return config.s3 ? new S3BlobStore(config.s3) : new LocalBlobStore(config.dataDir);
}
