import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, matchUiLocale, uiLocaleDirection, UI_LOCALES } from './ui-locales.ts';

describe('matchUiLocale', () => {
  it.each([
    [['es-ES'], 'es-ES'],
    [['es'], 'es-ES'],
    [['es-MX', 'en-US'], 'es-ES'],
    [['FR-ca'], 'fr-FR'],
    [['de-AT', 'de'], 'de-DE'],
    [['pt-PT'], 'pt-BR'],
    [['ar-EG'], 'ar'],
    [['ja-JP', 'pt-BR', 'en'], 'pt-BR'],
    [['en-GB', 'es-ES'], 'en-US'],
    [['ja-JP', 'zh-CN'], 'en-US'],
    [['*', ' ', ''], 'en-US'],
    [[], 'en-US'],
  ])('%j → %s', (tags, expected) => {
    expect(matchUiLocale(tags)).toBe(expected);
  });

  it('matches every supported locale exactly', () => {
    for (const locale of UI_LOCALES) expect(matchUiLocale([locale])).toBe(locale);
  });
});

describe('acceptLanguageTags', () => {
  it('orders by quality, keeping the header order for equal ones, and drops q=0', () => {
    expect(acceptLanguageTags('fr;q=0.5, de-AT, ja;q=0, es;q=0.8,en')).toEqual(['de-AT', 'en', 'es', 'fr']);
  });

  it('is empty for an absent or empty header', () => {
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags('')).toEqual([]);
  });
});

describe('uiLocaleDirection', () => {
  it('is right to left for Arabic only', () => {
    expect(UI_LOCALES.filter((l) => uiLocaleDirection(l) === 'rtl')).toEqual(['ar']);
  });
});
