import { translationSchema, type Translation } from '@tolk/contract';
import { documentKeys } from './documentKeys';
import { queryClient } from './queryClient';
import { storeTranslation } from './translationProgress';

// Loaded when a translation's stream starts (its schema brings zod), not with the first screen.

/**
 * A progress message from translateDocument's stream: the translation as it is now, or the changed
 * fields with its id. Applied over what the cache holds; anything else is ignored.
 */
export function applyProgressMessage(message: unknown): Translation | null {
  const full = translationSchema.safeParse(message);
  if (full.success) {
    storeTranslation(full.data);
    return full.data;
  }
  const partial = translationSchema.partial().safeParse(message);
  if (!partial.success || !partial.data.id) return null;
  const current = queryClient.getQueryData<Translation>(documentKeys.translation(partial.data.id));
  if (!current) return null;
  const next: Translation = { ...current, ...partial.data };
  storeTranslation(next);
  return next;
}
