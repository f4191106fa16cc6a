// Office documents shown as pages: GET /api/files/:id/preview lays a DOCX out as PDF with
// LibreOffice, once, for the file's owner only, and the rendering goes when the file goes.
import { execFileSync } from 'node:child_process';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import type { Translation } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { previewKey } from '../src/files/derived-keys.ts';
import type { LocalBlobStore } from '../src/files/local-blob-store.ts';
import { sweepOrphanBlobs } from '../src/files/orphans.ts';
import { ENGLISH_PARAGRAPHS, makeDocx, makePdf } from './documents.ts';
import { ENGINE_SUITE_DATABASES, filesDeps, signUp, startTestServer, type TestServer } from './harness.ts';
import { call, settled, uploadFile } from './translate-helpers.ts';

describe.each(ENGINE_SUITE_DATABASES)('office previews on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  const preview = (fileId: string, cookie: string) =>
    server.app.inject({ method: 'GET', url: `/api/files/${fileId}/preview`, headers: { cookie } });

  async function translated(cookie: string, bytes: Uint8Array, name: string): Promise<Translation> {
    const uploadId = await uploadFile(server.app, cookie, bytes, name);
    const asked = await call<Translation>(server.app, cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
    });
    return settled(server.app, cookie, asked.body.result.id);
  }

  it('lays a translated DOCX out as PDF pages in Spanish, for its owner only, rendered once', async () => {
    const owner = await signUp(server.app);
    const done = await translated(owner.cookie, await makeDocx(ENGLISH_PARAGRAPHS), 'notes.docx');
    expect(done.status).toBe('completed');
    const response = await preview(done.translatedFileId!, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const text = execFileSync('pdftotext', ['-', '-'], { input: response.rawPayload }).toString('utf8');
    expect(text).toMatch(/casa/i);
    expect(text).not.toMatch(/\bThe house\b/);

    const [row] = await server.database.db.select().from(files).where(eq(files.id, done.translatedFileId!));
    const storage = filesDeps(server).storage;
    const kept = await storage.readAll(previewKey(row!.storageKey));
    expect(kept.equals(response.rawPayload)).toBe(true);
    // Kept beside the file: an hour old, the orphan sweep still leaves it while the file is there.
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(path.join((storage as LocalBlobStore).root, previewKey(row!.storageKey)), hourAgo, hourAgo);
    await sweepOrphanBlobs(filesDeps(server), 1800_000);
    expect((await storage.readAll(previewKey(row!.storageKey))).length).toBe(kept.length);

    const stranger = await signUp(server.app);
    expect((await preview(done.translatedFileId!, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/files/${done.translatedFileId}/preview` }))
        .statusCode,
    ).toBe(401);

    const deleted = await call(server.app, owner.cookie, 'deleteTranslation', { translationId: done.id });
    expect(deleted.status).toBe(200);
    await expect(storage.readAll(previewKey(row!.storageKey))).rejects.toThrow();
  });

  it('says a PDF has no page preview of this kind (the viewer shows PDFs itself)', async () => {
    const owner = await signUp(server.app);
    const done = await translated(owner.cookie, await makePdf(['The house is small.']), 'page.pdf');
    const response = await preview(done.translatedFileId!, owner.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('This format has no page preview');
  });
});
