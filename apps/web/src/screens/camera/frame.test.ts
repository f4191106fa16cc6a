import { describe, expect, it } from 'vitest';
import { CAPTURE_MAX_SIDE_PX } from '@tolk/contract';
import { base64ToBytes, bytesToBase64, fitWithin, photoFileName } from './frame';

describe('fitWithin', () => {
  it('keeps a photo that already fits', () => {
    expect(fitWithin({ width: 1280, height: 720 })).toEqual({ width: 1280, height: 720 });
    expect(fitWithin({ width: CAPTURE_MAX_SIDE_PX, height: 10 })).toEqual({
      width: CAPTURE_MAX_SIDE_PX,
      height: 10,
    });
  });

  it('scales a landscape photo so its width is the limit, keeping the aspect ratio', () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 2048, height: 1536 });
  });

  it('scales a portrait photo so its height is the limit', () => {
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1536, height: 2048 });
  });

  it('takes another limit and never makes a side zero', () => {
    expect(fitWithin({ width: 1000, height: 500 }, 100)).toEqual({ width: 100, height: 50 });
    expect(fitWithin({ width: 10_000, height: 1 }, 100)).toEqual({ width: 100, height: 1 });
  });

  it('refuses a size with nothing in it (a video that has no frame yet)', () => {
    expect(() => fitWithin({ width: 0, height: 0 })).toThrow(RangeError);
    expect(() => fitWithin({ width: Number.NaN, height: 10 })).toThrow(RangeError);
  });
});

describe('base64', () => {
  it('encodes bytes like Node does, padding included', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', 'Tolk \u00e9\u00e8']) {
      const bytes = new TextEncoder().encode(text);
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });

  it('encodes more than one slice of a large photo without a data: prefix', () => {
    const bytes = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7919) % 256);
    const encoded = bytesToBase64(bytes);
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  });

  it('decodes back to the same bytes, with or without a data: URL prefix', () => {
    const bytes = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 250]);
    const encoded = bytesToBase64(bytes);
    expect([...base64ToBytes(encoded)]).toEqual([...bytes]);
    expect([...base64ToBytes(`data:image/jpeg;base64,${encoded}`)]).toEqual([...bytes]);
  });
});

describe('photoFileName', () => {
  const now = new Date(2026, 10, 21, 9, 5, 7);

  it('names a camera shot after the moment it was taken', () => {
    expect(photoFileName('Camera photo', now)).toBe('Camera photo 2026-11-21 09.05.07.jpg');
  });

  it('keeps a gallery photo its name, as a JPEG', () => {
    expect(photoFileName('Camera photo', now, 'menu.HEIC')).toBe('menu.jpg');
    expect(photoFileName('Camera photo', now, 'street sign.png')).toBe('street sign.jpg');
    expect(photoFileName('Camera photo', now, 'noextension')).toBe('noextension.jpg');
  });

  it('falls back to the camera name when the picked name has nothing usable', () => {
    expect(photoFileName('Camera photo', now, '.png')).toBe('Camera photo 2026-11-21 09.05.07.jpg');
    expect(photoFileName('Camera photo', now, '')).toBe('Camera photo 2026-11-21 09.05.07.jpg');
  });

  it('keeps names within the 255 characters a file name may have', () => {
    expect(photoFileName('Camera photo', now, `${'a'.repeat(400)}.png`)).toHaveLength(244);
  });
});
