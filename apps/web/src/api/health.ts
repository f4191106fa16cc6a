import { useQuery } from '@tanstack/react-query';
import type { Health } from '@tolk/contract';
import { absoluteApiUrl } from './config';
import { queryKeys } from './queryClient';

/** `GET /api/health`: which sign-in methods and translation engines the server has configured. */
export async function fetchHealth(): Promise<Health> {
  const response = await fetch(absoluteApiUrl('/api/health'), { headers: { Accept: 'application/json' } });
  // The schema (and zod with it) loads once there is an answer to check, after the first screen.
  const { healthSchema } = await import('./responseSchemas');
  return healthSchema.parse(await response.json());
}

export function useHealth() {
  return useQuery({ queryKey: queryKeys.health, queryFn: fetchHealth, staleTime: 5 * 60_000 });
}
