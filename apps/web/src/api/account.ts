import { useQuery } from '@tanstack/react-query';
import { CallableError } from '@tolk/client';
import { MESSAGES, QUOTA_CREATE_RETRY_MS, QUOTA_FETCH_TIMEOUT_NATIVE_MS, type Quota } from '@tolk/contract';
import { useAuth } from './authStore';
import { callable } from './callable';
import { isNativePlatform } from './config';
import { queryKeys } from './queryClient';

export function useProfile() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: () => callable.call('getProfile', {}),
    enabled: user !== null,
  });
}

/** The quota; the native app gives up after 5 s with 'Quota fetch timeout' (SPEC.md §9). */
export async function fetchQuota(native: boolean): Promise<Quota> {
  try {
    return await callable.call('getQuota', {}, native ? { timeoutMs: QUOTA_FETCH_TIMEOUT_NATIVE_MS } : {});
  } catch (error) {
    if (native && error instanceof CallableError && error.code === 'deadline-exceeded')
      throw new CallableError('deadline-exceeded', MESSAGES.quotaFetchTimeout, { cause: error });
    throw error;
  }
}

/** A permissions error while the quota is being created is retried once, after 2 s (SPEC.md §8). */
export function shouldRetryQuota(failureCount: number, error: unknown): boolean {
  if (error instanceof CallableError && error.code === 'permission-denied') return failureCount < 1;
  return failureCount < 2 && !(error instanceof CallableError && error.code === 'unauthenticated');
}

export function useQuota() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.quota,
    queryFn: () => fetchQuota(isNativePlatform()),
    enabled: user !== null,
    retry: shouldRetryQuota,
    retryDelay: (_attempt, error) =>
      error instanceof CallableError && error.code === 'permission-denied' ? QUOTA_CREATE_RETRY_MS : 1000,
  });
}
