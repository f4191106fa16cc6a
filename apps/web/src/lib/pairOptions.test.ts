import type { LanguageCode, ProviderLanguages } from '@tolk/contract';
import { describe, expect, it } from 'vitest';
import { availabilityOf, pairOptions } from './pairOptions';

const language = (code: LanguageCode, source: boolean, target: boolean) => ({
  code,
  name: code,
  script: code === 'ar' || code === 'ur' ? 'Arab' : 'Latn',
  direction: code === 'ar' || code === 'ur' ? ('rtl' as const) : ('ltr' as const),
  source,
  target,
});

// The offline engine as Debian's Apertium installs it (a part): en and fr through Spanish, hi-ur alone.
const local: ProviderLanguages = {
  provider: 'local',
  languages: [
    language('en', true, true),
    language('es', true, true),
    language('fr', true, true),
    language('hi', true, true),
    language('ur', true, true),
  ],
  pairs: [
    { from: 'en', to: 'es' },
    { from: 'es', to: 'en' },
    { from: 'es', to: 'fr' },
    { from: 'fr', to: 'es' },
    { from: 'en', to: 'fr', pivot: 'es' },
    { from: 'fr', to: 'en', pivot: 'es' },
    { from: 'hi', to: 'ur' },
    { from: 'ur', to: 'hi' },
  ],
};
// Google: every pair of its languages.
const google: ProviderLanguages = {
  provider: 'google',
  languages: [language('en', true, true), language('de', true, true), language('es', true, true)],
};
// In the contract's order, which is not the pickers' (they sort by the shown name).
const codes = (list: { code: string }[]) => list.map((item) => item.code).sort();
const sorted = <T extends { code: string }>(list: T[] | undefined) =>
  [...(list ?? [])].sort((a, b) => a.code.localeCompare(b.code));

describe('the languages a picker offers for the chosen provider', () => {
  it('offers the targets the chosen source reaches, naming the pivot of those that go through one', () => {
    const options = pairOptions([local, google], 'local', 'target', 'en');
    expect(sorted(options?.offered)).toEqual([{ code: 'es' }, { code: 'fr', pivot: 'es' }]);
    // Urdu is the offline engine's, but not from English; German only Google's.
    expect(availabilityOf(options, 'ur')).toEqual({ kind: 'nowhere' });
    expect(availabilityOf(options, 'de')).toEqual({ kind: 'elsewhere', providers: ['google'] });
    expect(availabilityOf(options, 'fr')).toEqual({ kind: 'offered', pivot: 'es' });
    expect(availabilityOf(options, 'en')).toEqual({ kind: 'same' });
    expect(options?.nowhere).toContain('ja');
  });

  it('offers under auto-detect every target some source reaches, marked only when every way pivots', () => {
    const options = pairOptions([local], 'local', 'target', 'auto');
    // Spanish goes into French directly, so French is not marked as pivoted here.
    expect(sorted(options?.offered)).toEqual([
      { code: 'en' },
      { code: 'es' },
      { code: 'fr' },
      { code: 'hi' },
      { code: 'ur' },
    ]);
    expect(options?.elsewhere).toEqual([]);
    expect(availabilityOf(options, 'de')).toEqual({ kind: 'nowhere' });
  });

  it('offers nothing into from a source the provider cannot read, and the sources it reads', () => {
    expect(codes(pairOptions([local, google], 'local', 'target', 'de')?.offered ?? [])).toEqual([]);
    const sources = pairOptions([local, google], 'local', 'source');
    expect(codes(sources?.offered ?? [])).toEqual(['en', 'es', 'fr', 'hi', 'ur']);
    expect(sources?.elsewhere).toEqual([{ code: 'de', providers: ['google'] }]);
  });

  it('takes every pair of a provider that lists no pairs, except into the source itself', () => {
    const options = pairOptions([local, google], 'google', 'target', 'en');
    expect(codes(options?.offered ?? [])).toEqual(['de', 'es']);
    expect(options?.elsewhere).toEqual([{ code: 'fr', providers: ['local'] }]);
  });

  it('offers every language while the provider list is unknown or empty (the server refuses then)', () => {
    expect(pairOptions(undefined, 'local', 'target', 'en')).toBeUndefined();
    expect(pairOptions([{ provider: 'local', languages: [] }], 'local', 'target', 'en')).toBeUndefined();
    expect(pairOptions([local], 'azure', 'target', 'en')).toBeUndefined();
    expect(availabilityOf(undefined, 'de')).toEqual({ kind: 'offered' });
  });
});
