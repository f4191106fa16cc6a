import type { TFunction } from '../app/i18n/translator';

/** What a colour swatch is called aloud (a `colors.*` UI string), for the colours the app offers. */
const COLOR_NAMES: Record<string, string> = {
  '#a855f7': 'purple',
  '#6366f1': 'indigo',
  '#0ea5e9': 'sky',
  '#14b8a6': 'teal',
  '#22c55e': 'green',
  '#f59e0b': 'amber',
  '#eab308': 'yellow',
  '#f97316': 'orange',
  '#ef4444': 'red',
  '#ec4899': 'pink',
  '#64748b': 'slate',
};

/** A swatch's accessible name: the colour's name in the UI language, or its hex code if it has none. */
export function colorLabel(t: TFunction, hex: string): string {
  const name = COLOR_NAMES[hex.toLowerCase()];
  return name ? t(`colors.${name}`) : hex;
}
