import { describe, expect, it } from 'vitest';
import { blockRegion, regionStyle, uprightSize } from './blockGeometry';

/** The axis-aligned box around a w×h rectangle turned by `angle` degrees (what the engine reports). */
function boundingBox(width: number, height: number, angle: number) {
  const radians = (Math.abs(angle) * Math.PI) / 180;
  return {
    width: width * Math.cos(radians) + height * Math.sin(radians),
    height: width * Math.sin(radians) + height * Math.cos(radians),
  };
}

describe('blockRegion', () => {
  it('turns a level box into percentages of the image, so it follows the image at any shown size', () => {
    const region = blockRegion({ box: { x: 100, y: 50, width: 200, height: 40 } }, 800, 400);
    expect(region).toEqual({ left: 12.5, top: 12.5, width: 25, height: 10, rotation: 0 });
    // Shown 390 px wide (a phone), the box starts 48.75 px in and is 97.5 px wide: 100 and 200 × 390/800.
    expect((region.left / 100) * 390).toBeCloseTo(48.75);
    expect((region.width / 100) * 390).toBeCloseTo(97.5);
  });

  it('recovers the tilted rectangle inside the bounding box and keeps its centre', () => {
    const { width, height } = boundingBox(300, 40, 12);
    const box = { x: 200 - width / 2, y: 100 - height / 2, width, height };
    const region = blockRegion({ box, angle: 12 }, 1000, 500);
    expect(region.rotation).toBe(12);
    expect((region.width / 100) * 1000).toBeCloseTo(300, 6);
    expect((region.height / 100) * 500).toBeCloseTo(40, 6);
    // Centre in pixels: left + width/2.
    expect(((region.left + region.width / 2) / 100) * 1000).toBeCloseTo(200, 6);
    expect(((region.top + region.height / 2) / 100) * 500).toBeCloseTo(100, 6);
  });

  it('handles anticlockwise tilts the same way', () => {
    const { width, height } = boundingBox(120, 30, -20);
    const region = blockRegion({ box: { x: 0, y: 0, width, height }, angle: -20 }, 400, 400);
    expect(region.rotation).toBe(-20);
    expect((region.width / 100) * 400).toBeCloseTo(120, 6);
    expect((region.height / 100) * 400).toBeCloseTo(30, 6);
  });

  it('falls back to the level box when the angle cannot be undone (near 45°, or a box too loose)', () => {
    expect(uprightSize(100, 100, 44)).toBeNull();
    expect(uprightSize(10, 200, 20)).toBeNull();
    const region = blockRegion({ box: { x: 10, y: 10, width: 10, height: 200 }, angle: 20 }, 100, 400);
    expect(region).toEqual({ left: 10, top: 2.5, width: 10, height: 50, rotation: 0 });
  });
});

describe('regionStyle', () => {
  it('positions in percent and rotates only tilted blocks', () => {
    expect(regionStyle({ left: 10, top: 20, width: 30, height: 5, rotation: 0 })).toEqual({
      left: '10%',
      top: '20%',
      width: '30%',
      height: '5%',
    });
    expect(regionStyle({ left: 0, top: 0, width: 1, height: 1, rotation: -7.5 }).transform).toBe(
      'rotate(-7.5deg)',
    );
  });
});
