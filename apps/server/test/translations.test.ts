import type { Analysis, Translation } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { docxText, ENGLISH_PARAGRAPHS, makeDocx, makePdf } from './documents.ts';
import { DATABASES, signUp, type TestServer } from './harness.ts';
import { translationServer } from './translation-server.ts';
import { baseUrlOf, call, settled, uploadFile } from './translate-helpers.ts';
import { refusal } from './refusals.ts';

describe.each(DATABASES)('translating documents on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    ({ server } = await translationServer(kind));
  });

  const app = () => server.app;
  const pagesUsed = async (userId: string) =>
    (await server.database.db.select().from(users).where(eq(users.userId, userId)))[0]?.pagesUsed;
  const download = async (cookie: string, fileId: string) => {
    const response = await fetch(`${baseUrlOf(app())}/api/files/${fileId}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  it('analyses a DOCX and a PDF: format, pages, language and what the quota allows', async () => {
    const user = await signUp(app());
    const docxId = await uploadFile(app(), user.cookie, await makeDocx(ENGLISH_PARAGRAPHS), 'notes.docx');
    const docx = await call<Analysis>(app(), user.cookie, 'analyzeDocument', { uploadId: docxId });
    expect(docx.status).toBe(200);
    expect(docx.body.result).toMatchObject({
      uploadId: docxId,
      fileName: 'notes.docx',
      format: 'docx',
      isImage: false,
      pages: 1,
      detectedLanguage: 'en',
      needsOcr: false,
      quota: { allowed: true, pagesLeft: 5, imageTranslationsLeft: 10, message: null },
    });
    expect(docx.body.result.words).toBeGreaterThan(20);

    const pdfId = await uploadFile(
      app(),
      user.cookie,
      await makePdf(['The house is big and the garden is green.', 'My brother works in the city.']),
      'two.pdf',
    );
    await server.database.db.update(users).set({ pagesUsed: 4 }).where(eq(users.userId, user.userId));
    const pdf = await call<Analysis>(app(), user.cookie, 'analyzeDocument', { uploadId: pdfId });
    expect(pdf.body.result).toMatchObject({
      format: 'pdf',
      pages: 2,
      quota: { allowed: false, pagesLeft: 1 },
    });
    expect(pdf.body.result.quota.message).toMatch(/^Not enough pages left this month/);
  });

  it('refuses an HTML file nested 50,000 elements deep with a 400 that says why, at analysis and translation', async () => {
    const user = await signUp(app());
    const deep = `<!doctype html><html><body>${'<div>'.repeat(50_000)}Hello${'</div>'.repeat(50_000)}</body></html>`;
    const uploadId = await uploadFile(app(), user.cookie, new TextEncoder().encode(deep), 'deep.html');
    const analysis = await call<Analysis>(app(), user.cookie, 'analyzeDocument', { uploadId });
    expect(analysis.status).toBe(400);
    expect(analysis.body.error).toEqual(
      refusal('invalid-argument', 'ENGINE_OVER_BUDGET', {
        detail: 'The document is nested too deeply to be read.',
        budget: 'nesting',
      }),
    );
    const started = await call<Translation>(app(), user.cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
      bilingual: false,
      folderId: null,
    });
    expect(started.status).toBe(400);
    expect(started.body.error.message).toBe(
      'This document is too large or too complex to be opened safely. The document is nested too deeply to be read.',
    );
    expect(await pagesUsed(user.userId)).toBe(0);
  });

  it('translates a DOCX en→es with the local provider; the result is Spanish and one page is charged', async () => {
    const user = await signUp(app());
    const uploadId = await uploadFile(app(), user.cookie, await makeDocx(ENGLISH_PARAGRAPHS), 'house.docx');
    const started = await call<Translation>(app(), user.cookie, 'translateDocument', {
      uploadId,
      langFrom: 'en',
      langTo: 'es',
      provider: 'local',
      bilingual: true,
      folderId: null,
    });
    expect(started.status).toBe(200);
    expect(started.body.result).toMatchObject({
      status: 'queued',
      fileNameLower: 'house.docx',
      languages: ['en', 'es'],
      provider: 'local',
      pages: 1,
    });
    expect(await pagesUsed(user.userId)).toBe(1);
    const done = await settled(app(), user.cookie, started.body.result.id);
    expect(done).toMatchObject({ status: 'completed', progress: 100, error: null });
    const text = await docxText(await download(user.cookie, done.translatedFileId!));
    expect(text).toMatch(/casa/i);
    expect(text).toMatch(/jard[ií]n/i);
    expect(done.bilingualFileId).not.toBeNull();
    expect(await pagesUsed(user.userId)).toBe(1);
  });
});
