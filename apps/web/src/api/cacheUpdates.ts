import type { QueryClient } from '@tanstack/react-query';
import {
  preferencesSchema,
  quotaSchema,
  userDocumentSchema,
  type Preferences,
  type UserDocument,
} from '@tolk/contract';
import { writeCachedPreferences } from './preferencesCache';
import { queryKeys } from './queryClient';

/** Puts fresh preferences in the query cache and in local storage (for the next start). */
export function storePreferences(client: QueryClient, preferences: Preferences): void {
  client.setQueryData(queryKeys.preferences, preferences);
  writeCachedPreferences(preferences);
}

/**
 * Applies one server event to the query caches. Returns false for events this app does not (yet)
 * use or whose data does not match the contract, which are ignored.
 */
export function applyLiveEvent(client: QueryClient, type: string, data: unknown): boolean {
  if (type === 'preferences') {
    const parsed = preferencesSchema.safeParse(data);
    if (!parsed.success) return false;
    storePreferences(client, parsed.data);
    client.setQueryData<UserDocument>(
      queryKeys.profile,
      (old) => old && { ...old, preferences: parsed.data },
    );
    return true;
  }
  if (type === 'quota') {
    const parsed = quotaSchema.safeParse(data);
    if (!parsed.success) return false;
    client.setQueryData(queryKeys.quota, parsed.data);
    client.setQueryData<UserDocument>(queryKeys.profile, (old) => old && { ...old, ...parsed.data });
    return true;
  }
  if (type === 'profile') {
    const parsed = userDocumentSchema.safeParse(data);
    if (!parsed.success) return false;
    client.setQueryData(queryKeys.profile, parsed.data);
    storePreferences(client, parsed.data.preferences);
    return true;
  }
  return false;
}
