import { useEffect } from 'react';
import { subscribeEvents } from '@tolk/client';
import { ACCOUNT_EXPORT_EVENT, SESSION_ENDED_EVENT } from '@tolk/contract';
import { announceAccountExport } from './accountExport';
import { getBearerToken } from './authClient';
import { useAuth } from './authStore';
import { API_BASE_URL } from './config';
import { applyLiveEvent } from './cacheUpdates';
import { queryClient } from './queryClient';
import { leaveEndedSession } from './sessionEnded';

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
    return subscribeEvents({
      baseUrl: API_BASE_URL,
      getAuthToken: () => getBearerToken(),
      onEvent: (type, data) => {
        if (type === SESSION_ENDED_EVENT) void leaveEndedSession();
        else if (type === ACCOUNT_EXPORT_EVENT) announceAccountExport(queryClient, data);
        else applyLiveEvent(queryClient, type, data);
      },
      onError: (error) => console.warn('Live updates interrupted; reconnecting', error),
    });
  }, [userId]);
}
