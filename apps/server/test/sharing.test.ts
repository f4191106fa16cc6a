import { execFileSync } from 'node:child_process';
import {
  SHARE_LINKS_PER_DOCUMENT,
  type ShareLink,
  type SharedDocument,
  type Translation,
} from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareLinks, translations } from '../src/db/schema.ts';
import { ENGLISH_PARAGRAPHS, makeDocx, makePdf } from './documents.ts';
import { BASE_URL, DATABASES, freshAddress, signUp, type TestServer } from './harness.ts';
import { translationServer } from './translation-server.ts';
import { call, settled, uploadFile } from './translate-helpers.ts';
import { refusal } from './refusals.ts';

const NOT_FOUND = { error: refusal('not-found', 'SHARED_NOT_FOUND') };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DATABASES)('sharing on %s', (kind) => {
  let server: TestServer;
  let owner: { cookie: string; userId: string };
  let stranger: { cookie: string; userId: string };
  let doc: Translation;
  beforeAll(async () => {
    ({ server } = await translationServer(kind));
    owner = await signUp(server.app);
    stranger = await signUp(server.app);
    const pdf = await makePdf(['The house is big and the garden is green.', 'My brother works in the city.']);
    const uploadId = await uploadFile(server.app, owner.cookie, pdf, 'garden.pdf');
    const started = await call<Translation>(server.app, owner.cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
    });
    expect(started.status).toBe(200);
    doc = await settled(server.app, owner.cookie, started.body.result.id);
    expect(doc.status).toBe('completed');
  });

  const app = () => server.app;
  const create = async (data: Record<string, unknown>, as = owner) => {
    const answer = await call<ShareLink>(app(), as.cookie, 'createShareLink', {
      translationId: doc.id,
      ...data,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  /** Anonymous GET, from an address of its own unless one is given (the routes are rate-limited). */
  const anonymous = (url: string, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
    app().inject({ method: 'GET', url, headers, remoteAddress });
  const metadata = (shareId: string) => anonymous(`/api/shared/${shareId}`);
  const file = (shareId: string, fileKind: string, query = '') =>
    anonymous(`/api/shared/${shareId}/files/${fileKind}${query}`);
  const ownFile = (fileId: string) =>
    app().inject({ method: 'GET', url: `/api/files/${fileId}`, headers: { cookie: owner.cookie } });

  it('creates, lists, updates and revokes a link; the id is long, URL-safe and not the document id', async () => {
    const before = Date.now();
    const link = await create({ expiresInDays: 7, allowDownload: true, includeOriginal: true });
    expect(link).toMatchObject({ translationId: doc.id, allowDownload: true, includeOriginal: true });
    expect(link.shareId).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    expect(link.shareId).not.toContain(doc.id);
    expect(link.url).toBe(`${BASE_URL}/shared/${link.shareId}`);
    const expires = Date.parse(link.expiresAt ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);

    const forever = await create({ expiresInDays: null, allowDownload: false });
    expect(forever).toMatchObject({ expiresAt: null, allowDownload: false, includeOriginal: false });
    const defaults = await create({});
    expect(Date.parse(defaults.expiresAt ?? '') - Date.now()).toBeGreaterThan(6 * DAY_MS);
    expect(defaults).toMatchObject({ allowDownload: true, includeOriginal: false });

    const listed = await call<{ links: ShareLink[] }>(app(), owner.cookie, 'listShareLinks', {
      translationId: doc.id,
    });
    expect(listed.body.result.links.map((l) => l.shareId)).toEqual(
      expect.arrayContaining([link.shareId, forever.shareId, defaults.shareId]),
    );
    const all = await call<{ links: ShareLink[] }>(app(), owner.cookie, 'listShareLinks', {});
    expect(all.body.result.links).toContainEqual(link);

    const updated = await call<ShareLink>(app(), owner.cookie, 'updateShareLink', {
      shareId: link.shareId,
      allowDownload: false,
      includeOriginal: false,
      expiresInDays: null,
    });
    expect(updated.body.result).toMatchObject({
      shareId: link.shareId,
      allowDownload: false,
      includeOriginal: false,
      expiresAt: null,
    });

    for (const shareId of [link.shareId, forever.shareId, defaults.shareId]) {
      const revoked = await call(app(), owner.cookie, 'revokeShareLink', { shareId });
      expect(revoked.body.result).toEqual({ success: true });
    }
    const after = await call<{ links: ShareLink[] }>(app(), owner.cookie, 'listShareLinks', {
      translationId: doc.id,
    });
    expect(after.body.result.links).toEqual([]);
    const again = await call(app(), owner.cookie, 'revokeShareLink', { shareId: link.shareId });
    expect(again.status).toBe(404);
    const late = await call(app(), owner.cookie, 'updateShareLink', {
      shareId: link.shareId,
      allowDownload: true,
    });
    expect(late.status).toBe(404);
  });

  it('refuses lifetimes outside 1..365 days', async () => {
    for (const expiresInDays of [0, 366, 1.5, -1, '7']) {
      const answer = await call(app(), owner.cookie, 'createShareLink', {
        translationId: doc.id,
        expiresInDays,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('shows the document to anyone with the link: what the page needs, and its files with the right headers', async () => {
    const link = await create({ expiresInDays: 30, allowDownload: true, includeOriginal: true });
    const answer = await metadata(link.shareId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const shared = answer.json<SharedDocument>();
    expect(shared).toMatchObject({
      shareId: link.shareId,
      fileName: 'garden.pdf',
      langFrom: doc.langFrom,
      langTo: 'es',
      format: 'pdf',
      isImage: false,
      pages: 2,
      createdAt: doc.createdAt,
      expiresAt: link.expiresAt,
      allowDownload: true,
    });
    expect(JSON.stringify(shared)).not.toMatch(
      new RegExp(`${owner.userId}|${doc.id}|${doc.translatedFileId}`),
    );
    const base = `/api/shared/${link.shareId}/files`;
    expect(shared.files).toEqual([
      expect.objectContaining({
        kind: 'translated',
        contentType: 'application/pdf',
        viewPath: `${base}/translated`,
      }),
      expect.objectContaining({ kind: 'original', viewPath: `${base}/original` }),
      expect.objectContaining({ kind: 'bilingual', downloadPath: `${base}/bilingual?download=1` }),
    ]);

    const translated = await file(link.shareId, 'translated');
    expect(translated.statusCode).toBe(200);
    expect(translated.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      'accept-ranges': 'bytes',
    });
    expect(translated.headers['x-robots-tag']).toMatch(/noindex/);
    expect(translated.headers['content-disposition']).toMatch(/^inline; filename="garden \(es\)\.pdf"/);
    expect(translated.rawPayload.equals((await ownFile(doc.translatedFileId!)).rawPayload)).toBe(true);
    expect(translated.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const original = await file(link.shareId, 'original');
    expect(original.rawPayload.equals((await ownFile(doc.originalFileId!)).rawPayload)).toBe(true);
    const bilingual = await file(link.shareId, 'bilingual', '?download=1');
    expect(bilingual.statusCode).toBe(200);
    expect(bilingual.headers['content-disposition']).toMatch(
      /^attachment; filename="garden \(bilingual es\)\.pdf"/,
    );
    const part = await anonymous(`${base}/translated`, { range: 'bytes=0-4' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-');
    expect(part.headers['content-range']).toBe(`bytes 0-4/${translated.rawPayload.length}`);
  });

  it('shows only the translation without the original, and refuses downloads the owner did not allow', async () => {
    const link = await create({ allowDownload: false, includeOriginal: false });
    const shared = (await metadata(link.shareId)).json<SharedDocument>();
    expect(shared.allowDownload).toBe(false);
    expect(shared.files.map((f) => [f.kind, f.downloadPath])).toEqual([['translated', null]]);
    for (const notShared of ['original', 'bilingual', 'thumbnail', 'nonsense']) {
      const answer = await file(link.shareId, notShared);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(NOT_FOUND);
    }
    expect((await file(link.shareId, 'translated')).statusCode).toBe(200);
    const download = await file(link.shareId, 'translated', '?download=1');
    expect(download.statusCode).toBe(403);
    expect(download.json().error.status).toBe('PERMISSION_DENIED');
  });

  it('lays a shared office document out as pages, for the page to show', async () => {
    const uploadId = await uploadFile(app(), owner.cookie, await makeDocx(ENGLISH_PARAGRAPHS), 'notes.docx');
    const asked = await call<Translation>(app(), owner.cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
    });
    const docx = await settled(app(), owner.cookie, asked.body.result.id);
    const link = await create({ translationId: docx.id });
    const pages = await file(link.shareId, 'translated', '/preview');
    expect(pages.statusCode).toBe(200);
    expect(pages.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-cache',
    });
    expect(pages.headers['x-robots-tag']).toMatch(/noindex/);
    expect(execFileSync('pdftotext', ['-', '-'], { input: pages.rawPayload }).toString('utf8')).toMatch(
      /casa/i,
    );
    // The original is not shared by this link, so neither are its pages.
    expect((await file(link.shareId, 'original', '/preview')).json()).toEqual(NOT_FOUND);
    await call(app(), owner.cookie, 'revokeShareLink', { shareId: link.shareId });
    expect((await file(link.shareId, 'translated', '/preview')).json()).toEqual(NOT_FOUND);
  });

  it('answers revoked, expired, deleted and unknown links with one and the same 404', async () => {
    const revoked = await create({});
    await call(app(), owner.cookie, 'revokeShareLink', { shareId: revoked.shareId });

    const expired = await create({ expiresInDays: 1 });
    expect((await metadata(expired.shareId)).statusCode).toBe(200);
    await server.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expired.shareId));
    const listed = await call<{ links: ShareLink[] }>(app(), owner.cookie, 'listShareLinks', {});
    expect(listed.body.result.links.map((l) => l.shareId)).not.toContain(expired.shareId);
    expect((await call(app(), owner.cookie, 'updateShareLink', { shareId: expired.shareId })).status).toBe(
      404,
    );

    // A copy of the document, shared and then deleted: deleting a translation revokes its links.
    const copy = await call<Translation>(app(), owner.cookie, 'duplicateDocument', { documentId: doc.id });
    const ofCopy = await create({ translationId: copy.body.result.id, includeOriginal: true });
    expect((await metadata(ofCopy.shareId)).statusCode).toBe(200);
    expect(
      (await call(app(), owner.cookie, 'deleteTranslation', { translationId: copy.body.result.id })).status,
    ).toBe(200);
    const rows = await server.database.db.select().from(shareLinks).where(eq(shareLinks.id, ofCopy.shareId));
    expect(rows).toEqual([]);

    // Fastify's longest path parameter (100 characters); longer ones never reach the route (414).
    const unknown = ['AAAAAAAAAAAAAAAAAAAAAAAA', doc.id, 'x'.repeat(100), encodeURIComponent("' or 1=1 --")];
    for (const shareId of [revoked.shareId, expired.shareId, ofCopy.shareId, ...unknown]) {
      for (const answer of [await metadata(shareId), await file(shareId, 'translated')]) {
        expect(answer.statusCode, shareId).toBe(404);
        expect(answer.json()).toEqual(NOT_FOUND);
        expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
      }
    }
  });

  it('another user can neither create, list, change nor revoke links to my document', async () => {
    const mine = await create({});
    const notFound = { status: 404 };
    const attempts = [
      await call(app(), stranger.cookie, 'createShareLink', { translationId: doc.id }),
      await call(app(), stranger.cookie, 'listShareLinks', { translationId: doc.id }),
      await call(app(), stranger.cookie, 'updateShareLink', { shareId: mine.shareId, allowDownload: false }),
      await call(app(), stranger.cookie, 'revokeShareLink', { shareId: mine.shareId }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toMatchObject(notFound);
      expect(attempt.body.error.status).toBe('NOT_FOUND');
    }
    const theirs = await call<{ links: ShareLink[] }>(app(), stranger.cookie, 'listShareLinks', {});
    expect(theirs.body.result.links).toEqual([]);
    // Signed out, the functions are refused before anything is looked at.
    const signedOut = await app().inject({
      method: 'POST',
      url: '/api/fn/listShareLinks',
      payload: { data: {} },
      remoteAddress: freshAddress(),
    });
    expect(signedOut.statusCode).toBe(401);
    // The link is untouched and still works.
    expect((await metadata(mine.shareId)).json<SharedDocument>().allowDownload).toBe(true);
  });

  it('shares only finished documents, and at most SHARE_LINKS_PER_DOCUMENT live links of one', async () => {
    const copy = (await call<Translation>(app(), owner.cookie, 'duplicateDocument', { documentId: doc.id }))
      .body.result;
    await server.database.db
      .update(translations)
      .set({ status: 'processing' })
      .where(eq(translations.id, copy.id));
    const early = await call(app(), owner.cookie, 'createShareLink', { translationId: copy.id });
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual(refusal('aborted', 'SHARE_NOT_FINISHED'));
    await server.database.db
      .update(translations)
      .set({ status: 'completed' })
      .where(eq(translations.id, copy.id));

    for (let n = 0; n < SHARE_LINKS_PER_DOCUMENT; n++) await create({ translationId: copy.id });
    const over = await call(app(), owner.cookie, 'createShareLink', { translationId: copy.id });
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual(
      refusal('resource-exhausted', 'TOO_MANY_SHARE_LINKS', { limit: SHARE_LINKS_PER_DOCUMENT }),
    );
  });

  it('limits how often one client may ask, with a resource-exhausted error body', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 125; n++)
      statuses.push((await anonymous('/api/shared/nothing-here', {}, address)).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    const limited = await anonymous('/api/shared/nothing-here', {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.status).toBe('RESOURCE_EXHAUSTED');
    // Another client is not held back.
    expect((await anonymous('/api/shared/nothing-here')).statusCode).toBe(404);
  });
});
