import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { BASE_SHADE, paletteFromHex } from './palette';

const FONT_STACK =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/** Mantine theme whose primary colour is the user's preferred colour (SPEC.md §3). */
export function buildTheme(primaryColor: string): MantineThemeOverride {
  return createTheme({
    colors: { brand: paletteFromHex(primaryColor) },
    primaryColor: 'brand',
    primaryShade: { light: BASE_SHADE, dark: BASE_SHADE },
    autoContrast: true,
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
  });
}
