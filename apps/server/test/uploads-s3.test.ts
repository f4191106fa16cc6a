import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, uploadSessions } from '../src/db/schema.ts';
import { s3Client } from '../src/files/s3-blob-store.ts';
import { ENGLISH_PARAGRAPHS, makeDocx } from './documents.ts';
import { DATABASES, signUp, startTestServer, type TestServer } from './harness.ts';
import { startS3, type LocalS3 } from './s3rver.ts';
import { TusClient } from './tus-client.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(DATABASES)('uploads and files on S3 (s3rver) on %s', (kind) => {
  let s3: LocalS3;
  let s3Dir: string;
  let server: TestServer;
  let base: string;
  let s3Config: {
    endpoint: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
  };
  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(tmpdir(), 'tolk-s3rver-'));
    s3 = await startS3(s3Dir, 'tolk');
    s3Config = {
      endpoint: s3.endpoint,
      bucket: 'tolk',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
    };
    server = await startTestServer(kind, {
      S3_ENDPOINT: s3Config.endpoint,
      S3_BUCKET: 'tolk',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('takes a resumed tus upload into the bucket and serves it back from there', async () => {
    const user = await signUp(server.app);
    const client = new TusClient(base, { cookie: user.cookie });
    const docx = await makeDocx(ENGLISH_PARAGRAPHS);
    const { url, response: created } = await client.create(docx.length, 'cloud.docx');
    expect(created.status, await created.clone().text()).toBe(201);
    const half = Math.floor(docx.length / 2);
    expect((await client.patch(url!, 0, docx.subarray(0, half))).status).toBe(204);
    const head = await client.head(url!);
    expect(Number(head.headers.get('upload-offset'))).toBe(half);
    expect((await client.patch(url!, half, docx.subarray(half))).status).toBe(204);

    const id = url!.split('/').pop()!;
    const [session] = await server.database.db
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.sessionId, id));
    expect(session?.status).toBe('completed');
    const [file] = await server.database.db.select().from(files).where(eq(files.id, session!.fileId!));
    expect(file?.sha256).toBe(sha256(docx));

    const listed = await s3Client(s3Config).send(
      new ListObjectsV2Command({ Bucket: 'tolk', Prefix: 'files/' }),
    );
    expect(listed.Contents?.map((o) => o.Key)).toContain(`files/${file!.storageKey}`);

    const download = await fetch(`${base}/api/files/${file!.id}`, { headers: { cookie: user.cookie } });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(docx));
  });
});
