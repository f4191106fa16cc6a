import { DEFAULT_PRIMARY_COLOR } from '@tolk/contract';

export type Palette = [string, string, string, string, string, string, string, string, string, string];

/** Index of the user's own colour in the palette; Mantine uses it as the primary shade. */
export const BASE_SHADE = 6;

// How far each shade moves from the base colour towards white (0–5) or black (7–9).
const TINTS = [0.93, 0.83, 0.68, 0.5, 0.32, 0.15];
const SHADES = [0.15, 0.3, 0.45];

const HEX = /^#([0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function toRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(rgb: readonly number[], target: number, amount: number): string {
  return toHex(rgb.map((c) => c + (target - c) * amount));
}

/** A hex colour moved towards white (255) or black (0) by `amount` (0–1). */
export function mixHex(hex: string, target: 0 | 255, amount: number): string {
  return mix(toRgb(hex), target, amount);
}

/**
 * Ten shades, light to dark, around one hex colour (which becomes shade 6) so a preference like
 * #a855f7 can be Mantine's primary colour. An invalid colour falls back to the default.
 */
export function paletteFromHex(hex: string): Palette {
  const base = isHexColor(hex) ? hex.toLowerCase() : DEFAULT_PRIMARY_COLOR;
  const rgb = toRgb(base);
  return [...TINTS.map((t) => mix(rgb, 255, t)), base, ...SHADES.map((s) => mix(rgb, 0, s))] as Palette;
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
