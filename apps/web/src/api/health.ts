import { useQuery } from '@tanstack/react-query';
import type { Health } from '@tolk/contract';
import { absoluteApiUrl } from './config';
import { queryKeys } from './queryClient';

/** `GET /api/health`: which sign-in methods and translation engines the server has configured. */
export async function fetchHealth(): Promise<Health> {
  // The schema (and zod with it) loads beside the request, not before the first screen.
  const [response, { healthSchema }] = await Promise.all([
    fetch(absoluteApiUrl('/api/health'), { headers: { Accept: 'application/json' } }),
    import('./responseSchemas'),
  ]);
  return healthSchema.parse(await response.json());
}

export function useHealth() {
  return useQuery({ queryKey: queryKeys.health, queryFn: fetchHealth, staleTime: 5 * 60_000 });
}
