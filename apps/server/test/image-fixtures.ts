// Images for the server's image-translation tests: small generated pictures with known words, and
// the hostile files a client might upload (the engine's test fixtures).
import { readFileSync } from 'node:fs';
import { truncated } from '../../../packages/engine/test/fixtures/hostile-images.ts';
import { imageBytes } from '../../../packages/engine/test/fixtures/images.ts';
import { refusal } from './refusals.ts';

export { decompressionBomb, SVG_AS_PNG } from '../../../packages/engine/test/fixtures/hostile-images.ts';
export { ocrText } from '../../../packages/engine/test/image/inspect.ts';
/** The refusal of an image translation once the free 10 of the month are used. */
export const NONE_LEFT = refusal('resource-exhausted', 'NO_IMAGE_TRANSLATIONS_LEFT', { limit: 10 });

const WHITE = { kind: 'flat', colour: 'rgb(255, 255, 255)' } as const;
const CREAM = { kind: 'flat', colour: 'rgb(250, 240, 215)' } as const;

/** One short line of dark text: quick to recognise, for tests that translate it many times. */
export function tinyImage(): Promise<Uint8Array> {
  return imageBytes('png', 280, 70, WHITE, [
    { text: 'Fresh apples', x: 12, y: 48, size: 36, colour: '#111827' },
  ]);
}

/** Two lines Apertium translates en→es without any word kept ("Bienvenido al jardín" ...). */
export const SIGN_LINES = ['Welcome to the garden', 'Fresh apples every morning'];
export function smallSign(): Promise<Uint8Array> {
  return imageBytes('jpeg', 560, 170, CREAM, [
    { text: SIGN_LINES[0] ?? '', x: 20, y: 62, size: 36, colour: '#1f2937' },
    { text: SIGN_LINES[1] ?? '', x: 20, y: 130, size: 36, colour: '#1f2937' },
  ]);
}

/** An iPhone-style HEIC of the engine's sign picture (see packages/engine/test/image/heic.test.ts). */
export const heicSign = () =>
  new Uint8Array(readFileSync(new URL('../../../packages/engine/test/fixtures/sign.heic', import.meta.url)));

/** The first 60 % of a real JPEG: the header is fine, the picture stops halfway. */
export async function truncatedJpeg(): Promise<Uint8Array> {
  return truncated(await smallSign());
}
