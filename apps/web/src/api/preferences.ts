import { useMutation, useQuery } from '@tanstack/react-query';
import { type Preferences, type PreferencesPatch } from '@tolk/contract';
import i18n from 'i18next';
import { notifyError } from '../app/notifications/notify';
import { useAuth } from './authStore';
import { storePreferences } from './cacheUpdates';
import { callable } from './callable';
import { errorMessage } from './errors';
import { readCachedPreferences, writeCachedPreferences } from './preferencesCache';
import { queryClient, queryKeys } from './queryClient';

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

export function mergePreferences(current: Preferences, patch: PreferencesPatch): Preferences {
  return { ...current, ...patch, notifications: { ...current.notifications, ...patch.notifications } };
}

/** Saves a change at once, shows it at once, and puts it back if the server refuses it. */
export function useUpdatePreferences() {
  return useMutation({
    mutationFn: (patch: PreferencesPatch) => callable.call('updatePreferences', patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.preferences });
      const previous =
        queryClient.getQueryData<Preferences>(queryKeys.preferences) ?? readCachedPreferences();
      storePreferences(queryClient, mergePreferences(previous, patch));
      return { previous };
    },
    onError: (error, _patch, context) => {
      if (context) storePreferences(queryClient, context.previous);
      notifyError(errorMessage(error, i18n.t('settings.saveFailed')));
    },
    onSuccess: (preferences) => storePreferences(queryClient, preferences),
  });
}
