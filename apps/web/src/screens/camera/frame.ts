import { CAPTURE_MAX_SIDE_PX } from '@tolk/contract';

/** JPEG quality of a captured photo: text stays sharp for OCR at a fraction of PNG's size. */
export const CAPTURE_JPEG_QUALITY = 0.9;

export interface Size {
  width: number;
  height: number;
}

/**
 * The size a photo is drawn at before sending: its own size when the long side is at most
 * `maxSide`, otherwise scaled down keeping the aspect ratio (never up), at least 1×1 pixel.
 */
export function fitWithin(size: Size, maxSide: number = CAPTURE_MAX_SIDE_PX): Size {
  const { width, height } = size;
  if (!(width > 0 && height > 0)) throw new RangeError(`Not a picture size: ${width}×${height}`);
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

// btoa takes a "binary string"; building it in slices keeps String.fromCharCode's argument list short.
const SLICE = 0x8000;

/** Standard base64 (with padding, no `data:` prefix), as translateCapture expects. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += SLICE)
    binary += String.fromCharCode(...bytes.subarray(at, at + SLICE));
  return btoa(binary);
}

/** The bytes of a base64 string (the native camera's answer), for decoding like a gallery pick. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/^data:[^,]*,/, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Two-digit parts of a local date and time, for photo names ("2026-11-21 10.35.07"). */
function stamp(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ` +
    `${two(date.getHours())}.${two(date.getMinutes())}.${two(date.getSeconds())}`
  );
}

/**
 * The name a photo is translated (and later saved) under, always ending in .jpg since it is sent
 * as JPEG: a gallery pick keeps its own name; a camera shot gets `<prefix> <date time>`.
 */
export function photoFileName(prefix: string, now: Date, picked?: string): string {
  const base = [...(picked?.replace(/\.[^./\\]*$/, '') ?? '')]
    .filter((char) => char !== '/' && char !== '\\' && char.charCodeAt(0) >= 32)
    .join('')
    .trim();
  const name = base || `${prefix} ${stamp(now)}`;
  return `${name.slice(0, 240)}.jpg`;
}
