import { QueryClient } from '@tanstack/react-query';
import { CallableError } from '@tolk/client';

const NO_RETRY = new Set(['unauthenticated', 'permission-denied', 'invalid-argument', 'not-found']);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Retrying cannot fix a refusal; only transient failures are worth another try.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof CallableError && NO_RETRY.has(error.code)),
    },
  },
});

export const queryKeys = {
  profile: ['profile'] as const,
  quota: ['quota'] as const,
  preferences: ['preferences'] as const,
  health: ['health'] as const,
};
