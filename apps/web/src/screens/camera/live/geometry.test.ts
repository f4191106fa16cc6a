import { describe, expect, it } from 'vitest';
import { frameSize, frameToDisplay, objectFitOf } from './geometry';

describe('frameSize', () => {
  it('scales the long side down to 960 keeping the aspect ratio', () => {
    expect(frameSize({ width: 1920, height: 1080 })).toEqual({ width: 960, height: 540 });
    expect(frameSize({ width: 720, height: 1280 })).toEqual({ width: 540, height: 960 });
  });

  it('never scales a small video up', () => {
    expect(frameSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });

  it('honours another maximum', () => {
    expect(frameSize({ width: 1280, height: 720 }, 640)).toEqual({ width: 640, height: 360 });
  });
});

describe('frameToDisplay', () => {
  const frame = { width: 960, height: 540 };

  it('stretches nothing when the element has the frame aspect ratio', () => {
    const map = frameToDisplay(frame, { width: 480, height: 270 }, 'cover');
    expect(map({ x: 100, y: 50, width: 200, height: 40 })).toEqual({ x: 50, y: 25, width: 100, height: 20 });
  });

  it('with cover in a portrait element, crops the sides and centres the video', () => {
    // 960x540 covering 360x640: scale 640/540, drawn 1137.8 wide, 388.9 cut off each side.
    const map = frameToDisplay(frame, { width: 360, height: 640 }, 'cover');
    const scale = 640 / 540;
    const offset = (360 - 960 * scale) / 2;
    const box = map({ x: 400, y: 270, width: 100, height: 54 });
    expect(box?.x).toBeCloseTo(400 * scale + offset);
    expect(box?.y).toBeCloseTo(270 * scale);
    expect(box?.width).toBeCloseTo(100 * scale);
    expect(box?.height).toBeCloseTo(64);
  });

  it('with cover, clips a box cut by the crop and drops one entirely outside', () => {
    const map = frameToDisplay(frame, { width: 360, height: 640 }, 'cover');
    const clipped = map({ x: 300, y: 100, width: 100, height: 20 });
    expect(clipped?.x).toBe(0);
    expect(clipped?.width).toBeCloseTo(400 * (640 / 540) + (360 - 960 * (640 / 540)) / 2);
    expect(map({ x: 10, y: 100, width: 100, height: 20 })).toBeNull();
  });

  it('with contain, letterboxes the video (bars above and below in a tall element)', () => {
    const map = frameToDisplay(frame, { width: 360, height: 640 }, 'contain');
    const scale = 360 / 960;
    const box = map({ x: 0, y: 0, width: 960, height: 540 });
    expect(box?.x).toBe(0);
    expect(box?.y).toBeCloseTo((640 - 540 * scale) / 2);
    expect(box?.width).toBeCloseTo(360);
    expect(box?.height).toBeCloseTo(540 * scale);
  });

  it('with fill, scales each axis on its own', () => {
    const map = frameToDisplay(frame, { width: 480, height: 540 }, 'fill');
    expect(map({ x: 96, y: 54, width: 96, height: 54 })).toEqual({ x: 48, y: 54, width: 48, height: 54 });
  });
});

describe('objectFitOf', () => {
  it('knows cover and contain, treats fill as fill and the rest as the video default (contain)', () => {
    expect(objectFitOf('cover')).toBe('cover');
    expect(objectFitOf('contain')).toBe('contain');
    expect(objectFitOf('fill')).toBe('fill');
    expect(objectFitOf('')).toBe('contain');
    expect(objectFitOf('scale-down')).toBe('contain');
  });
});
