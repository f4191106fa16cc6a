// An office file's preview can neither reach the network nor read the server's disk: documents
// whose pictures, OLE objects, sections and fields point at a listener on 127.0.0.1, at another
// user's stored file by `file://` and by a relative `../` path come back as pages without any of it.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBlobStore } from '../src/files/local-blob-store.ts';
import { renderPdf } from '../src/previews/render.ts';
import { testEnv } from './config.ts';
import { makePdf } from './documents.ts';
import { ENGINE_SUITE_DATABASES, filesDeps, signUp, startTestServer, type TestServer } from './harness.ts';
import { docxLinkingTo, odtLinkingTo } from './linked-office.ts';
import { storedRows, uploadFile } from './translate-helpers.ts';

const MARKER = 'PRIVATE-LEDGER-7731';
const HOSTILE = [
  ['docx', docxLinkingTo],
  ['odt', odtLinkingTo],
] as const;

const textOf = (pdf: Uint8Array) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');

/** A listener on 127.0.0.1 recording every request, and the targets a hostile file links to. */
async function bait(onDisk: string) {
  const requests: string[] = [];
  const listener: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.end();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as AddressInfo).port;
  const targets = [
    `http://127.0.0.1:${port}/picture.png`,
    `file://${onDisk}`,
    `${'../'.repeat(12)}${onDisk.slice(1)}`,
  ];
  return { requests, targets, close: () => listener.close() };
}

describe.each(ENGINE_SUITE_DATABASES)('previews of hostile office files on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  /** The stored file of an upload: what the viewer previews before and after translating. */
  async function uploaded(userId: string, cookie: string, bytes: Uint8Array, name: string) {
    await uploadFile(server.app, cookie, bytes, name);
    const rows = await storedRows(() => server).filesOf(userId);
    return rows.find((row) => row.fileName === name)!;
  }

  it('renders linked pictures, objects and fields as nothing: no request, no other file', async () => {
    // Someone else's document, whose place on disk the attacker has learnt.
    const victim = await signUp(server.app);
    const stored = await uploaded(
      victim.userId,
      victim.cookie,
      await makePdf([`${MARKER} balance`]),
      'ledger.pdf',
    );
    const { requests, targets, close } = await bait(
      path.join((filesDeps(server).storage as LocalBlobStore).root, stored.storageKey),
    );
    try {
      const attacker = await signUp(server.app);
      for (const [extension, make] of HOSTILE) {
        const file = await uploaded(
          attacker.userId,
          attacker.cookie,
          await make(targets),
          `linked.${extension}`,
        );
        const response = await server.app.inject({
          method: 'GET',
          url: `/api/files/${file.id}/preview`,
          headers: { cookie: attacker.cookie },
        });
        expect(response.statusCode, extension).toBe(200);
        expect(textOf(response.rawPayload), extension).toContain('Linked pictures below.');
        expect(textOf(response.rawPayload), extension).not.toContain(MARKER);
      }
      expect(requests).toEqual([]);
    } finally {
      close();
    }
  });
});

describe('the sandbox alone, with the links left in the file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tolk-stored-'));
    await writeFile(path.join(dir, 'ledger.pdf'), await makePdf([`${MARKER} balance`]));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('still lets LibreOffice reach no listener and no file outside its scratch folder', async () => {
    const { requests, targets, close } = await bait(path.join(dir, 'ledger.pdf'));
    try {
      for (const [extension, make] of HOSTILE) {
        const options = { searchPath: testEnv.PATH ?? '', owner: 'attacker', keepLinks: true };
        const text = textOf(await renderPdf(await make(targets), extension, options));
        expect(text, extension).toContain('Linked pictures below.');
        expect(text, extension).not.toContain(MARKER);
      }
      expect(requests).toEqual([]);
    } finally {
      close();
    }
  });
});
