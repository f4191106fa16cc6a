import type { Translation } from '@tolk/contract';
import type { EventBus } from '../events/bus.ts';
import { toTranslation, type TranslationRow } from './view.ts';

export async function publishTranslation(bus: EventBus, row: TranslationRow): Promise<Translation> {
  const translation = toTranslation(row);
  await bus.publish(row.userId, { type: 'translation', data: translation });
  return translation;
}

const isFinal = (translation: Translation) =>
  translation.status === 'completed' || translation.status === 'failed';

/**
 * Listens to the user's translation events for one translation; `settled` resolves with the
 * completed or failed translation (or undefined when the caller leaves first).
 */
export function watchTranslation(
  bus: EventBus,
  userId: string,
  onUpdate: (translation: Translation) => void,
  signal: AbortSignal,
): { follow(id: string): void; settled: Promise<Translation | undefined>; stop(): void } {
  let id: string | undefined;
  let finish: (value: Translation | undefined) => void = () => undefined;
  const settled = new Promise<Translation | undefined>((resolve) => (finish = resolve));
  const unsubscribe = bus.subscribe(userId, (event) => {
    const data = event.data as Translation | null;
    if (event.type !== 'translation' || !data || data.id !== id || !('status' in data)) return;
    onUpdate(data);
    if (isFinal(data)) finish(data);
  });
  const stop = () => {
    unsubscribe();
    finish(undefined);
  };
  signal.addEventListener('abort', stop, { once: true });
  return { follow: (translationId) => (id = translationId), settled, stop };
}
