import type { Analysis, Translation } from '@tolk/contract';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, uploadSessions } from '../src/db/schema.ts';
import type { FakeGoogle } from './fake-google.ts';
import { callAs, newCaller, settledAs, type Caller } from './callers.ts';
import { ENGINE_SUITE_DATABASES, type TestServer } from './harness.ts';
import {
  decompressionBomb,
  heicSign,
  NONE_LEFT,
  ocrText,
  SIGN_LINES,
  smallSign,
  SVG_AS_PNG,
  tinyImage,
  truncatedJpeg,
} from './image-fixtures.ts';
import { baseUrlOf, storedRows, uploadFile } from './translate-helpers.ts';
import { translationServer } from './translation-server.ts';
import { TusClient } from './tus-client.ts';
import { refusal } from './refusals.ts';

describe.each(ENGINE_SUITE_DATABASES)('image translations on %s', (kind) => {
  let server: TestServer;
  let google: FakeGoogle;
  beforeAll(async () => {
    ({ server, google } = await translationServer(kind));
  });

  const app = () => server.app;
  const db = () => server.database.db;
  const { profile, rowsOf, filesOf } = storedRows(() => server);
  const outputsOf = (userId: string) =>
    db()
      .select()
      .from(files)
      .where(and(eq(files.userId, userId), ne(files.kind, 'original')));
  const request = (uploadId: string, extra: object = {}) => ({
    uploadId,
    langFrom: 'en',
    langTo: 'es',
    provider: 'google',
    ...extra,
  });
  const download = async (cookie: string, fileId: string | null) => {
    const response = await fetch(`${baseUrlOf(app())}/api/files/${fileId}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };
  const newUser = () => newCaller(app());
  const call = <T>(user: Caller, name: string, data: unknown) => callAs<T>(app(), user, name, data);
  const settled = (user: Caller, translationId: string) => settledAs(app(), user, translationId);
  const newImageUpload = async () => {
    const user = await newUser();
    return { user, uploadId: await uploadFile(app(), user.cookie, await tinyImage(), 'apples.png') };
  };

  // One upload translated many times (uploads are limited to 10 an hour; each translation gets its own
  // copy). Ten real image jobs run one after another in the worker: a loaded machine needs minutes.
  it('gives a free user exactly 10 image translations from 20 parallel requests; the 11th is refused and creates nothing', async () => {
    google.mode = 'answer';
    const { user, uploadId } = await newImageUpload();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call<Translation>(user, 'translateDocument', request(uploadId))),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused.map((answer) => [answer.status, answer.body.error])).toEqual(
      Array.from({ length: 10 }, () => [429, NONE_LEFT]),
    );
    expect((await profile(user.userId)).imageTranslationsUsed).toBe(10);
    expect(await rowsOf(user.userId)).toHaveLength(10);
    for (const answer of accepted) {
      expect(answer.body.result).toMatchObject({ status: 'queued', isImage: true, pages: 0 });
      expect((await settled(user, answer.body.result.id)).status).toBe('completed');
    }
    expect((await profile(user.userId)).imageTranslationsUsed).toBe(10);

    const filesBefore = await filesOf(user.userId);
    const eleventh = await call(user, 'translateDocument', request(uploadId));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toEqual(NONE_LEFT);
    expect(await rowsOf(user.userId)).toHaveLength(10);
    expect(await filesOf(user.userId)).toEqual(filesBefore);
    expect((await profile(user.userId)).imageTranslationsUsed).toBe(10);

    const analysis = await call<Analysis>(user, 'analyzeDocument', { uploadId });
    expect(analysis.body.result).toMatchObject({
      format: 'png',
      isImage: true,
      quota: {
        allowed: false,
        imageTranslationsLeft: 0,
        message: NONE_LEFT.message,
        details: NONE_LEFT.details,
      },
    });
  });

  it('gives the image translation back when the provider fails', async () => {
    const { user, uploadId } = await newImageUpload();
    google.mode = 'refuse';
    try {
      const started = await call<Translation>(user, 'translateDocument', request(uploadId));
      expect(started.status).toBe(200);
      expect((await profile(user.userId)).imageTranslationsUsed).toBe(1);
      const failed = await settled(user, started.body.result.id);
      expect(failed.status).toBe('failed');
      expect(failed.errorDetails).toEqual({ reason: 'PROVIDER_FAILED' });
      expect((await profile(user.userId)).imageTranslationsUsed).toBe(0);
      expect(await outputsOf(user.userId)).toEqual([]);
    } finally {
      google.mode = 'answer';
    }
  });

  it('translates an uploaded photo: translated, bilingual and thumbnail images, the words replaced', async () => {
    const user = await newUser();
    const input = await smallSign();
    const uploadId = await uploadFile(app(), user.cookie, input, 'sign.jpg');
    const started = await call<Translation>(
      user,
      'translateDocument',
      request(uploadId, { provider: 'local', bilingual: true }),
    );
    expect(started.status).toBe(200);
    const done = await settled(user, started.body.result.id);
    expect(done).toMatchObject({ status: 'completed', isImage: true, error: null });

    const original = await sharp(input).metadata();
    const translated = await download(user.cookie, done.translatedFileId);
    const bilingual = await download(user.cookie, done.bilingualFileId);
    const thumbnail = await download(user.cookie, done.thumbnailFileId);
    expect(await sharp(translated).metadata()).toMatchObject({
      format: 'jpeg',
      width: original.width,
      height: original.height,
    });
    expect(await sharp(bilingual).metadata()).toMatchObject({
      format: 'jpeg',
      width: (original.width ?? 0) * 2,
      height: original.height,
    });
    expect((await sharp(thumbnail).metadata()).format).toBe('png');

    const seen = ocrText(translated, 'spa+eng').toLowerCase();
    const originalWords = SIGN_LINES.join(' ').match(/\p{L}{5,}/gu) ?? [];
    expect(originalWords.filter((word) => seen.includes(word.toLowerCase()))).toEqual([]);
    expect(seen).toMatch(/bienvenido/);
    expect(seen).toMatch(/manzanas/);
    expect((await profile(user.userId)).imageTranslationsUsed).toBe(1);
  });

  it('takes a HEIC photo as one image translation and gives back JPEG images', async () => {
    google.mode = 'answer';
    const user = await newUser();
    const uploadId = await uploadFile(app(), user.cookie, heicSign(), 'IMG_0001.HEIC');
    const analysis = await call<Analysis>(user, 'analyzeDocument', { uploadId });
    expect(analysis.body.result).toMatchObject({ format: 'heic', isImage: true, pages: 0 });
    expect(analysis.body.result.words).toBeGreaterThan(10);
    const started = await call<Translation>(user, 'translateDocument', request(uploadId));
    expect(started.body.result).toMatchObject({ format: 'heic', isImage: true });
    const done = await settled(user, started.body.result.id);
    expect(done).toMatchObject({ status: 'completed', error: null });
    const translated = await sharp(await download(user.cookie, done.translatedFileId)).metadata();
    expect(translated).toMatchObject({ format: 'jpeg', width: 900, height: 420 });
    expect((await sharp(await download(user.cookie, done.thumbnailFileId)).metadata()).format).toBe('png');
    expect((await profile(user.userId)).imageTranslationsUsed).toBe(1);
  });

  it("takes a photo whose text is too short to tell its language to be in the user's usual source language", async () => {
    google.mode = 'answer';
    const user = await newUser();
    const updated = await call(user, 'updatePreferences', { defaultSourceLang: 'de' });
    expect(updated.status).toBe(200);
    // "Fresh apples": too few letters for the language detector to be sure of English.
    const uploadId = await uploadFile(app(), user.cookie, await tinyImage(), 'apples.png');
    const analysis = await call<Analysis>(user, 'analyzeDocument', { uploadId });
    expect(analysis.body.result).toMatchObject({ isImage: true, detectedLanguage: 'de' });
    const started = await call<Translation>(
      user,
      'translateDocument',
      request(uploadId, { langFrom: 'auto' }),
    );
    const done = await settled(user, started.body.result.id);
    expect(done).toMatchObject({ status: 'completed', langFrom: 'auto', detectedLanguage: 'de' });
  });

  const hostile = [
    [
      'a decompression-bomb PNG',
      () => decompressionBomb(),
      'bomb.png',
      'The image is too large: at most 40 megapixels can be translated. This one is 50000 × 50000 pixels.',
      'ENGINE_TOO_LARGE',
    ],
    [
      'a truncated JPEG',
      () => truncatedJpeg(),
      'cut.jpg',
      'The image is damaged or incomplete and cannot be read.',
      'ENGINE_CORRUPT_FILE',
    ],
  ] as const;
  it.each(hostile)(
    'refuses %s with a clear error and stores no translation',
    async (_label, bytes, name, detail, reason) => {
      const user = await newUser();
      const uploadId = await uploadFile(app(), user.cookie, await bytes(), name);
      const calls = [
        ['analyzeDocument', { uploadId }],
        ['translateDocument', request(uploadId)],
      ] as const;
      for (const [fn, data] of calls) {
        const answer = await call(user, fn, data);
        expect(answer.status, fn).toBe(400);
        expect(answer.body.error).toEqual(refusal('invalid-argument', reason, { detail }));
      }
      expect(await rowsOf(user.userId)).toEqual([]);
      expect(await outputsOf(user.userId)).toEqual([]);
      expect((await profile(user.userId)).imageTranslationsUsed).toBe(0);
    },
  );

  it('refuses an SVG named .png at the upload and stores nothing', async () => {
    const user = await newUser();
    const { response, id } = await new TusClient(baseUrlOf(app()), { cookie: user.cookie }).upload(
      SVG_AS_PNG,
      'photo.png',
    );
    expect(response.status).toBe(415);
    const body = (await response.json()) as { error: { status: string; message: string } };
    expect(body.error).toEqual(refusal('invalid-argument', 'UNSUPPORTED_TYPE'));
    expect(await filesOf(user.userId)).toEqual([]);
    expect((await profile(user.userId)).storageUsed).toBe(0);
    const [session] = await db().select().from(uploadSessions).where(eq(uploadSessions.sessionId, id));
    expect(session?.status).toBe('failed');
    const analysis = await call(user, 'analyzeDocument', { uploadId: id });
    expect(analysis.status).toBe(400);
    expect(await rowsOf(user.userId)).toEqual([]);
  });
});
