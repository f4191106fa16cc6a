import { CAPTURE_MAX_BYTES } from '@tolk/contract';
import { decodeImage, EngineError, imageKind, readImageHeader, type ImageKind } from '@tolk/engine';
import { AppError } from '../errors.ts';
import { engineAppError } from '../translations/engine-errors.ts';

export interface CheckedPhoto {
  bytes: Buffer;
  kind: ImageKind;
  contentType: string;
}

const CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * The decoded photo, refused with invalid-argument unless its content is a PNG, JPEG or WebP
 * the engine can read: the type by its magic bytes (whatever the name says), the pixel count from
 * the header before decoding (decompression bombs), then one full decode (truncated or damaged
 * data). Runs before anything is stored or charged. sharp decodes on its own threads.
 */
export async function checkPhoto(base64: string): Promise<CheckedPhoto> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError('invalid-argument', 'EMPTY_PHOTO');
  if (bytes.length > CAPTURE_MAX_BYTES)
    throw new AppError('invalid-argument', 'PHOTO_TOO_LARGE', { megabytes: CAPTURE_MAX_BYTES / 1024 / 1024 });
  const kind = imageKind(bytes);
  if (!kind) throw new AppError('invalid-argument', 'NOT_AN_IMAGE');
  try {
    await readImageHeader(bytes, kind);
    await decodeImage(bytes);
  } catch (error) {
    if (error instanceof EngineError) throw engineAppError('invalid-argument', error);
    throw error;
  }
  return { bytes, kind, contentType: CONTENT_TYPES[kind] };
}
