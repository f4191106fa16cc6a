import { useQuery } from '@tanstack/react-query';
import { CallableError } from '@tolk/client';
import type { Translation } from '@tolk/contract';
import { useAuth } from './authStore';
import { callable } from './callable';
import { applyTranslationChange } from './documentCache';
import { documentKeys } from './documentKeys';
import { queryClient } from './queryClient';

/** Live events keep it current; while a job runs, an occasional fetch covers a dropped event stream. */
const FALLBACK_POLL_MS = 5000;
const REFUSED_FOR_GOOD = new Set(['not-found', 'permission-denied', 'invalid-argument']);

export function isFinishedTranslation(translation: Pick<Translation, 'status'>): boolean {
  return translation.status === 'completed' || translation.status === 'failed';
}

/**
 * One translation under `['translation', id]`, the key the live 'translation' events update.
 * `quietCodes`: refusals the screen explains in place (a missing translation), so no notification.
 */
export function useTranslationProgress(
  id: string | null,
  { quietCodes }: { quietCodes?: readonly string[] } = {},
) {
  return useQuery({
    queryKey: documentKeys.translation(id ?? ''),
    queryFn: () => callable.call('getTranslation', { translationId: id ?? '' }),
    enabled: id !== null,
    meta: quietCodes ? { quietCodes } : undefined,
    refetchInterval: (query) => {
      // Gone, never this user's, or a malformed id: asking again cannot change the answer.
      const { error } = query.state;
      if (error instanceof CallableError && REFUSED_FOR_GOOD.has(error.code)) return false;
      const data = query.state.data as Translation | undefined;
      return data && isFinishedTranslation(data) ? false : FALLBACK_POLL_MS;
    },
  });
}

/** The newest translations (the live list of SPEC.md §7), for the home screen's recent strip. */
export function useRecentTranslations() {
  const { user } = useAuth();
  return useQuery({
    queryKey: documentKeys.live,
    queryFn: () => callable.call('listTranslations', {}),
    enabled: user !== null,
  });
}

/** Puts a translation in its own cache entry and in every list it belongs to. */
export function storeTranslation(translation: Translation): void {
  applyTranslationChange(queryClient, translation);
}
