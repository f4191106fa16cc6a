import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from '@tolk/contract';
import { BASE_SHADE, luminance, paletteFromHex } from './palette';

describe('paletteFromHex', () => {
  it('builds ten valid shades with the chosen colour as the primary shade', () => {
    const palette = paletteFromHex('#A855F7');
    expect(palette).toHaveLength(10);
    for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    expect(palette[BASE_SHADE]).toBe('#a855f7');
  });

  it('goes from light to dark', () => {
    for (const hex of ['#a855f7', '#0ea5e9', '#16a34a', '#f59e0b', '#111111']) {
      const values = paletteFromHex(hex).map(luminance);
      for (let i = 1; i < values.length; i++) expect(values[i]).toBeLessThanOrEqual(values[i - 1]!);
      expect(values[0]).toBeGreaterThan(0.75);
    }
  });

  it('falls back to the default colour for something that is not a hex colour', () => {
    expect(paletteFromHex('purple')[BASE_SHADE]).toBe(DEFAULT_PRIMARY_COLOR);
    expect(paletteFromHex('#12345')[BASE_SHADE]).toBe(DEFAULT_PRIMARY_COLOR);
  });
});
