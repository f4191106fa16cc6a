import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@tolk/contract';
import { parseCachedPreferences } from './preferencesCache';

describe('parseCachedPreferences', () => {
  it('gives the defaults of SPEC.md §3 when nothing is cached', () => {
    const prefs = parseCachedPreferences(null);
    expect(prefs).toMatchObject({
      defaultSourceLang: 'en',
      defaultTargetLang: 'es',
      autoDetectLanguage: true,
      theme: 'system',
      primaryColor: '#a855f7',
      fontScale: 1,
      locale: 'en-US',
      notifications: { translationComplete: true, quotaWarnings: true },
    });
  });

  it('keeps every valid cached field', () => {
    const cached = {
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      primaryColor: '#0ea5e9',
      fontScale: 1.2,
      locale: 'es-ES',
    };
    expect(parseCachedPreferences(JSON.stringify(cached))).toEqual(cached);
  });

  it('replaces invalid fields by their defaults and ignores unknown ones', () => {
    const raw = JSON.stringify({ theme: 'neon', primaryColor: '#0ea5e9', fontScale: 9, extra: 1 });
    const prefs = parseCachedPreferences(raw);
    expect(prefs.theme).toBe('system');
    expect(prefs.primaryColor).toBe('#0ea5e9');
    expect(prefs.fontScale).toBe(1);
    expect(prefs).not.toHaveProperty('extra');
  });

  it('survives garbage', () => {
    expect(parseCachedPreferences('{not json')).toEqual(DEFAULT_PREFERENCES);
    expect(parseCachedPreferences('42')).toEqual(DEFAULT_PREFERENCES);
  });
});
