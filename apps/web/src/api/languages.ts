import { useQuery } from '@tanstack/react-query';
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
