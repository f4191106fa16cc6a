import {
  isLanguageCode,
  type LanguageCode,
  type Preferences,
  type TranslationProvider,
} from '@tolk/contract';
import { defaultProvider } from '../engines.ts';
import { AppError } from '../errors.ts';
import type { TranslationsDeps } from './deps.ts';
import { engineAppError } from './engine-errors.ts';

/**
 * The provider a request uses: the one it names (refused when not configured), else the
 * user's preference when configured, else the server's default.
 */
export function chooseProvider(
  deps: TranslationsDeps,
  requested: TranslationProvider | undefined,
  preferences: Preferences,
): TranslationProvider {
  if (requested !== undefined) {
    if (!deps.engines[requested])
      throw new AppError('invalid-argument', 'PROVIDER_NOT_CONFIGURED', { provider: requested });
    return requested;
  }
  const preferred = preferences.translationProvider;
  return deps.engines[preferred] ? preferred : defaultProvider(deps.engines);
}

export async function checkPair(
  deps: TranslationsDeps,
  provider: TranslationProvider,
  from: LanguageCode | 'auto',
  to: LanguageCode,
): Promise<void> {
  if (from === to) throw new AppError('invalid-argument', 'SAME_LANGUAGES');
  const pairs = await pairsOf(deps, provider);
  if (from === 'auto') {
    if (!pairs.some((pair) => pair.to === to))
      throw new AppError('invalid-argument', 'TARGET_NOT_SUPPORTED', { provider, to });
    return;
  }
  if (!pairs.some((pair) => pair.from === from && pair.to === to))
    throw new AppError('invalid-argument', 'PAIR_NOT_SUPPORTED', { provider, from, to });
}

/** The cloud providers are asked for their language lists: one that cannot be reached says so. */
const pairsOf = (deps: TranslationsDeps, provider: TranslationProvider) =>
  deps.pairs(provider).catch((error: unknown) => {
    throw engineAppError('unavailable', error as Error & { code?: string });
  });

/**
 * Under auto-detect, a document's analysed language must reach the target too: refused now, before
 * anything is charged, rather than failed (or read as another language) by the job.
 */
export async function checkDetectedPair(
  deps: TranslationsDeps,
  provider: TranslationProvider,
  detected: string | null,
  to: LanguageCode,
): Promise<void> {
  const from = detected?.toLowerCase().split(/[-_]/)[0] ?? '';
  if (!isLanguageCode(from) || from === to) return;
  if (!(await pairsOf(deps, provider)).some((pair) => pair.from === from && pair.to === to))
    throw new AppError('invalid-argument', 'DETECTED_PAIR_NOT_SUPPORTED', { provider, from, to });
}
