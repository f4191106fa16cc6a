import { existsSync, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, uploadSessions } from '../src/db/schema.ts';
import { DATABASES, signUp, startTestServer, type TestServer } from './harness.ts';
import { TusClient } from './tus-client.ts';
import { refusal } from './refusals.ts';

const DECLARED = 30;
const text = (length: number) => Buffer.from('The house is big. '.repeat(20).slice(0, length));

/** A PATCH whose body goes out in pieces with Transfer-Encoding: chunked (no Content-Length). */
function chunkedPatch(url: string, headers: Record<string, string>, pieces: Buffer[]) {
  return new Promise<{ status: number; body: string; chunked: boolean }>((resolve, reject) => {
    const outgoing = request(url, { method: 'PATCH', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, chunked }));
    });
    const chunked = !outgoing.hasHeader('content-length');
    outgoing.on('error', reject);
    for (const piece of pieces) outgoing.write(piece);
    outgoing.end();
  });
}

// tus: an upload takes the bytes it declared (Upload-Length) and not one more.
describe.each(DATABASES)('bytes past Upload-Length on %s', (kind) => {
  let server: TestServer;
  let baseUrl: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  const refused = { error: refusal('invalid-argument', 'UPLOAD_OVER_LENGTH') };

  /** The upload's offset by HEAD, and how many bytes the store holds for it. */
  async function kept(client: TusClient, url: string) {
    const head = await client.head(url);
    const file = path.join(server.config.dataDir, 'uploads', url.split('/').pop()!);
    return {
      offset: Number(head.headers.get('upload-offset')),
      stored: existsSync(file) ? statSync(file).size : 0,
    };
  }

  async function upload() {
    const { cookie } = await signUp(server.app);
    const client = new TusClient(baseUrl, { cookie });
    const { url } = await client.create(DECLARED, 'notes.txt');
    return { client, url: url! };
  }

  it('refuses 300 bytes sent chunked into a 30-byte upload with 413, keeps none past 30, and still finishes', async () => {
    const { client, url } = await upload();
    const headers = {
      ...client.headers,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    };
    const answer = await chunkedPatch(url, headers, [text(20), text(180), text(100)]);
    expect(answer.chunked).toBe(true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(refused);
    const after = await kept(client, url);
    expect(after.offset).toBeLessThanOrEqual(DECLARED);
    expect(after.stored).toBeLessThanOrEqual(DECLARED);

    // Nothing was lost either: the rest of the declared bytes complete the upload.
    const rest = text(DECLARED).subarray(after.offset);
    expect((await client.patch(url, after.offset, rest)).status).toBe(204);
    const db = server.database.db;
    const id = url.split('/').pop()!;
    const [session] = await db.select().from(uploadSessions).where(eq(uploadSessions.sessionId, id));
    expect(session?.status).toBe('completed');
    const [file] = await db.select().from(files).where(eq(files.id, session!.fileId!));
    expect(file?.size).toBe(DECLARED);
  });

  it('refuses a Content-Length of 300 into a 30-byte upload with 413 before taking any of it', async () => {
    const { client, url } = await upload();
    const answer = await client.patch(url, 0, text(300));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(refused);
    expect(await kept(client, url)).toEqual({ offset: 0, stored: 0 });
  });
});
