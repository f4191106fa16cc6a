import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { S3Config } from '../config.ts';
import type { BlobStore, ByteRange, StoredBlob } from './blob-store.ts';

const PREFIX = 'files/';

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    // Path-style addressing works with MinIO, s3rver and AWS alike when an endpoint is given.
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // See uploads/datastore.ts: no aws-chunked trailing checksums unless S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Objects under `files/` in the configured bucket. */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(config: S3Config) {
    this.#client = s3Client(config);
    this.#bucket = config.bucket;
  }

  async put(key: string, body: Uint8Array | Readable, size: number, contentType: string): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: PREFIX + key,
        Body: body,
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.#client.send(
      new GetObjectCommand({
        Bucket: this.#bucket,
        Key: PREFIX + key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error(`no body for object ${key}`);
    return answer.Body;
  }

  async readAll(key: string): Promise<Buffer> {
    return buffer(await this.read(key));
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    await this.#client.send(
      new CopyObjectCommand({
        Bucket: this.#bucket,
        Key: PREFIX + toKey,
        CopySource: `${this.#bucket}/${PREFIX + fromKey}`,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: PREFIX + key }));
  }

  async *list(): AsyncIterable<StoredBlob> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key)
          yield { key: object.Key.slice(PREFIX.length), modified: object.LastModified ?? new Date() };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
