import type { ProviderLanguages } from '@tolk/contract';
import { describe, expect, it } from 'vitest';
import { providerCodes } from './languages';

const language = (code: 'en' | 'es' | 'ar', source: boolean, target: boolean) => ({
  code,
  name: code,
  script: code === 'ar' ? 'Arab' : 'Latn',
  direction: code === 'ar' ? ('rtl' as const) : ('ltr' as const),
  source,
  target,
});

describe('the languages a provider offers', () => {
  const providers: ProviderLanguages[] = [
    { provider: 'google', languages: [language('en', true, true), language('ar', false, true)] },
    { provider: 'local', languages: [] },
  ];

  it('lists the sources and the targets of the chosen provider', () => {
    expect(providerCodes(providers, 'google', 'source')).toEqual(['en']);
    expect(providerCodes(providers, 'google', 'target')).toEqual(['en', 'ar']);
  });

  it('offers every language while a list is unknown or empty (the server refuses what cannot be done)', () => {
    expect(providerCodes(undefined, 'google', 'target')).toBeUndefined();
    expect(providerCodes(providers, 'local', 'target')).toBeUndefined();
    expect(providerCodes(providers, 'azure', 'target')).toBeUndefined();
  });
});
