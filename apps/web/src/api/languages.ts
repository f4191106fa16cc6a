import { useQuery } from '@tanstack/react-query';
import type { LanguageCode, ProviderLanguages, TranslationProvider } from '@tolk/contract';
import { useAuth } from './authStore';
import { callable } from './callable';

export const languageKeys = { all: ['languages'] as const };

/** The languages each configured provider offers, as the providers list them (asked by the server). */
export function useProviderLanguages() {
  const { user } = useAuth();
  return useQuery({
    queryKey: languageKeys.all,
    queryFn: async () => (await callable.call('getLanguages', {})).providers,
    enabled: user !== null,
    staleTime: 10 * 60_000,
  });
}

/**
 * The codes a provider translates from (`source`) or into (`target`); undefined until its list is
 * known, when every app language is offered and the server refuses what the provider cannot do.
 */
export function providerCodes(
  providers: readonly ProviderLanguages[] | undefined,
  provider: TranslationProvider | undefined,
  side: 'source' | 'target',
): readonly LanguageCode[] | undefined {
  const entry = providers?.find((item) => item.provider === provider);
  if (!entry || entry.languages.length === 0) return undefined;
  return entry.languages.filter((language) => language[side]).map((language) => language.code);
}
