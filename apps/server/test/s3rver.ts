// s3rver (a local S3 server) for the S3 suites, plus the one call it lacks that @tus/s3-store
// needs: ListParts (GET /<bucket>/<key>?uploadId=...). It answers from s3rver's own part files,
// in the XML shape of the real API.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

interface S3rverInstance {
  configureBuckets(): Promise<void>;
  callback(): RequestListener;
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}
type S3rverClass = new (options: {
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;
// s3rver ships no types; this is the part of its API used here.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

async function listParts(s3: S3rverInstance, request: IncomingMessage, response: ServerResponse, url: URL) {
  const [, bucket, ...keyParts] = url.pathname.split('/');
  const uploadId = url.searchParams.get('uploadId') ?? '';
  const dir = path.join(s3.store.getResourcePath(bucket!, undefined, 'uploads'), uploadId);
  response.setHeader('content-type', 'application/xml');
  if (!existsSync(dir)) {
    response.statusCode = 404;
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
    );
    return;
  }
  const numbers = (await readdir(dir))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (n) => {
      const info = await stat(path.join(dir, String(n)));
      const md5 = (await readFile(path.join(dir, `${n}.md5`), 'utf8')).trim();
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
    }),
  );
  void request;
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${keyParts.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
  );
}

export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

export async function startS3(directory: string, bucket: string): Promise<LocalS3> {
  const s3 = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket }] });
  await s3.configureBuckets();
  const handle = s3.callback();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3');
    if (request.method === 'GET' && url.searchParams.has('uploadId'))
      void listParts(s3, request, response, url);
    else handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
