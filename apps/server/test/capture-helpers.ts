// Camera captures for the server suites: a translateCapture call, and a capture stored directly
// (rows and files, no OCR run) for the tests about what happens to one afterwards.
import type { ImageBlocks, Translation } from '@tolk/contract';
import { translations } from '../src/db/schema.ts';
import { storeFile } from '../src/files/service.ts';
import { filesDeps, type TestServer } from './harness.ts';
import { tinyImage } from './image-fixtures.ts';
import { call } from './translate-helpers.ts';

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

export const SOME_BLOCKS: ImageBlocks = {
  width: 280,
  height: 70,
  blocks: [
    { box: { x: 12, y: 20, width: 220, height: 36 }, text: 'Fresh apples', translation: 'Manzanas frescas' },
  ],
};

export function captureHelpers(server: () => TestServer) {
  /** A camera translation with an original and a translated file, stored directly (no OCR run). */
  const storedCapture = async (userId: string, fields: Partial<typeof translations.$inferInsert>) => {
    const photo = await tinyImage();
    const stored = [];
    for (const kind of ['original', 'translated'] as const)
      stored.push(
        await storeFile(filesDeps(server()), {
          userId,
          kind,
          fileName: 'Camera photo.png',
          contentType: 'image/png',
          bytes: photo,
        }),
      );
    const [row] = await server()
      .database.db.insert(translations)
      .values({
        userId,
        fileName: 'Camera photo.png',
        fileNameLower: 'camera photo.png',
        langFrom: 'en',
        langTo: 'es',
        languages: ['en', 'es'],
        status: 'completed',
        format: 'png',
        isImage: true,
        origin: 'camera',
        inHistory: false,
        originalFileId: stored[0]!.id,
        translatedFileId: stored[1]!.id,
        ...fields,
      })
      .returning();
    return { id: row!.id, fileIds: stored.map((file) => file.id), bytes: 2 * photo.length };
  };
  const capture = (cookie: string, image: Uint8Array, extra: object = {}) =>
    call<Translation>(server().app, cookie, 'translateCapture', {
      image: base64(image),
      langFrom: 'en',
      langTo: 'es',
      provider: 'google',
      ...extra,
    });
  return { storedCapture, capture };
}
