import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { FOLDER_COLORS } from '../../screens/history/FolderFormModal';
import { COLOR_PRESETS } from '../../lib/options';
import { buildTheme } from './buildTheme';
import {
  AA_TEXT,
  accessibleColorVariables,
  colorRoles,
  contrastRatio,
  dimmedColor,
  markOn,
  surfaces,
  type Scheme,
} from './contrast';

const SCHEMES: Scheme[] = ['light', 'dark'];
const themeFor = (primaryColor: string) => mergeMantineTheme(DEFAULT_THEME, buildTheme(primaryColor));
// The presets, and colours a user could pick in the free picker that are hard to read on.
const PRIMARY_COLORS = [...COLOR_PRESETS, '#ffffff', '#000000', '#ffff00', '#00ff00', '#777777'];
// Mantine colours the app uses by name (buttons, badges, alerts, errors).
const NAMED_COLORS = ['red', 'orange', 'teal', 'cyan', 'yellow', 'green', 'blue', 'gray', 'dark'] as const;

describe('contrastRatio', () => {
  it('matches WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // The two failures axe reported before this theme: dimmed grey and white on the default purple.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#a855f7')).toBeCloseTo(3.96, 2);
  });
});

describe('markOn', () => {
  it('marks every offered colour at 3:1 at least (WCAG non-text contrast)', () => {
    for (const color of [...COLOR_PRESETS, ...FOLDER_COLORS])
      expect(contrastRatio(markOn(color), color), color).toBeGreaterThanOrEqual(3);
    expect(markOn('#a855f7')).toBe('#ffffff');
    expect(markOn('#14b8a6')).toBe('#000000');
  });
});

/** Every text colour derived from a palette reads at AA on what it sits on, dimmed text too. */
function expectReadable(theme: MantineTheme, palette: readonly string[], scheme: Scheme) {
  const roles = colorRoles(theme, palette, scheme);
  const ratio = (text: string, background: string) => contrastRatio(text, background);
  expect(ratio(roles.onFilled, roles.filled), 'text on the filled colour').toBeGreaterThanOrEqual(AA_TEXT);
  for (const background of surfaces(theme, scheme)) {
    expect(ratio(roles.text, background), `text colour on ${background}`).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ratio(dimmedColor(theme, scheme), background), 'dimmed').toBeGreaterThanOrEqual(AA_TEXT);
  }
  for (const background of roles.lightBackgrounds)
    expect(ratio(roles.lightColor, background), 'light variant').toBeGreaterThanOrEqual(AA_TEXT);
}

describe.each(SCHEMES)('colours in the %s scheme', (scheme) => {
  it.each(PRIMARY_COLORS)('reach AA with the primary colour %s', (color) => {
    const theme = themeFor(color);
    expectReadable(theme, theme.colors.brand!, scheme);
    // Secondary text also sits on the primary colour's tint (a selected row, a call to action).
    const [tint] = colorRoles(theme, theme.colors.brand!, scheme).lightBackgrounds;
    expect(contrastRatio(dimmedColor(theme, scheme), tint!), 'dimmed on the tint').toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  });

  it.each(NAMED_COLORS)('reach AA with Mantine’s %s', (name) => {
    const theme = themeFor(COLOR_PRESETS[0]!);
    expectReadable(theme, theme.colors[name]!, scheme);
  });
});

describe('accessibleColorVariables', () => {
  it('keeps a colour that already reads well, and darkens one that does not just enough', () => {
    const amber = themeFor('#f59e0b');
    // Amber is light: Mantine writes black on it, which reads, so the fill stays the user's amber.
    expect(colorRoles(amber, amber.colors.brand!, 'light')).toMatchObject({
      filled: '#f59e0b',
      onFilled: '#000',
    });
    const purple = themeFor('#a855f7');
    const filled = colorRoles(purple, purple.colors.brand!, 'light').filled;
    expect(filled).not.toBe('#a855f7');
    expect(contrastRatio('#ffffff', filled)).toBeLessThan(5);
  });

  it('sets the filled, text and dimmed variables for both schemes', () => {
    const theme = themeFor('#a855f7');
    const { light, dark } = accessibleColorVariables(theme);
    for (const variables of [light, dark]) {
      expect(variables).toMatchObject({
        '--mantine-color-brand-filled': expect.stringMatching(/^#[0-9a-f]{6}$/),
        '--mantine-color-red-text': expect.stringMatching(/^#[0-9a-f]{6}$/),
        '--mantine-color-anchor': 'var(--mantine-color-brand-text)',
        '--mantine-color-error': 'var(--mantine-color-red-text)',
      });
    }
    expect(light?.['--mantine-color-dimmed']).toBe(dimmedColor(theme, 'light'));
    expect(dark?.['--mantine-color-dimmed']).toBe(dimmedColor(theme, 'dark'));
  });
});
