import { MESSAGES, type ProviderLanguages, type Translation } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { PDFDocument } from 'pdf-lib';
import { ENGLISH_PARAGRAPHS, makeDocx, makePdf } from './documents.ts';
import type { FakeGoogle } from './fake-google.ts';
import { callFn, DATABASES, signUp, type TestServer } from './harness.ts';
import { translationServer } from './translation-server.ts';
import { baseUrlOf, call, settled, storedRows, uploadFile } from './translate-helpers.ts';

const SEVENTEEN_PAGES = Array.from(
  { length: 17 },
  (_, i) => `Page ${i + 1}: the house is big and the garden is green.`,
);

describe.each(DATABASES)('translation quota, failures and owners on %s', (kind) => {
  let server: TestServer;
  let google: FakeGoogle;
  beforeAll(async () => {
    ({ server, google } = await translationServer(kind));
  });

  const app = () => server.app;
  const { profile, rowsOf } = storedRows(() => server);
  const request = (uploadId: string, extra: object = {}) => ({
    uploadId,
    langFrom: 'en',
    langTo: 'es',
    provider: 'google',
    ...extra,
  });
  const newUpload = async () => {
    const user = await signUp(app());
    const uploadId = await uploadFile(app(), user.cookie, await makeDocx(ENGLISH_PARAGRAPHS), 'doc.docx');
    return { user, uploadId };
  };

  it('offers the languages the configured providers list, each with its script and direction', async () => {
    const { user } = await newUpload();
    const answer = await call<{ providers: ProviderLanguages[] }>(app(), user.cookie, 'getLanguages', {});
    expect(answer.status).toBe(200);
    const byProvider = new Map(answer.body.result.providers.map((entry) => [entry.provider, entry]));
    const google = byProvider.get('google');
    // Google's own list (the fake answers its recorded shape): Amharic and Thai in, Klingon out.
    expect(google?.languages).toContainEqual({
      code: 'ar',
      name: 'Arabic',
      script: 'Arab',
      direction: 'rtl',
      source: true,
      target: true,
    });
    const codes = google?.languages.map((language) => language.code) ?? [];
    for (const code of ['am', 'th', 'he', 'ur', 'zh', 'ckb', 'nb']) expect(codes).toContain(code);
    expect(google?.pairs).toBeUndefined();
    // A language the app knows but Google's list does not name (Tahitian) is refused with the reason.
    expect(codes).not.toContain('ty');
    const { uploadId } = await newUpload();
    const refused = await call(app(), user.cookie, 'translateDocument', request(uploadId, { langTo: 'ty' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/ty/);
  });

  it('streams progress with Accept: text/event-stream and ends with the completed translation', async () => {
    google.mode = 'answer';
    const { user, uploadId } = await newUpload();
    const response = await fetch(`${baseUrlOf(app())}/api/fn/translateDocument`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ data: request(uploadId) }),
    });
    const events = (await response.text())
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice(6)) as { message?: Translation; result?: Translation });
    const statuses = events.flatMap((e) => (e.message ? [e.message.status] : []));
    expect(statuses[0]).toBe('queued');
    expect(statuses).toContain('processing');
    expect(events.at(-1)?.result).toMatchObject({ status: 'completed', progress: 100 });
  });

  it('never lets 20 parallel requests at the quota edge charge more than the limit', async () => {
    google.mode = 'answer';
    const { user, uploadId } = await newUpload();
    await server.database.db.update(users).set({ pagesUsed: 2 }).where(eq(users.userId, user.userId));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<Translation>(app(), user.cookie, 'translateDocument', request(uploadId)),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(accepted).toHaveLength(3);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([429]));
    expect(refused[0]?.body.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: expect.stringMatching(/^Not enough pages left this month/),
    });
    expect((await profile(user.userId)).pagesUsed).toBe(5);
    for (const answer of accepted)
      expect((await settled(app(), user.cookie, answer.body.result.id)).status).toBe('completed');
    expect((await profile(user.userId)).pagesUsed).toBe(5);
    // Each translation has its own original, so deleting one cannot take another's.
    const originals = (await rowsOf(user.userId)).map((row) => row.originalFileId);
    expect(new Set(originals).size).toBe(3);
  });

  it('gives the pages back when a translation fails, and a retry translates it again', async () => {
    const { user, uploadId } = await newUpload();
    google.mode = 'refuse';
    const started = await call<Translation>(app(), user.cookie, 'translateDocument', request(uploadId));
    expect((await profile(user.userId)).pagesUsed).toBe(1);
    const failed = await settled(app(), user.cookie, started.body.result.id);
    expect(failed.status).toBe('failed');
    expect(failed.errorDetails).toEqual({ reason: 'PROVIDER_FAILED' });
    expect((await profile(user.userId)).pagesUsed).toBe(0);

    google.mode = 'answer';
    const retried = await call<Translation>(app(), user.cookie, 'retryTranslation', {
      translationId: failed.id,
    });
    expect(retried.body.result).toMatchObject({ status: 'queued', error: null });
    expect((await profile(user.userId)).pagesUsed).toBe(1);
    expect((await settled(app(), user.cookie, failed.id)).status).toBe('completed');
    expect((await profile(user.userId)).pagesUsed).toBe(1);
    const again = await call(app(), user.cookie, 'retryTranslation', { translationId: failed.id });
    expect(again.status).toBe(400);
    expect((await profile(user.userId)).pagesUsed).toBe(1);
  });

  it('translates pages 3 to 5 of a 17-page PDF on the free plan, charging 3 pages (given back on failure)', async () => {
    google.mode = 'answer';
    const user = await signUp(app());
    const uploadId = await uploadFile(app(), user.cookie, await makePdf(SEVENTEEN_PAGES), 'long.pdf');
    const whole = await call(app(), user.cookie, 'translateDocument', request(uploadId));
    expect(whole.status).toBe(429);
    expect(whole.body.error.message).toBe(
      'Not enough pages left this month: this document needs 17 and you have 5 of your 5 pages left.',
    );

    const started = await call<Translation>(
      app(),
      user.cookie,
      'translateDocument',
      request(uploadId, { pageRange: { from: 3, to: 5 } }),
    );
    expect(started.status).toBe(200);
    expect(started.body.result).toMatchObject({ pages: 3, pageRange: { from: 3, to: 5 } });
    expect((await profile(user.userId)).pagesUsed).toBe(3);
    const done = await settled(app(), user.cookie, started.body.result.id);
    expect(done).toMatchObject({ status: 'completed', pages: 3, pageRange: { from: 3, to: 5 } });
    const response = await fetch(`${baseUrlOf(app())}/api/files/${done.translatedFileId}`, {
      headers: { cookie: user.cookie },
    });
    const output = await PDFDocument.load(await response.arrayBuffer());
    expect(output.getPageCount()).toBe(3);
    const bilingual = await fetch(`${baseUrlOf(app())}/api/files/${done.bilingualFileId}`, {
      headers: { cookie: user.cookie },
    });
    expect((await PDFDocument.load(await bilingual.arrayBuffer())).getPageCount()).toBe(3);
    expect((await profile(user.userId)).pagesUsed).toBe(3);

    // Now 2 are left: a range of 3 is refused saying so, one of 2 fails at the provider and gives them back.
    const over = await call(
      app(),
      user.cookie,
      'translateDocument',
      request(uploadId, { pageRange: { from: 1, to: 3 } }),
    );
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({
      details: { reason: 'NOT_ENOUGH_PAGES', needed: 3, left: 2, limit: 5 },
    });
    google.mode = 'refuse';
    const failing = await call<Translation>(
      app(),
      user.cookie,
      'translateDocument',
      request(uploadId, { pageRange: { from: 16, to: 17 } }),
    );
    expect((await profile(user.userId)).pagesUsed).toBe(5);
    expect((await settled(app(), user.cookie, failing.body.result.id)).status).toBe('failed');
    expect((await profile(user.userId)).pagesUsed).toBe(3);
    google.mode = 'answer';
    // A retry translates the same pages again, charging them again.
    const retried = await call<Translation>(app(), user.cookie, 'retryTranslation', {
      translationId: failing.body.result.id,
    });
    expect(retried.body.result).toMatchObject({ pages: 2, pageRange: { from: 16, to: 17 } });
    expect((await profile(user.userId)).pagesUsed).toBe(5);
    expect((await settled(app(), user.cookie, failing.body.result.id)).status).toBe('completed');
  });

  it('refuses a page range outside the document, reversed, or of a format without pages, charging nothing', async () => {
    const user = await signUp(app());
    const pdfId = await uploadFile(app(), user.cookie, await makePdf(SEVENTEEN_PAGES), 'long.pdf');
    const docxId = await uploadFile(app(), user.cookie, await makeDocx(ENGLISH_PARAGRAPHS), 'doc.docx');
    const refusals = [
      [
        request(pdfId, { pageRange: { from: 16, to: 18 } }),
        { reason: 'PAGE_RANGE_OUTSIDE_DOCUMENT', from: 16, to: 18, pages: 17 },
        'This document has 17 pages: choose pages from 1 to 17 (pages 16 to 18 were asked for).',
      ],
      [
        request(pdfId, { pageRange: { from: 5, to: 3 } }),
        { reason: 'PAGE_RANGE_REVERSED', from: 5, to: 3 },
        'The page range must not end before it starts: pages 5 to 3 were asked for.',
      ],
      [
        request(docxId, { pageRange: { from: 1, to: 1 } }),
        { reason: 'PAGE_RANGE_PDF_ONLY' },
        'Only a PDF can be translated in part: translate this document whole.',
      ],
    ] as const;
    for (const [data, details, message] of refusals) {
      const answer = await call(app(), user.cookie, 'translateDocument', data);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message, details });
    }
    const zero = await call(
      app(),
      user.cookie,
      'translateDocument',
      request(pdfId, { pageRange: { from: 0, to: 2 } }),
    );
    expect(zero.status).toBe(400);
    expect(zero.body.error.status).toBe('INVALID_ARGUMENT');
    expect((await profile(user.userId)).pagesUsed).toBe(0);
    expect(await rowsOf(user.userId)).toEqual([]);
  });

  it('refuses unconfigured providers, impossible pairs and unknown folders, changing nothing', async () => {
    const { user, uploadId } = await newUpload();
    const refusals = [
      [
        request(uploadId, { provider: 'azure' }),
        400,
        "Translation provider 'azure' is not configured on this server",
      ],
      [
        request(uploadId, { provider: 'local', langTo: 'ja' }),
        400,
        "The local provider cannot translate from 'en' to 'ja'",
      ],
      // Under auto-detect: a target no source reaches, and one the document's language does not.
      [
        request(uploadId, { provider: 'local', langFrom: 'auto', langTo: 'de' }),
        400,
        "The local provider cannot translate into 'de'",
      ],
      [
        request(uploadId, { provider: 'local', langFrom: 'auto', langTo: 'ur' }),
        400,
        "This document looks like 'en', and the local provider cannot translate from 'en' to 'ur'. Choose its language or another target.",
      ],
      [request(uploadId, { langTo: 'en' }), 400, 'The source and target languages are the same'],
      [request(uploadId, { folderId: 'no-such-folder' }), 404, 'Folder not found'],
      [request('no-such-upload'), 404, 'Upload not found'],
    ] as const;
    for (const [data, status, message] of refusals) {
      const answer = await call(app(), user.cookie, 'translateDocument', data);
      expect(answer.status).toBe(status);
      expect(answer.body.error.message).toBe(message);
    }
    expect((await profile(user.userId)).pagesUsed).toBe(0);
    expect(await rowsOf(user.userId)).toEqual([]);
  });

  it('accepts a pair the offline engine does through Spanish, from the detected language too', async () => {
    const { user, uploadId } = await newUpload();
    const started = await call<Translation>(
      app(),
      user.cookie,
      'translateDocument',
      request(uploadId, { provider: 'local', langFrom: 'auto', langTo: 'fr' }),
    );
    expect(started.status).toBe(200);
    const done = await settled(app(), user.cookie, started.body.result.id);
    expect(done).toMatchObject({ status: 'completed', provider: 'local', langTo: 'fr' });
  });

  it('answers another user not-found and an anonymous caller unauthenticated, and nothing changes', async () => {
    const { user: owner, uploadId } = await newUpload();
    google.mode = 'refuse';
    const started = await call<Translation>(app(), owner.cookie, 'translateDocument', request(uploadId));
    const failed = await settled(app(), owner.cookie, started.body.result.id);
    google.mode = 'answer';
    const other = await signUp(app());
    const calls = [
      ['analyzeDocument', { uploadId }],
      ['translateDocument', request(uploadId)],
      ['getTranslation', { translationId: failed.id }],
      ['retryTranslation', { translationId: failed.id }],
    ] as const;
    for (const [name, data] of calls) {
      const stranger = await call(app(), other.cookie, name, data);
      expect(stranger.status, name).toBe(404);
      expect(stranger.body.error.status).toBe('NOT_FOUND');
      const anonymous = await callFn(app(), name, data);
      expect(anonymous.statusCode, name).toBe(401);
      expect(anonymous.json().error.message).toBe(MESSAGES.authenticationRequired);
    }
    expect(
      (await call<Translation>(app(), owner.cookie, 'getTranslation', { translationId: failed.id })).body
        .result.status,
    ).toBe('failed');
    expect((await profile(owner.userId)).pagesUsed).toBe(0);
    expect((await profile(other.userId)).pagesUsed).toBe(0);
    expect(await rowsOf(other.userId)).toEqual([]);
  });
});
