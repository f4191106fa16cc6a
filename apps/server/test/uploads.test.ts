import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { MESSAGES, reasonMessage } from '@tolk/contract';
import { and, eq } from 'drizzle-orm';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, uploadSessions, users } from '../src/db/schema.ts';
import { elfBinary, ENGLISH_PARAGRAPHS, makeDocx, TINY_PNG } from './documents.ts';
import { capStorage, DATABASES, signUp, startTestServer, type TestServer } from './harness.ts';
import { TusClient } from './tus-client.ts';
import { refusal } from './refusals.ts';

const errorMessage = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(DATABASES)('tus uploads on %s', (kind) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;
  const session = async (id: string) =>
    (await db().select().from(uploadSessions).where(eq(uploadSessions.sessionId, id)))[0];
  const profile = async (userId: string) =>
    (await db().select().from(users).where(eq(users.userId, userId)))[0];
  const storedFile = async (id: string) => (await db().select().from(files).where(eq(files.id, id)))[0];

  it('takes a DOCX from tus-js-client: session completed, file stored with the same SHA-256', async () => {
    const user = await signUp(server.app);
    const docx = await makeDocx(ENGLISH_PARAGRAPHS);
    const url = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(docx, {
        endpoint: `${base}/api/uploads/`,
        headers: { cookie: user.cookie },
        metadata: {
          filename: 'notes.docx',
          originalName: 'notes.docx',
          filetype: 'application/msword',
          uploadTime: new Date().toISOString(),
        },
        chunkSize: 1000,
        onSuccess: () => resolve(upload.url as string),
        onError: reject,
      });
      upload.start();
    });
    const id = url.split('/').pop() as string;
    const row = await session(id);
    expect(row).toMatchObject({
      status: 'completed',
      uploadedBytes: 0,
      fileName: 'notes.docx',
      fileSize: docx.length,
    });
    const file = await storedFile(row!.fileId!);
    expect(file).toMatchObject({
      kind: 'original',
      fileName: 'notes.docx',
      size: docx.length,
      sha256: sha256(docx),
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await profile(user.userId)).toMatchObject({ storageUsed: docx.length, uploadCount: 1 });
    const download = await fetch(`${base}/api/files/${file!.id}`, { headers: { cookie: user.cookie } });
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(docx));
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="notes.docx"/);
  });

  it('resumes an interrupted upload where the server stopped, and stores the exact bytes', async () => {
    const user = await signUp(server.app);
    const client = new TusClient(base, { cookie: user.cookie });
    const docx = await makeDocx(Array.from({ length: 200 }, (_, i) => `${ENGLISH_PARAGRAPHS[i % 3]} ${i}`));
    const { url } = await client.create(docx.length, 'long.docx');
    const half = Math.floor(docx.length / 2);
    // The first PATCH carries half the file and the connection is cut before the rest.
    const cut = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(docx.subarray(0, half));
      },
    });
    const first = fetch(url!, {
      method: 'PATCH',
      headers: { ...client.headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body,
      duplex: 'half',
      signal: cut.signal,
    } as RequestInit).catch(() => undefined);
    // Wait until the server has received the half, then drop the connection.
    let offset = 0;
    for (const until = Date.now() + 60_000; Date.now() < until && offset < half;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      offset = (await session(url!.split('/').pop()!))?.uploadedBytes ?? 0;
      if (offset < half) offset = await currentOffsetOnDisk(url!);
    }
    cut.abort();
    await first;
    const head = await client.head(url!);
    expect(head.status).toBe(200);
    const resumeAt = Number(head.headers.get('upload-offset'));
    expect(resumeAt).toBe(half);
    const rest = await client.patch(url!, resumeAt, docx.subarray(resumeAt));
    expect(rest.status).toBe(204);
    const row = await session(url!.split('/').pop()!);
    expect(row?.status).toBe('completed');
    expect((await storedFile(row!.fileId!))?.sha256).toBe(sha256(docx));
  });

  /** The size of the partial upload as the tus store reports it. */
  async function currentOffsetOnDisk(url: string): Promise<number> {
    const { statSync } = await import('node:fs');
    try {
      return statSync(`${server.config.dataDir}/uploads/${url.split('/').pop()}`).size;
    } catch {
      return 0;
    }
  }

  it('lets exactly 5 of 8 parallel creations through', async () => {
    const user = await signUp(server.app);
    const client = new TusClient(base, { cookie: user.cookie });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => client.create(100, `f${i}.txt`)));
    const statuses = results.map((r) => r.response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    for (const refused of results.filter((r) => r.response.status === 429))
      expect(await errorMessage(refused.response)).toBe(MESSAGES.tooManyConcurrentUploads);
    const active = await db()
      .select()
      .from(uploadSessions)
      .where(and(eq(uploadSessions.userId, user.userId), eq(uploadSessions.status, 'active')));
    expect(active).toHaveLength(5);
  });

  it('refuses the 11th upload created within an hour', async () => {
    const user = await signUp(server.app);
    const client = new TusClient(base, { cookie: user.cookie });
    for (let i = 0; i < 10; i++) {
      const { response, url } = await client.create(10, `f${i}.txt`);
      expect(response.status).toBe(201);
      expect((await client.remove(url!)).status).toBe(204);
    }
    const eleventh = await client.create(10, 'f11.txt');
    expect(eleventh.response.status).toBe(429);
    expect(await errorMessage(eleventh.response)).toBe(MESSAGES.uploadLimitReached);
  });

  it('refuses an upload larger than the storage left, before any byte', async () => {
    const user = await signUp(server.app);
    await capStorage(db(), user.userId, 1000);
    const client = new TusClient(base, { cookie: user.cookie });
    const { response } = await client.create(5000, 'big.txt');
    expect(response.status).toBe(413);
    expect(await errorMessage(response)).toMatch(/^Not enough storage: /);
    expect(await db().select().from(uploadSessions).where(eq(uploadSessions.userId, user.userId))).toEqual(
      [],
    );
  });

  it('refuses an empty file when the upload is created, and keeps no session', async () => {
    const user = await signUp(server.app);
    const client = new TusClient(base, { cookie: user.cookie });
    const { response, url } = await client.create(0, 'empty.txt');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: refusal('invalid-argument', 'EMPTY_FILE') });
    expect(url).toBeUndefined();
    expect(await db().select().from(uploadSessions).where(eq(uploadSessions.userId, user.userId))).toEqual(
      [],
    );
  });

  it('decides the type by content: a PNG named .docx is kept as a PNG, an ELF binary is refused', async () => {
    const user = await signUp(server.app);
    const client = new TusClient(base, { cookie: user.cookie });
    const png = await client.upload(TINY_PNG, 'picture.docx');
    expect(png.response.status).toBe(204);
    const pngSession = await session(png.id);
    expect((await storedFile(pngSession!.fileId!))?.contentType).toBe('image/png');

    const elf = await client.upload(elfBinary(), 'program.txt');
    expect(elf.response.status).toBe(415);
    expect(await errorMessage(elf.response)).toBe(reasonMessage('UNSUPPORTED_TYPE'));
    expect((await session(elf.id))?.status).toBe('failed');
    expect((await client.head(elf.url)).status).toBe(404);
    expect((await profile(user.userId))?.storageUsed).toBe(TINY_PNG.length);
  });

  it('answers only the owner of an upload; anonymous callers are refused', async () => {
    const owner = await signUp(server.app);
    const other = await signUp(server.app);
    const mine = new TusClient(base, { cookie: owner.cookie });
    const theirs = new TusClient(base, { cookie: other.cookie });
    const { url } = await mine.create(20, 'a.txt');
    expect((await theirs.head(url!)).status).toBe(404);
    expect((await theirs.patch(url!, 0, Buffer.from('x'.repeat(20)))).status).toBe(404);
    expect((await theirs.remove(url!)).status).toBe(404);
    expect((await new TusClient(base).create(20, 'a.txt')).response.status).toBe(401);
    expect((await new TusClient(base).head(url!)).status).toBe(401);
    expect((await session(url!.split('/').pop()!))?.status).toBe('active');
    expect((await mine.patch(url!, 0, Buffer.from('hello world, twenty!'))).status).toBe(204);
  });
});
