// Images for the server's image-translation tests: small generated pictures with known words, and
// the hostile files a client might upload (built like packages/engine/test/image/hostile.test.ts's).
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { imageBytes } from '../../../packages/engine/test/fixtures/images.ts';

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

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid-looking PNG declaring 50,000 × 50,000 pixels (7.5 GB decoded) in a few hundred bytes. */
export function decompressionBomb(): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(50_000 * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first 60 % of a real JPEG: the header is fine, the picture stops halfway. */
export async function truncatedJpeg(): Promise<Uint8Array> {
  const whole = await smallSign();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

export const SVG_AS_PNG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="40">Hello</text></svg>',
);
