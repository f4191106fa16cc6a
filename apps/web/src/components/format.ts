import { i18n } from '../app/i18n/translator';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

// Making a formatter is costly on a phone: the first one loads the number data, about 100 ms of
// Home's first render at 4x CPU slowdown. One per locale and number of digits is kept, and the
// small whole numbers of the quota card are written without one where they look the same.
const numberFormats = new Map<string, Intl.NumberFormat>();
const LATIN_DIGITS = /^(?:en|es|fr|de|pt)(?:-|$)/;

/** 1000 → "1,000", "1.000" in German: in the reader's own digits and separators. */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 3): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000 && LATIN_DIGITS.test(locale))
    return String(value);
  const key = `${locale} ${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, { maximumFractionDigits })));
  return format.format(value);
}

/**
 * 1536 → "1.5 KB", "1,5 Ko" in French (binary steps, as the storage quota of SPEC.md §9 is in MB
 * of 1024²). The unit's symbol comes from the catalogue: French writes octets, Arabic its own.
 */
export function formatBytes(bytes: number, locale = 'en-US'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const symbol = i18n.t(`units.${UNITS[unit]}`, { lng: locale, defaultValue: UNITS[unit] });
  return `${formatNumber(value, locale, digits)} ${symbol}`;
}

/** Share of a limit used, 0–100, safe for a zero limit. */
export function percentUsed(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / limit) * 100));
}

export function formatDate(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
