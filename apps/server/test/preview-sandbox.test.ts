// An office file's preview can neither reach the network nor read the server's disk: documents
// whose pictures, OLE objects, sections and fields point at a listener on 127.0.0.1, at another
// user's stored file by `file://` and by a relative `../` path come back as pages without any of it.
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Translation } from '@tolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBlobStore } from '../src/files/local-blob-store.ts';
import { makePdf } from './documents.ts';
import { DATABASES, filesDeps, signUp, startTestServer, type TestServer } from './harness.ts';
import { docxLinkingTo, odtLinkingTo } from './linked-office.ts';
import { call, settled, storedRows, uploadFile } from './translate-helpers.ts';

const MARKER = 'PRIVATE-LEDGER-7731';

describe.each(DATABASES)('previews of hostile office files on %s', (kind) => {
  let server: TestServer;
  let listener: Server;
  const requests: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    listener = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    listener?.close();
    await server?.close();
  });

  async function originalOf(cookie: string, bytes: Uint8Array, name: string): Promise<string> {
    const uploadId = await uploadFile(server.app, cookie, bytes, name);
    const asked = await call<Translation>(server.app, cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
    });
    const done = await settled(server.app, cookie, asked.body.result.id);
    return done.originalFileId!;
  }

  it('renders linked pictures, objects and fields as nothing: no request, no other file', async () => {
    // Someone else's document, whose place on disk the attacker has learnt.
    const victim = await signUp(server.app);
    await uploadFile(server.app, victim.cookie, await makePdf([`${MARKER} balance 1,200`]), 'ledger.pdf');
    const [stored] = await storedRows(() => server).filesOf(victim.userId);
    const onDisk = path.join((filesDeps(server).storage as LocalBlobStore).root, stored!.storageKey);
    const port = (listener.address() as AddressInfo).port;
    const targets = [
      `http://127.0.0.1:${port}/picture.png`,
      `file://${onDisk}`,
      `${'../'.repeat(12)}${onDisk.slice(1)}`,
    ];

    const attacker = await signUp(server.app);
    for (const [name, bytes] of [
      ['linked.docx', await docxLinkingTo(targets)],
      ['linked.odt', await odtLinkingTo(targets)],
    ] as const) {
      const fileId = await originalOf(attacker.cookie, bytes, name);
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/files/${fileId}/preview`,
        headers: { cookie: attacker.cookie },
      });
      expect(response.statusCode, name).toBe(200);
      const text = execFileSync('pdftotext', ['-', '-'], { input: response.rawPayload }).toString('utf8');
      expect(text, name).toContain('Linked pictures below.');
      expect(text, name).not.toContain(MARKER);
    }
    expect(requests).toEqual([]);
  });
});
