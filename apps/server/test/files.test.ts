import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files as filesTable, users } from '../src/db/schema.ts';
import * as files from '../src/files/service.ts';
import { capStorage, DATABASES, signUp, startTestServer, filesDeps, type TestServer } from './harness.ts';

describe.each(DATABASES)('stored files on %s', (kind) => {
  let server: TestServer;
  let deps: files.FilesDeps;
  beforeAll(async () => {
    server = await startTestServer(kind);
    deps = filesDeps(server);
  });
  afterAll(() => server?.close());

  const storageUsed = async (userId: string) =>
    (await server.database.db.select().from(users).where(eq(users.userId, userId)))[0]?.storageUsed;
  const get = (id: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/api/files/${id}`, headers });

  it('serves a PDF inline and a DOCX as an encoded attachment, to its owner only', async () => {
    const owner = await signUp(server.app);
    const other = await signUp(server.app);
    const pdf = await files.storeFile(deps, {
      userId: owner.userId,
      kind: 'original',
      fileName: 'report.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4 test'),
    });
    const docx = await files.storeFile(deps, {
      userId: owner.userId,
      kind: 'translated',
      fileName: 'Ünïcode "quoted" 名前.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: Buffer.from('PK fake docx bytes'),
    });
    const inline = await get(pdf.id, { cookie: owner.cookie });
    expect(inline.statusCode).toBe(200);
    expect(inline.body).toBe('%PDF-1.4 test');
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-length']).toBe('13');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="report.pdf"/);

    const attachment = await get(docx.id, { cookie: owner.cookie });
    expect(attachment.statusCode).toBe(200);
    const disposition = String(attachment.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[^\x20-\x7e]/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('Ünïcode "quoted" 名前.docx');

    const ranged = await get(pdf.id, { cookie: owner.cookie, range: 'bytes=5-7' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('1.4');
    expect(ranged.headers['content-range']).toBe('bytes 5-7/13');

    const stranger = await get(pdf.id, { cookie: other.cookie });
    const missing = await get('no-such-file', { cookie: other.cookie });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(missing.json());
    expect((await get(pdf.id)).statusCode).toBe(401);
  });

  it('copies and deletes files, keeping storageUsed in step; others cannot touch them', async () => {
    const owner = await signUp(server.app);
    const other = await signUp(server.app);
    const bytes = Buffer.alloc(1000, 7);
    const original = await files.storeFile(deps, {
      userId: owner.userId,
      kind: 'original',
      fileName: 'a.txt',
      contentType: 'text/plain',
      bytes,
    });
    expect(await storageUsed(owner.userId)).toBe(1000);
    const copyId = await files.copyStoredFile(deps, owner.userId, original.id);
    expect(copyId).not.toBe(original.id);
    expect(await storageUsed(owner.userId)).toBe(2000);
    expect(Buffer.compare(await files.readFile(deps, owner.userId, copyId), bytes)).toBe(0);

    await expect(files.copyStoredFile(deps, other.userId, original.id)).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await files.deleteStoredFiles(deps, other.userId, [original.id])).toEqual([]);
    expect(await storageUsed(owner.userId)).toBe(2000);

    expect(await files.deleteStoredFiles(deps, owner.userId, [original.id, copyId])).toHaveLength(2);
    expect(await storageUsed(owner.userId)).toBe(0);
    expect(
      await server.database.db.select().from(filesTable).where(eq(filesTable.userId, owner.userId)),
    ).toEqual([]);
    await expect(files.readFile(deps, owner.userId, copyId)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses a copy beyond the storage quota and keeps nothing of it', async () => {
    const owner = await signUp(server.app);
    const elsewhere = await capStorage(server.database.db, owner.userId, 1500);
    const original = await files.storeFile(deps, {
      userId: owner.userId,
      kind: 'original',
      fileName: 'a.txt',
      contentType: 'text/plain',
      bytes: Buffer.alloc(1000, 1),
    });
    await expect(files.copyStoredFile(deps, owner.userId, original.id)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: expect.stringMatching(/^Not enough storage: /),
    });
    expect(await storageUsed(owner.userId)).toBe(elsewhere + 1000);
    const rows = await server.database.db
      .select()
      .from(filesTable)
      .where(eq(filesTable.userId, owner.userId));
    expect(rows).toHaveLength(1);
  });
});
