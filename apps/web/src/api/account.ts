import { useQuery } from '@tanstack/react-query';
import { useAuth } from './authStore';
import { callable } from './callable';
import { queryKeys } from './queryClient';

export function useProfile() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: () => callable.call('getProfile', {}),
    enabled: user !== null,
  });
}

export function useQuota() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.quota,
    queryFn: () => callable.call('getQuota', {}),
    enabled: user !== null,
  });
}
