import { DEFAULT_PREFERENCES, LANGUAGE_CODES } from '@tolk/contract';
import { describe, expect, it } from 'vitest';
import { initialPair, isSameLanguage, knownLanguage, swapPair } from './languageChoice';

describe('language choice', () => {
  it('starts on auto-detect when the preference is on, else on the default source', () => {
    expect(initialPair(DEFAULT_PREFERENCES)).toEqual({ from: 'auto', to: 'es' });
    expect(
      initialPair({
        ...DEFAULT_PREFERENCES,
        autoDetectLanguage: false,
        defaultSourceLang: 'fr',
        defaultTargetLang: 'de',
      }),
    ).toEqual({ from: 'fr', to: 'de' });
  });

  it('swaps a fixed pair both ways', () => {
    expect(swapPair({ from: 'en', to: 'es' }, null, 'en')).toEqual({ from: 'es', to: 'en' });
  });

  it('swaps auto-detect with the detected language, or the default source when nothing was detected', () => {
    expect(swapPair({ from: 'auto', to: 'es' }, 'fr', 'en')).toEqual({ from: 'es', to: 'fr' });
    expect(swapPair({ from: 'auto', to: 'es' }, null, 'en')).toEqual({ from: 'es', to: 'en' });
  });

  it('notices a document already in the target language', () => {
    expect(isSameLanguage({ from: 'auto', to: 'es' }, 'es')).toBe(true);
    expect(isSameLanguage({ from: 'auto', to: 'es' }, null)).toBe(false);
    expect(isSameLanguage({ from: 'en', to: 'es' }, 'es')).toBe(false);
  });

  it('accepts detected languages the app offers, also with a region', () => {
    expect(knownLanguage('pt-BR', LANGUAGE_CODES)).toBe('pt');
    expect(knownLanguage('xx', LANGUAGE_CODES)).toBeNull();
    expect(knownLanguage(null, LANGUAGE_CODES)).toBeNull();
  });
});
