import { useEffect } from 'react';
import { subscribeEvents } from '@tolk/client';
import { ACCOUNT_EXPORT_EVENT, SESSION_ENDED_EVENT } from '@tolk/contract';
import { getBearerToken } from './bearerToken';
import { useAuth } from './authStore';
import { API_BASE_URL } from './config';
import { queryClient } from './queryClient';
import { leaveEndedSession } from './sessionEnded';

// The handlers check each event against the contract's schemas (zod): they load with the first
// event, not with the first screen (issue 13).
const loadHandlers = () => Promise.all([import('./cacheUpdates'), import('./accountExport')]);

/**
 * Follows /api/events while someone is signed in: the "live listener" of SPEC.md §4. The server
 * ends the stream with `session-ended` when this session was signed out elsewhere (revoked, a
 * password change, the account deleted); once the server confirms it, the app forgets the user
 * and goes back to /welcome.
 */
export function useLiveUpdates(): void {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    // Events are applied in the order they came.
    let applied: Promise<unknown> = Promise.resolve();
    return subscribeEvents({
      baseUrl: API_BASE_URL,
      getAuthToken: () => getBearerToken(),
      onEvent: (type, data) => {
        if (type === SESSION_ENDED_EVENT) return void leaveEndedSession();
        applied = applied
          .then(loadHandlers)
          .then(([{ applyLiveEvent }, { announceAccountExport }]) => {
            if (type === ACCOUNT_EXPORT_EVENT) announceAccountExport(queryClient, data);
            else applyLiveEvent(queryClient, type, data);
          })
          .catch((error: unknown) => console.warn('A live update could not be applied', error));
      },
      onError: (error) => console.warn('Live updates interrupted; reconnecting', error),
    });
  }, [userId]);
}
