import { CAPTURE_MAX_BYTES } from '@tolk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { translations, users } from '../src/db/schema.ts';
import { captureHelpers, SOME_BLOCKS } from './capture-helpers.ts';
import { DATABASES, signUp, type TestServer } from './harness.ts';
import { decompressionBomb, NONE_LEFT, SVG_AS_PNG, tinyImage, truncatedJpeg } from './image-fixtures.ts';
import { call, storedRows } from './translate-helpers.ts';
import { translationServer } from './translation-server.ts';
import { refusal } from './refusals.ts';

describe.each(DATABASES)('camera captures refused on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    ({ server } = await translationServer(kind));
  });

  const app = () => server.app;
  const db = () => server.database.db;
  const { profile, rowsOf, filesOf } = storedRows(() => server);
  const { storedCapture, capture } = captureHelpers(() => server);

  it('refuses hostile photos with invalid-argument, storing and charging nothing', async () => {
    const user = await signUp(app());
    const before = { profile: await profile(user.userId), files: await filesOf(user.userId) };
    const hostile = {
      'an SVG': SVG_AS_PNG,
      'a truncated JPEG': await truncatedJpeg(),
      'a decompression-bomb PNG': decompressionBomb(),
      'text bytes': new TextEncoder().encode('just some words'),
    };
    for (const [what, bytes] of Object.entries(hostile)) {
      const answer = await capture(user.cookie, bytes, { fileName: 'photo.png' });
      expect(answer.status, what).toBe(400);
      expect(answer.body.error.status, what).toBe('INVALID_ARGUMENT');
      expect(answer.body.error.message, what).toMatch(/PNG, JPEG or WebP|damaged|too large/);
    }
    const after = await profile(user.userId);
    expect(await rowsOf(user.userId)).toEqual([]);
    expect(await filesOf(user.userId)).toEqual(before.files);
    expect(after.storageUsed).toBe(before.profile.storageUsed);
    expect(after.imageTranslationsUsed).toBe(before.profile.imageTranslationsUsed);
  });

  it('answers an oversized photo or body with a clear invalid-argument', async () => {
    const user = await signUp(app());
    // Just over CAPTURE_MAX_BYTES: within the route's body limit, refused by the contract.
    const overPhoto = 'A'.repeat(Math.ceil(CAPTURE_MAX_BYTES / 3) * 4 + 4);
    const tooBig = await call(app(), user.cookie, 'translateCapture', {
      image: overPhoto,
      langFrom: 'en',
      langTo: 'es',
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.message).toContain('The photo is larger than 8 MB');
    // Over the route's body limit: refused before the body is read.
    const huge = await call(app(), user.cookie, 'translateCapture', {
      image: `${overPhoto}${'A'.repeat(200_000)}`,
      langFrom: 'en',
      langTo: 'es',
    });
    expect(huge.status).toBe(400);
    expect(huge.body.error).toEqual(refusal('invalid-argument', 'PHOTO_TOO_LARGE', { megabytes: 8 }));
    // Other functions keep the 1 MB limit.
    const other = await call(app(), user.cookie, 'createFolder', { name: 'x'.repeat(2 * 1024 * 1024) });
    expect(other.status).toBe(400);
    expect(other.body.error).toEqual(refusal('invalid-argument', 'REQUEST_TOO_LARGE', { megabytes: 1 }));
    expect(await rowsOf(user.userId)).toEqual([]);
    expect(await filesOf(user.userId)).toEqual([]);
  });

  it('refuses a capture when no image translation is left, with the message translateDocument gives', async () => {
    const user = await signUp(app());
    await db().update(users).set({ imageTranslationsUsed: 10 }).where(eq(users.userId, user.userId));
    const answer = await capture(user.cookie, await tinyImage());
    expect(answer.status).toBe(429);
    expect(answer.body.error).toEqual(NONE_LEFT);
    expect(await rowsOf(user.userId)).toEqual([]);
    expect(await filesOf(user.userId)).toEqual([]);
    expect((await profile(user.userId)).storageUsed).toBe(0);
  });

  it("keeps one user's capture from another: not-found for blocks and save, nothing changed", async () => {
    const owner = await signUp(app());
    const other = await signUp(app());
    const { id } = await storedCapture(owner.userId, { status: 'completed', blocks: SOME_BLOCKS });
    const otherFolder = (await call<{ id: string }>(app(), other.cookie, 'createFolder', { name: 'Mine' }))
      .body.result.id;
    const before = await rowsOf(owner.userId);
    expect((await call(app(), owner.cookie, 'getImageBlocks', { translationId: id })).body.result).toEqual(
      SOME_BLOCKS,
    );

    const blocks = await call(app(), other.cookie, 'getImageBlocks', { translationId: id });
    expect(blocks.status).toBe(404);
    const save = await call(app(), other.cookie, 'saveCapture', { translationId: id, folderId: otherFolder });
    expect(save.status).toBe(404);
    // The owner cannot put it into someone else's folder either.
    const foreignFolder = await call(app(), owner.cookie, 'saveCapture', {
      translationId: id,
      folderId: otherFolder,
    });
    expect(foreignFolder.status).toBe(404);
    expect(foreignFolder.body.error.message).toBe('Folder not found');
    const unknown = await call(app(), owner.cookie, 'getImageBlocks', { translationId: 'no-such-id' });
    expect(unknown.status).toBe(404);
    expect(await rowsOf(owner.userId)).toEqual(before);
    expect(await rowsOf(other.userId)).toEqual([]);
  });

  it('explains why a translation has no blocks: not an image, or not completed', async () => {
    const user = await signUp(app());
    const [doc, queued] = await db()
      .insert(translations)
      .values(
        [
          { format: 'docx', isImage: false, status: 'completed' },
          { format: 'png', isImage: true, status: 'queued' },
        ].map((fields) => ({
          ...fields,
          userId: user.userId,
          fileName: 'x',
          fileNameLower: 'x',
          langFrom: 'en',
          langTo: 'es',
          languages: ['en', 'es'],
        })),
      )
      .returning();
    const notImage = await call(app(), user.cookie, 'getImageBlocks', { translationId: doc!.id });
    expect(notImage.body.error).toEqual(refusal('invalid-argument', 'NOT_AN_IMAGE_TRANSLATION'));
    const notReady = await call(app(), user.cookie, 'getImageBlocks', { translationId: queued!.id });
    expect(notReady.status).toBe(409);
    expect(notReady.body.error.message).toMatch(/still being translated/);
  });
});
