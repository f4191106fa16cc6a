// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_QUOTA_BYTES } from '@tolk/contract';
import { i18n } from '../app/i18n/translator';
import { initI18n } from '../app/i18n/i18n';
import { formatBytes, formatDate, formatNumber, percentUsed } from './format';

beforeAll(async () => {
  await initI18n('en-US');
  await i18n.loadLanguages(['fr-FR', 'de-DE']);
});

describe('formatBytes', () => {
  it('writes sizes the way people read them', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(STORAGE_QUOTA_BYTES)).toBe('100 MB');
    expect(formatBytes(1536, 'es-ES')).toBe('1,5 KB');
  });

  it('writes the unit as the UI language does', () => {
    expect(formatBytes(STORAGE_QUOTA_BYTES, 'fr-FR')).toBe('100 Mo');
    expect(formatBytes(512, 'fr-FR')).toBe('512 o');
    expect(formatBytes(1536, 'de-DE')).toBe('1,5 KB');
  });
});

describe('formatNumber', () => {
  it("writes numbers in the reader's separators, the same each time a formatter is reused", () => {
    expect(formatNumber(1000, 'en-US')).toBe('1,000');
    expect(formatNumber(1000, 'de-DE')).toBe('1.000');
    expect(formatNumber(1000, 'en-US')).toBe('1,000');
    expect(formatNumber(1.23456, 'en-US')).toBe('1.235');
    expect(formatNumber(1.25, 'en-US', 1)).toBe('1.3');
  });

  it('writes small whole numbers as Intl does, in every UI language', () => {
    for (const locale of ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'pt-BR', 'ar'])
      for (const value of [0, 1, 7, 42, 999, 1000, 12345, -3, 2.5])
        expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(locale).format(value));
  });
});

describe('percentUsed', () => {
  it('is bounded and survives a zero limit', () => {
    expect(percentUsed(2, 5)).toBe(40);
    expect(percentUsed(9, 5)).toBe(100);
    expect(percentUsed(0, 0)).toBe(0);
    expect(percentUsed(1, 0)).toBe(100);
  });
});

describe('formatDate', () => {
  it('formats an ISO date and leaves anything else as it is', () => {
    expect(formatDate('2026-11-21T08:00:00.000Z')).toBe('November 21, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
