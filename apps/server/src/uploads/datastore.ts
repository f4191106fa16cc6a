import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import { UPLOAD_SESSION_LIFE_MS } from '@tolk/contract';
import type { Config } from '../config.ts';

/** The tus store of uploads in progress: `${DATA_DIR}/uploads`, or the S3 bucket when S3_* is set. */
export function createDatastore(config: Pick<Config, 'dataDir' | 's3'>): DataStore {
  if (!config.s3) {
    return new FileStore({
      directory: path.join(config.dataDir, 'uploads'),
      expirationPeriodInMilliseconds: UPLOAD_SESSION_LIFE_MS,
    });
  }
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = config.s3;
  return new S3Store({
    // S3's minimum multipart part; the last part may be smaller.
    partSize: 5 * 1024 * 1024,
    // Object tags only serve bucket lifecycle rules; expired uploads are cleaned up by our own job.
    useTags: false,
    expirationPeriodInMilliseconds: UPLOAD_SESSION_LIFE_MS,
    s3ClientConfig: {
      bucket,
      region,
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      credentials: { accessKeyId, secretAccessKey },
      // Checksums only where S3 requires them: S3-compatible servers often cannot read the
      // aws-chunked bodies with trailing checksums that the SDK sends by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
}

/** The bytes of a finished upload (both stores can read one back). */
export async function readUpload(store: DataStore, id: string): Promise<Readable> {
  const readable = store as unknown as { read(id: string): Readable | Promise<Readable> };
  return readable.read(id);
}
