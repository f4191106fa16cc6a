import { i18n } from '../app/i18n/translator';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

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
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${symbol}`;
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
