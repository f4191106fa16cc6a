import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '@tolk/contract';
import { useAuth } from './authStore';
import { callable } from './callable';
import { readCachedPreferences, writeCachedPreferences } from './preferencesCache';
import { queryKeys } from './queryClient';

async function fetchPreferences(): Promise<Preferences> {
  const preferences = await callable.call('getPreferences', {});
  writeCachedPreferences(preferences);
  return preferences;
}

/** The signed-in user's preferences; the locally cached copy until the server answers. */
export function usePreferences(): Preferences {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: queryKeys.preferences,
    queryFn: fetchPreferences,
    enabled: user !== null,
    placeholderData: readCachedPreferences,
  });
  return query.data ?? readCachedPreferences();
}
