import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ShareLink, SharedDocument } from '@tolk/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../src/db/schema.ts';
import { storeFile } from '../src/files/service.ts';
import { freshAddress, DATABASES } from './harness.ts';
import { call, newUser, startHistoryWorld, type HistoryWorld, type TestUser } from './history-fixtures.ts';
import { kindFixtures, type KindFixture } from './shared-kinds.ts';

const fixtures = await kindFixtures();
const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8');
const pdfInfo = (bytes: Buffer) => execFileSync('pdfinfo', ['-'], { input: bytes }).toString('utf8');
/** pdfdetach reads only files. */
function pdfAttachments(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tolk-view-')), 'view.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdfdetach', ['-list', file]).toString('utf8');
}

describe.each(DATABASES)('view-only share links on %s', (database) => {
  let world: HistoryWorld;
  let owner: TestUser;
  beforeAll(async () => {
    world = await startHistoryWorld(database);
    owner = await newUser(world);
  });
  afterAll(() => world.close());

  /** A finished translation of the fixture (original and translation are the same file here). */
  async function sharedViewOnly(fixture: KindFixture): Promise<SharedDocument & { translationId: string }> {
    const store = (kind: 'original' | 'translated') =>
      storeFile(world.deps, { userId: owner.userId, kind, ...fixture });
    const [original, translated] = [await store('original'), await store('translated')];
    const [row] = await world.deps.db
      .insert(translations)
      .values({
        userId: owner.userId,
        fileName: fixture.fileName,
        fileNameLower: fixture.fileName,
        langFrom: 'en',
        langTo: 'es',
        languages: ['en', 'es'],
        status: 'completed',
        progress: 100,
        format: fixture.format,
        pages: 1,
        provider: 'local',
        originalFileId: original.id,
        translatedFileId: translated.id,
      })
      .returning();
    const link = await call<ShareLink>(
      world,
      'createShareLink',
      { translationId: row!.id, allowDownload: false, includeOriginal: true },
      owner,
    );
    expect(link.status).toBe(200);
    const shared = (await get(`/api/shared/${link.result.shareId}`)).json<SharedDocument>();
    return { ...shared, translationId: row!.id };
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    world.server.app.inject({ method: 'GET', url, headers, remoteAddress: freshAddress() });

  it.each(fixtures.map((fixture) => [fixture.format, fixture] as const))(
    'shows a %s only as its view, through every address the share has',
    async (_format, fixture) => {
      const shared = await sharedViewOnly(fixture);
      expect(shared.files.map(({ kind, view, downloadPath }) => [kind, view, downloadPath])).toEqual([
        ['translated', fixture.view, null],
        ['original', fixture.view, null],
      ]);
      for (const file of shared.files) {
        const answers = [
          await get(file.viewPath),
          await get(`${file.viewPath}?download=1`),
          await get(`${file.viewPath}?download=true`),
          await get(`${file.viewPath}/preview`),
          await get(file.viewPath, { range: 'bytes=0-' }),
        ];
        for (const answer of answers) {
          expect(answer.rawPayload.equals(fixture.bytes)).toBe(false);
          for (const secret of fixture.secrets) expect(answer.rawPayload.includes(secret)).toBe(false);
          expect(answer.headers['content-disposition'] ?? '').not.toMatch(/attachment|filename/);
        }
        const [view, download, , preview] = answers;
        expect(download!.statusCode).toBe(403);
        expect(download!.json().error.details.reason).toBe('SHARED_NO_DOWNLOAD');
        if (fixture.view === 'none') {
          expect(view!.statusCode).toBe(404);
          expect(view!.json().error.details.reason).toBe('NO_PREVIEW');
          continue;
        }
        expect(view!.statusCode).toBe(200);
        expect(view!.headers['content-disposition']).toBe('inline');
        expect(view!.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
        expect(view!.headers['x-robots-tag']).toMatch(/noindex/);
        await expectView(fixture, view!.rawPayload, view!.headers['content-type'] ?? '');
        // Pages of an office document have their own address too; it answers the same view.
        if (fixture.format === 'docx') expect(preview!.rawPayload.equals(view!.rawPayload)).toBe(true);
        else expect(preview!.json().error.details.reason).toBe('NO_PREVIEW');
      }
    },
  );

  async function expectView(fixture: KindFixture, body: Buffer, contentType: string) {
    if (fixture.view === 'pdf') {
      expect(contentType).toBe('application/pdf');
      expect(pdfText(body)).toContain(fixture.visible);
      const info = pdfInfo(body);
      expect(info).toMatch(/^JavaScript:\s+no$/m);
      expect(info).not.toMatch(/^(Title|Author):/m);
      expect(pdfAttachments(body)).toMatch(/^0 embedded files/);
    } else if (fixture.view === 'image') {
      expect(contentType).toBe(fixture.contentType);
      const [view, original] = [await sharp(body).metadata(), await sharp(fixture.bytes).metadata()];
      expect([view.width, view.height, view.format]).toEqual([
        original.width,
        original.height,
        original.format,
      ]);
      expect(original.exif).toBeDefined();
      expect(view.exif).toBeUndefined();
    } else {
      expect(contentType).toBe('text/html; charset=utf-8');
      expect(body.toString('utf8')).toContain(fixture.visible);
    }
  }

  it('keeps a view beside its file, and deletes it with the document', async () => {
    const storedViews = async () => {
      const keys: string[] = [];
      for await (const blob of world.storage.list())
        if (blob.key.startsWith(`${owner.userId}/`) && blob.key.endsWith('.share-view')) keys.push(blob.key);
      return keys;
    };
    const before = await storedViews();
    const shared = await sharedViewOnly(fixtures.find((candidate) => candidate.format === 'md')!);
    const first = await get(shared.files[0]!.viewPath);
    expect((await get(shared.files[0]!.viewPath)).rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await storedViews()).length).toBe(before.length + 1);
    const deleted = await call(world, 'deleteTranslation', { translationId: shared.translationId }, owner);
    expect(deleted.status).toBe(200);
    expect(await storedViews()).toEqual(before);
  });
});
