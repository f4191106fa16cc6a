import type { QueryClient } from '@tanstack/react-query';
import {
  entitlementEventSchema,
  folderSchema,
  translationSchema,
  preferencesSchema,
  quotaSchema,
  userDocumentSchema,
  type UserDocument,
} from '@tolk/contract';
import {
  applyFolderChange,
  applyFolderDeleted,
  applyTranslationChange,
  applyTranslationDeleted,
} from './documentCache';
import { storePreferences } from './preferencesCache';
import { queryKeys } from './queryClient';

/** A translation or folder that is gone: `{id, deleted: true}`. */
function deletedId(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { id, deleted } = data as { id?: unknown; deleted?: unknown };
  return deleted === true && typeof id === 'string' && id !== '' ? id : undefined;
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
  if (type === 'entitlement') {
    if (!entitlementEventSchema.safeParse(data).success) return false;
    // The event says only that the plan changed; the limits and dates come from the server.
    for (const queryKey of [queryKeys.quota, queryKeys.profile, queryKeys.subscription])
      void client.invalidateQueries({ queryKey });
    return true;
  }
  if (type === 'profile') {
    const parsed = userDocumentSchema.safeParse(data);
    if (!parsed.success) return false;
    client.setQueryData(queryKeys.profile, parsed.data);
    storePreferences(client, parsed.data.preferences);
    return true;
  }
  if (type === 'translation') {
    const deleted = deletedId(data);
    if (deleted) applyTranslationDeleted(client, deleted);
    else {
      const parsed = translationSchema.safeParse(data);
      if (!parsed.success) return false;
      applyTranslationChange(client, parsed.data);
    }
    return true;
  }
  if (type === 'folder') {
    const deleted = deletedId(data);
    if (deleted) applyFolderDeleted(client, deleted);
    else {
      const parsed = folderSchema.safeParse(data);
      if (!parsed.success) return false;
      applyFolderChange(client, parsed.data);
    }
    return true;
  }
  return false;
}
