import { QueryCache, QueryClient } from '@tanstack/react-query';
import { CallableError } from '@tolk/client';
import { i18n } from '../app/i18n/translator';
import { notifyError } from '../app/notifications/notify';

const NO_RETRY = new Set(['unauthenticated', 'permission-denied', 'invalid-argument', 'not-found']);
// Not worth a notification: the guard handles a lost session, and a cancelled call was wanted.
const SILENT = new Set(['unauthenticated', 'cancelled']);

export const queryKeys = {
  profile: ['profile'] as const,
  quota: ['quota'] as const,
  preferences: ['preferences'] as const,
  health: ['health'] as const,
  plans: ['plans'] as const,
  subscription: ['subscription'] as const,
};

export const queryClient = new QueryClient({
  // Errors are shown as negative notifications (SPEC.md §8); screens also show them in place.
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (error instanceof CallableError && SILENT.has(error.code)) return;
      // A screen that explains this refusal in place (meta.quietCodes) needs no notification too.
      const quiet = query.meta?.quietCodes;
      if (error instanceof CallableError && Array.isArray(quiet) && quiet.includes(error.code)) return;
      // The error catalogue (and the reasons' schemas) is not part of start-up: fetched on the first failure.
      void import('./errors').then(({ errorMessage }) =>
        notifyError(errorMessage(error, i18n.t('common.loadFailed'))),
      );
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Retrying cannot fix a refusal; only transient failures are worth another try.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof CallableError && NO_RETRY.has(error.code)),
    },
  },
});
