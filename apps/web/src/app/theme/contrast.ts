import {
  darken,
  DEFAULT_THEME,
  getPrimaryShade,
  isLightColor,
  luminance,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';
import { luminance as hexLuminance, isHexColor, mixHex } from './palette';

/** WCAG AA for text of normal size. */
export const AA_TEXT = 4.5;
// Aimed a little above AA so that rounding to whole RGB values never lands below it.
const TARGET = AA_TEXT + 0.1;

export type Scheme = 'light' | 'dark';

const luminances = new Map<string, number>();
/** Mantine's luminance, remembered: the theme compares the same few backgrounds thousands of times. */
function luminanceOf(color: string): number {
  let value = luminances.get(color);
  if (value === undefined) {
    // Hex (nearly every colour here) without Mantine's parser for any notation: the same formula.
    value = isHexColor(color) ? hexLuminance(color) : luminance(color);
    luminances.set(color, value);
  }
  return value;
}

/** WCAG contrast ratio of two colours (any notation Mantine reads), 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The check mark on a colour swatch: black on light colours and white on dark ones, as Mantine's
 * autoContrast chooses the text of filled buttons in the same colour.
 */
export function markOn(
  background: string,
  threshold = DEFAULT_THEME.luminanceThreshold,
): '#000000' | '#ffffff' {
  return isLightColor(background, threshold) ? '#000000' : '#ffffff';
}

/** `color` as it is, or moved towards black or white just enough to read as text on every background. */
export function readableOn(
  color: string,
  backgrounds: readonly string[],
  towards: 'black' | 'white',
): string {
  for (let step = 0; step <= 50; step++) {
    const candidate = mixHex(color, towards === 'black' ? 0 : 255, step / 50);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= TARGET)) return candidate;
  }
  return towards === 'black' ? '#000000' : '#ffffff';
}

/** What text sits on: the body and the cards, inputs and hovered rows on it. */
export function surfaces(theme: MantineTheme, scheme: Scheme): string[] {
  return scheme === 'light'
    ? [theme.white, theme.colors.gray[0]]
    : [theme.colors.dark[7], theme.colors.dark[6]];
}

export interface ColorRoles {
  /** Background of filled buttons, badges, tabs, the skip link… */
  filled: string;
  filledHover: string;
  /** The text on `filled`: white or black, chosen the way Mantine's autoContrast does. */
  onFilled: string;
  /** Text in this colour on the body (`c="red"`, anchors, outline buttons). */
  text: string;
  /** Text of light and subtle variants, on their tinted backgrounds. */
  lightColor: string;
  lightBackgrounds: string[];
}

/**
 * The colours Mantine derives from one palette for a scheme, each moved as little as needed to
 * pass AA: the palette's own shades where they already do (a user's colour stays theirs).
 */
export function colorRoles(theme: MantineTheme, palette: readonly string[], scheme: Scheme): ColorRoles {
  const shade = getPrimaryShade(theme, scheme);
  const at = (index: number) => palette[Math.min(9, Math.max(0, index))] ?? theme.black;
  // Mantine picks the text of a filled colour from the light scheme's shade, in both schemes.
  const whiteText =
    !theme.autoContrast || !isLightColor(at(getPrimaryShade(theme, 'light')), theme.luminanceThreshold);
  const onFilled = whiteText ? theme.white : theme.black;
  const body = surfaces(theme, scheme);
  const filled = whiteText
    ? readableOn(at(shade), scheme === 'light' ? [onFilled, ...body] : [onFilled], 'black')
    : readableOn(at(shade), [onFilled], 'white');
  const lightBackgrounds = scheme === 'light' ? [at(1), at(2)] : [darken(at(9), 0.5), darken(at(9), 0.3)];
  return {
    filled,
    filledHover: whiteText ? mixHex(filled, 0, 0.12) : readableOn(at(shade + 1), [onFilled], 'white'),
    onFilled,
    text: scheme === 'light' ? readableOn(at(shade), body, 'black') : readableOn(at(4), body, 'white'),
    lightColor:
      scheme === 'light'
        ? readableOn(at(9), lightBackgrounds, 'black')
        : readableOn(at(0), lightBackgrounds, 'white'),
    lightBackgrounds,
  };
}

/**
 * Secondary text (`c="dimmed"`, descriptions): Mantine's grey, darkened or lightened to pass AA on
 * the body, the cards and the primary colour's tint (selected rows, call-to-action panels).
 */
export function dimmedColor(theme: MantineTheme, scheme: Scheme): string {
  const primary = theme.colors[theme.primaryColor] ?? [];
  const [tint] = colorRoles(theme, primary, scheme).lightBackgrounds;
  const backgrounds = [...surfaces(theme, scheme), ...(tint ? [tint] : [])];
  return scheme === 'light'
    ? readableOn(theme.colors.gray[6], backgrounds, 'black')
    : readableOn(theme.colors.dark[2], backgrounds, 'white');
}

const resolvedFor = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

/**
 * Mantine's colour variables with every text colour at AA contrast in both schemes: filled
 * colours against their text, text colours (also anchors, errors and dimmed text) against the
 * body, light variants against their tint. Passed to MantineProvider as cssVariablesResolver.
 */
export const accessibleColorVariables: CSSVariablesResolver = (theme) => {
  // Mantine asks on every render of the provider; the theme object only changes with the colour.
  const known = resolvedFor.get(theme);
  if (known) return known;
  const schemes = { light: {} as Record<string, string>, dark: {} as Record<string, string> };
  for (const scheme of ['light', 'dark'] as const) {
    const variables = schemes[scheme];
    for (const [name, palette] of Object.entries(theme.colors)) {
      // Virtual colours and palettes in other notations keep Mantine's values.
      if (!palette.every(isHexColor)) continue;
      const roles = colorRoles(theme, palette, scheme);
      variables[`--mantine-color-${name}-filled`] = roles.filled;
      variables[`--mantine-color-${name}-filled-hover`] = roles.filledHover;
      variables[`--mantine-color-${name}-text`] = roles.text;
      variables[`--mantine-color-${name}-outline`] = roles.text;
      variables[`--mantine-color-${name}-light-color`] = roles.lightColor;
    }
    variables['--mantine-color-anchor'] = `var(--mantine-color-${theme.primaryColor}-text)`;
    variables['--mantine-color-error'] = 'var(--mantine-color-red-text)';
    variables['--mantine-color-dimmed'] = dimmedColor(theme, scheme);
  }
  const resolved = { variables: {}, ...schemes };
  resolvedFor.set(theme, resolved);
  return resolved;
};
