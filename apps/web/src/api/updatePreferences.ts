import { useMutation } from '@tanstack/react-query';
import type { Preferences, PreferencesPatch } from '@tolk/contract';
import { i18n } from '../app/i18n/translator';
import { notifyError } from '../app/notifications/notify';
import { callable } from './callable';
import { errorMessage } from './errors';
import { readCachedPreferences, storePreferences } from './preferencesCache';
import { queryClient, queryKeys } from './queryClient';

// Changing preferences (Settings) lives apart from reading them (the theme at start-up), so the
// start-up bundle does not carry the live-event cache updates and error catalogue this needs.

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
