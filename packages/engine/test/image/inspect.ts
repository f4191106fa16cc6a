// Looking at images the way a reader would: Tesseract's reading of the picture, and pixel colours.

import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

export function ocrText(bytes: Uint8Array, languages = 'eng+spa'): string {
  return execFileSync('tesseract', ['stdin', 'stdout', '-l', languages], {
    input: bytes,
    encoding: 'utf8',
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
  });
}

export interface Decoded {
  width: number;
  height: number;
  data: Buffer;
  format: string | undefined;
}

export async function decode(bytes: Uint8Array): Promise<Decoded> {
  const format = (await sharp(bytes).metadata()).format;
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data, format };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Median colour of a box: text covers a minority of a block's pixels, so this is its background. */
export function medianColour(image: Decoded, box: Box): [number, number, number] {
  const channels: number[][] = [[], [], []];
  for (let y = Math.max(0, box.y); y < Math.min(image.height, box.y + box.height); y++)
    for (let x = Math.max(0, box.x); x < Math.min(image.width, box.x + box.width); x++)
      for (let c = 0; c < 3; c++) channels[c]?.push(image.data[(y * image.width + x) * 3 + c] ?? 0);
  return channels.map((values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0) as [
    number,
    number,
    number,
  ];
}

/** Columns of a box holding pixels far from the given background colour (drawn text). */
export function inkColumns(image: Decoded, box: Box, background: [number, number, number]): number[] {
  const columns: number[] = [];
  for (let x = Math.max(0, box.x); x < Math.min(image.width, box.x + box.width); x++)
    for (let y = Math.max(0, box.y); y < Math.min(image.height, box.y + box.height); y++) {
      const offset = (y * image.width + x) * 3;
      const distance = Math.hypot(
        (image.data[offset] ?? 0) - background[0],
        (image.data[offset + 1] ?? 0) - background[1],
        (image.data[offset + 2] ?? 0) - background[2],
      );
      if (distance > 80) {
        columns.push(x);
        break;
      }
    }
  return columns;
}

/** Words of five letters or more: short ones are too easily read into noise. */
export function longWords(text: string): string[] {
  return [...new Set(text.match(/\p{L}{5,}/gu) ?? [])];
}
