import { useEffect } from 'react';
import { subscribeEvents } from '@tolk/client';
import { getBearerToken } from './authClient';
import { useAuth } from './authStore';
import { API_BASE_URL } from './config';
import { applyLiveEvent } from './cacheUpdates';
import { queryClient } from './queryClient';

/** Follows /api/events while someone is signed in: the "live listener" of SPEC.md §4. */
export function useLiveUpdates(): void {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    return subscribeEvents({
      baseUrl: API_BASE_URL,
      getAuthToken: () => getBearerToken(),
      onEvent: (type, data) => void applyLiveEvent(queryClient, type, data),
      onError: (error) => console.warn('Live updates interrupted; reconnecting', error),
    });
  }, [userId]);
}
