import type { Translation } from '@tolk/contract';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * "3 translations ahead of yours" / "Yours is next" for a queued translation whose place the
 * server told (undefined otherwise: not queued, or not known yet).
 */
export function queuePositionText(
  translation: Pick<Translation, 'status' | 'queuePosition'>,
  t: Translate,
): string | undefined {
  const ahead = translation.queuePosition;
  if (translation.status !== 'queued' || ahead === null || ahead === undefined) return undefined;
  return ahead === 0 ? t('history.queue.next') : t('history.queue.ahead', { count: ahead });
}
