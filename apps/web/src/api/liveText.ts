import type { FunctionOutput, LanguageCode } from '@tolk/contract';
import { callable } from './callable';

/** A live reading gives up on a translation that takes this long: a newer frame will ask again. */
const LIVE_TEXT_TIMEOUT_MS = 15_000;

/**
 * `translateText`: short texts read by the camera, translated at once (no quota unit). The texts
 * must already respect LIVE_TEXT_LIMITS (see selectLiveLines).
 */
export function translateLiveText(
  texts: string[],
  langFrom: 'auto' | LanguageCode,
  langTo: LanguageCode,
  /** Absent: the pair's default glossary; null: none. */
  glossaryId?: string | null,
  signal?: AbortSignal,
): Promise<FunctionOutput<'translateText'>> {
  return callable.call(
    'translateText',
    { texts, langFrom, langTo, ...(glossaryId === undefined ? {} : { glossaryId }) },
    { signal, timeoutMs: LIVE_TEXT_TIMEOUT_MS },
  );
}
