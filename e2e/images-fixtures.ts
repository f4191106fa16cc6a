import { execFileSync } from 'node:child_process';
import { imageBytes } from '../packages/engine/test/fixtures/images.ts';
import { noticePhoto } from '../packages/engine/test/fixtures/notice-photo.ts';
import type { UploadFixture } from './documents-fixtures.ts';

/** Large dark words on a light sign, in sentences Apertium's eng-spa pair knows (house → casa). */
export const SIGN_LINES = ['The house is small.', 'The garden is green.'];

export function signPicture(width = 1280, height = 720, lines = SIGN_LINES): Promise<Uint8Array> {
  const size = Math.round(height / 9);
  return imageBytes(
    'png',
    width,
    height,
    { kind: 'flat', colour: 'rgb(250, 244, 225)' },
    lines.map((text, line) => ({
      text,
      x: Math.round(width * 0.08),
      y: Math.round(height * 0.4) + line * Math.round(size * 1.6),
      size,
      colour: '#1f2937',
    })),
  );
}

/** The same sign in Galician, whose on-device model comes from Debian's tesseract-ocr-glg. */
export const GALICIAN_SIGN_LINES = ['A casa é pequena.', 'O xardín é verde.'];

export async function englishSignPng(name: string): Promise<UploadFixture> {
  return { name, mimeType: 'image/png', buffer: Buffer.from(await signPicture()) };
}

/** A phone photo of an English notice (grey wall, turned sheet, grain): its language left to detection. */
export async function noticePhotoPng(name: string): Promise<UploadFixture> {
  return { name, mimeType: 'image/png', buffer: Buffer.from(await noticePhoto()) };
}

/** What Tesseract reads in an image (Spanish and English models), lower-cased. */
export function readImage(bytes: Uint8Array): string {
  return execFileSync('tesseract', ['stdin', 'stdout', '-l', 'spa+eng'], {
    input: bytes,
    encoding: 'utf8',
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
  }).toLowerCase();
}
