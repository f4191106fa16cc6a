import type { Translation } from '@tolk/contract';

export interface Announcer {
  /** Starts following a translation started (or retried) here: its next end is announced. */
  watch(id: string): void;
  /** Every state seen for any translation (stream messages, live events, fetches). */
  observe(translation: Translation): void;
}

/**
 * Announces the end of translations started on this device exactly once per attempt, however many
 * times the same final state arrives (stream message, stream result, live event, refetch).
 */
export function createAnnouncer(on: {
  completed(translation: Translation): void;
  failed(translation: Translation): void;
}): Announcer {
  const pending = new Set<string>();
  return {
    watch: (id) => void pending.add(id),
    observe(translation) {
      if (!pending.has(translation.id)) return;
      if (translation.status === 'completed') on.completed(translation);
      else if (translation.status === 'failed') on.failed(translation);
      else return;
      pending.delete(translation.id);
    },
  };
}
