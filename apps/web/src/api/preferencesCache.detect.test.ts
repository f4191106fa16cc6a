import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '@tolk/contract';
import { browserUiLocale, parseCachedPreferences } from './preferencesCache';

function browserLanguages(languages: string[], language = languages[0] ?? '') {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

afterEach(() => vi.restoreAllMocks());

describe('signed out, the UI follows the browser language', () => {
  it.each([
    [['es-ES', 'es'], 'es-ES'],
    [['es'], 'es-ES'],
    [['fr-CA', 'en-US'], 'fr-FR'],
    [['ar-SA'], 'ar'],
    [['ja-JP', 'de'], 'de-DE'],
    [['ja-JP'], 'en-US'],
  ])('navigator.languages %j → %s', (languages, expected) => {
    browserLanguages(languages);
    expect(browserUiLocale()).toBe(expected);
    expect(parseCachedPreferences(null)).toEqual({ ...DEFAULT_PREFERENCES, locale: expected });
  });

  it('uses navigator.language when the list is empty', () => {
    browserLanguages([], 'pt-BR');
    expect(browserUiLocale()).toBe('pt-BR');
  });

  it('keeps a locale cached on this device over the browser language', () => {
    browserLanguages(['es-ES']);
    const cached = JSON.stringify({ ...DEFAULT_PREFERENCES, locale: 'de-DE' });
    expect(parseCachedPreferences(cached).locale).toBe('de-DE');
    expect(parseCachedPreferences(JSON.stringify({ theme: 'dark' })).locale).toBe('es-ES');
  });
});
